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

function renderTab(extra: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    '/api/auth/me': { status: 200, body: agentUser },
    '/api/auth/csrf-token': csrf,
    '/api/trip-plans': { status: 200, body: { data: [plan] } },
    '/api/trip-plans/templates': { status: 200, body: { data: [template] } },
    '/api/clients': { status: 200, body: { data: clients } },
    ...extra,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TripPlanningTab />
    </QueryClientProvider>,
  );
  return calls;
}

// Whole dialogs are driven through antd under jsdom, which is slow on a busy machine.
describe('TripPlanningTab', { timeout: 20_000 }, () => {
  it('creates a plan from scratch: trimmed unique entries, the chosen client, empty lists as null', async () => {
    const toasts = spyToasts();
    const calls = renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('button', { name: /New Trip Plan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Trip Plan' });
    fireEvent.change(within(dialog).getByLabelText('Plan name'), { target: { value: 'Orlando parks' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Client'));
    fireEvent.click(await screen.findByTitle('Jordan Pierre'));
    const destination = within(dialog).getByLabelText('Destinations');
    for (const entry of ['   ', ' Orlando ', 'Orlando', 'Kissimmee']) {
      fireEvent.change(destination, { target: { value: entry } });
      fireEvent.keyDown(destination, { key: 'Enter' });
    }
    const tag = within(dialog).getByLabelText('Tags');
    for (const entry of ['family ', 'family', '']) {
      fireEvent.change(tag, { target: { value: entry } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    }
    expect(within(dialog).getByRole('button', { name: 'Remove destination Orlando' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Duration (days)'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Budget'), { target: { value: '1234.56' } });
    stubCreate(calls);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Trip plan created successfully!'));
    const posts = calls.filter((call) => call.init?.method === 'POST');
    expect(sentBody(posts, '/api/trip-plans')).toEqual({
      name: 'Orlando parks',
      description: null,
      clientId: '33333333-3333-4333-8333-333333333333',
      destinations: ['Orlando', 'Kissimmee'],
      duration: 5,
      budget: 123456,
      currency: 'USD',
      travelStyle: null,
      activities: null,
      accommodations: null,
      transportation: null,
      tags: ['family'],
      isTemplate: false,
    });
  });

  it('offers exactly the options of the specification, duration from 1 and budget in cents', async () => {
    spyToasts();
    renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('button', { name: /New Trip Plan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Trip Plan' });
    expect(within(dialog).getByLabelText('Duration (days)').getAttribute('aria-valuemin')).toBe('1');
    expect(within(dialog).getByLabelText('Budget').getAttribute('step')).toBe('0.01');
    expect(await optionsOf(dialog, 'Currency')).toEqual(['USD', 'EUR', 'GBP', 'CAD']);
    expect(await optionsOf(dialog, 'Travel style')).toEqual([
      'Luxury',
      'Budget',
      'Adventure',
      'Relaxation',
      'Cultural',
      'Family',
      'Business',
      'Romantic',
    ]);
    expect(await optionsOf(dialog, 'Activities')).toEqual([
      'Sightseeing',
      'Adventure Sports',
      'Cultural Tours',
      'Food & Wine',
      'Shopping',
      'Nightlife',
      'Nature & Wildlife',
      'Beaches',
      'Museums',
      'Historical Sites',
    ]);
    expect(await optionsOf(dialog, 'Accommodations')).toEqual([
      'Hotel',
      'Resort',
      'Vacation Rental',
      'Boutique',
      'Hostel',
      'Bed & Breakfast',
      'Camping',
      'Cruise',
    ]);
    expect(await optionsOf(dialog, 'Transportation')).toEqual([
      'Flight',
      'Car Rental',
      'Train',
      'Bus',
      'Cruise',
      'Private Transfer',
      'Rideshare',
      'Walking',
    ]);
  });

  it('edits a plan in edit mode and sends the update to its id', async () => {
    const toasts = spyToasts();
    const calls = renderTab({
      [`/api/trip-plans/${plan.id}`]: { status: 200, body: { data: plan, message: 'ok' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pierre Honeymoon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Trip Plan' });
    const name = within(dialog).getByLabelText('Plan name') as HTMLInputElement;
    expect(name.value).toBe('Pierre Honeymoon');
    expect((within(dialog).getByLabelText('Budget') as HTMLInputElement).value).toBe('4500.00');
    fireEvent.change(name, { target: { value: 'Pierre Honeymoon 2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tag honeymoon' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Plan' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Trip plan updated successfully!'));
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.url).toBe(`/api/trip-plans/${plan.id}`);
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      name: 'Pierre Honeymoon 2027',
      description: null,
      clientId: plan.clientId,
      destinations: ['Soufriere'],
      duration: 7,
      budget: 450000,
      currency: 'USD',
      travelStyle: 'romantic',
      activities: ['beaches'],
      accommodations: ['resort'],
      transportation: ['flight'],
      tags: null,
      isTemplate: false,
    });
  });

  it('deletes a plan once confirmed, and shows the server’s reason when refused', async () => {
    const toasts = spyToasts();
    const calls = renderTab({
      [`/api/trip-plans/${plan.id}`]: [
        { status: 200, body: { success: true } },
        { status: 404, body: { success: false, error: 'not_found', message: 'Trip plan not found' } },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pierre Honeymoon' }));
    expect(await screen.findByText('Are you sure you want to delete this trip plan?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Trip plan deleted successfully!'));
    expect(calls.filter((call) => call.init?.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/trip-plans/${plan.id}`,
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pierre Honeymoon' }));
    await waitFor(() =>
      expect(screen.getAllByText('Are you sure you want to delete this trip plan?').length).toBeGreaterThan(
        0,
      ),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', 'Trip plan not found'));
  });

  it('says "Failed to create trip plan" when the server gives no reason', async () => {
    const toasts = spyToasts();
    const calls = renderTab();
    await screen.findByRole('article', { name: 'Pierre Honeymoon' });
    fireEvent.click(screen.getByRole('button', { name: /New Trip Plan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Trip Plan' });
    fireEvent.change(within(dialog).getByLabelText('Plan name'), { target: { value: 'Cruise week' } });
    const destination = within(dialog).getByLabelText('Destinations');
    fireEvent.change(destination, { target: { value: 'Castries' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add destination' }));
    stubCreate(calls, { status: 500, body: null });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error', 'Failed to create trip plan'));
    expect(toasts.success).not.toHaveBeenCalled();
  });

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
    expect(screen.getByText('At least one destination is required')).toBeTruthy();
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

/** Answers the POST (201 by default) while GETs of the same path keep answering the list. */
function stubCreate(
  calls: Array<{ url: string; init?: RequestInit }>,
  answer: { status: number; body: unknown } = {
    status: 201,
    body: { data: { ...template, id: 'new', isTemplate: false }, message: 'ok' },
  },
) {
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/trip-plans' && init?.method === 'POST') {
      calls.push({ url: String(input), init });
      return new Response(answer.body === null ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return inner(input, init);
  }) as typeof fetch;
}

/** The labels an antd select offers once opened (each select's popup is added on first open). */
async function optionsOf(dialog: HTMLElement, label: string): Promise<string[]> {
  const before = document.querySelectorAll('.ant-select-dropdown').length;
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown').length).toBe(before + 1));
  const popup = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!;
  return [...popup.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.getAttribute('title') ?? '',
  );
}
