import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { agentUser, csrf, sentBody, spyToasts } from '@pwa/account/testing';
import { TripPlanningTab } from './TripPlanningTab';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const base = {
  agentId: 'u-agent',
  description: null,
  duration: 7,
  budget: 450000,
  currency: 'USD',
  travelStyle: 'romantic',
  activities: ['beaches'],
  accommodations: ['resort'],
  transportation: ['flight'],
  tags: ['honeymoon'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const plan = {
  ...base,
  id: '11111111-1111-4111-8111-111111111111',
  clientId: '33333333-3333-4333-8333-333333333333',
  clientName: 'Jordan Pierre',
  name: 'Pierre Honeymoon',
  destinations: ['Soufriere'],
  isTemplate: false,
};
const template = {
  ...base,
  id: '22222222-2222-4222-8222-222222222222',
  agentId: 'someone-else',
  clientId: null,
  clientName: null,
  name: 'Saint Lucia Romantic Week',
  destinations: ['Soufriere', 'Rodney Bay'],
  isTemplate: true,
};
const clients = [
  { id: '33333333-3333-4333-8333-333333333333', firstName: 'Jordan', lastName: 'Pierre', email: 'c@x.test' },
];

function renderTab(extra: Record<string, unknown> = {}) {
  const calls = stubApi({
    '/api/auth/me': { status: 200, body: agentUser },
    '/api/auth/csrf-token': csrf,
    '/api/trip-plans': { status: 200, body: { data: [plan] } },
    '/api/trip-plans/templates': { status: 200, body: { data: [template] } },
    '/api/clients': { status: 200, body: { data: clients } },
    ...(extra as Record<string, { status: number; body: unknown }>),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TripPlanningTab />
    </QueryClientProvider>,
  );
  return calls;
}

describe('TripPlanningTab', () => {
  it('shows the plans as cards and the templates under their own tab', async () => {
    spyToasts();
    renderTab();
    const card = await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    expect(within(card).getByText('Client: Jordan Pierre')).toBeTruthy();
    expect(within(card).getByText('Budget: $4,500.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(await screen.findByRole('article', { name: 'Saint Lucia Romantic Week' })).toBeTruthy();
    // Another agent's template can be used, not changed.
    expect(screen.queryByRole('button', { name: 'Edit Saint Lucia Romantic Week' })).toBeNull();
  });

  it('asks for a name and a destination before sending anything', async () => {
    const toasts = spyToasts();
    const calls = renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('button', { name: /New Trip Plan/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Plan name is required')).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Please add at least one destination');
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);
  });

  it('creates a plan from a template with a blank id, no client and isTemplate false', async () => {
    const toasts = spyToasts();
    const calls = renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('tab', { name: 'Templates' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use Template Saint Lucia Romantic Week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Trip Plan' });
    const destination = within(dialog).getByLabelText('Destinations');
    fireEvent.change(destination, { target: { value: '  Castries ' } });
    fireEvent.keyDown(destination, { key: 'Enter' });
    fireEvent.change(destination, { target: { value: 'Soufriere' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add destination' }));
    stubCreate(calls);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Trip plan created successfully!'));
    const posts = calls.filter((call) => call.init?.method === 'POST');
    expect(sentBody(posts, '/api/trip-plans')).toEqual({
      name: 'Saint Lucia Romantic Week',
      description: null,
      clientId: null,
      destinations: ['Soufriere', 'Rodney Bay', 'Castries'],
      duration: 7,
      budget: 450000,
      currency: 'USD',
      travelStyle: 'romantic',
      activities: ['beaches'],
      accommodations: ['resort'],
      transportation: ['flight'],
      tags: ['honeymoon'],
      isTemplate: false,
    });
  });
});

/** Answers the POST with 201 while GETs of the same path keep answering the list. */
function stubCreate(calls: Array<{ url: string; init?: RequestInit }>) {
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/trip-plans' && init?.method === 'POST') {
      calls.push({ url: String(input), init });
      return new Response(
        JSON.stringify({ data: { ...template, id: 'new', isTemplate: false }, message: 'ok' }),
        { status: 201, headers: { 'Content-Type': 'application/json' } },
      );
    }
    return inner(input, init);
  }) as typeof fetch;
}
