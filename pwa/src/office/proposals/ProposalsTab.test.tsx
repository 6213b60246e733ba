import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@pwa/lib/queryClient';
import { clearCsrfToken } from '@pwa/lib/api';
import { stubApi } from '@pwa/test/renderApp';
import { csrf, spyToasts } from '@pwa/account/testing';
import { ProposalsTab } from './ProposalsTab';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const CLIENT_ID = '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11';
const QUOTE_ID = '0b9f7c4e-3f0e-4b7a-9d0c-6f5b8a1e2c33';
const proposal = {
  id: 'p-1',
  clientId: CLIENT_ID,
  agentId: null,
  quoteId: null,
  title: 'Pitons honeymoon',
  description: null,
  template: 'luxury',
  introduction: 'A week for two.',
  destinations: ['Soufrière'],
  startDate: null,
  endDate: null,
  numberOfTravelers: 2,
  detailedItinerary: [],
  inclusions: [],
  exclusions: [],
  includedQuotes: [],
  includedItineraries: [],
  customSections: [],
  terms: null,
  validUntil: '2026-12-31',
  branding: { companyLogo: '', accentColor: '#2563eb', footerText: 'Agency' },
  totalCost: null,
  totalValue: 450000,
  currency: 'USD',
  status: 'draft',
  notes: null,
  client: { firstName: 'Cleo', lastName: 'Baptiste' },
  publicUrl: null,
  sentAt: null,
  viewedAt: null,
  respondedAt: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};
const clients = {
  status: 200,
  body: { data: [{ id: CLIENT_ID, firstName: 'Cleo', lastName: 'Baptiste', email: 'c@example.com' }] },
};
const quotes = {
  status: 200,
  body: {
    data: [
      {
        id: QUOTE_ID,
        title: 'Resort package',
        totalAmount: 120000,
        currency: 'USD',
        status: 'draft',
        clientId: null,
      },
    ],
  },
};

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ProposalsTab />
    </QueryClientProvider>,
  );
}

describe('ProposalsTab', () => {
  it('lists proposals and sends a draft from the detail panel', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/proposals': { status: 200, body: { data: [proposal] } },
      '/api/proposals/p-1': { status: 200, body: { data: proposal } },
      '/api/proposals/p-1/send': { status: 200, body: { data: { ...proposal, status: 'sent' } } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    const list = within(await screen.findByRole('region', { name: 'Proposals' }));
    expect(await list.findByText('Cleo Baptiste')).toBeTruthy();
    expect(list.getByText('Luxury')).toBeTruthy();
    expect(list.getByText('$4,500.00')).toBeTruthy();
    expect(list.getByText('Valid until December 31, 2026')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Pitons honeymoon' }));
    const detail = within(await screen.findByRole('region', { name: 'Proposal details' }));
    fireEvent.click(detail.getByRole('button', { name: 'Send to Client' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal sent successfully!'));
    expect(calls.some((call) => call.url === '/api/proposals/p-1/send' && call.init?.method === 'POST')).toBe(
      true,
    );
  });

  it('validates and creates a proposal including a quote', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/proposals': [
        { status: 200, body: { data: [] } },
        { status: 201, body: { data: proposal } },
        { status: 200, body: { data: [proposal] } },
      ],
      '/api/clients': clients,
      '/api/quotes': quotes,
      '/api/itineraries': { status: 200, body: { data: [] } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    expect(await screen.findByText('No proposals yet. Create your first proposal.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New proposal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create proposal' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create proposal' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    expect(dialog.getByText('Client is required')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pitons honeymoon' } });
    fireEvent.mouseDown(dialog.getByLabelText('Client'));
    fireEvent.click(await screen.findByTitle('Cleo Baptiste'));
    fireEvent.click(dialog.getByRole('tab', { name: 'Inclusions' }));
    fireEvent.change(dialog.getByLabelText('Inclusions (one per line)'), {
      target: { value: 'Flights\n\nTransfers' },
    });
    fireEvent.click(await dialog.findByLabelText('Resort package ($1,200.00)'));
    fireEvent.click(dialog.getByRole('tab', { name: 'Preview' }));
    expect(dialog.getAllByText('Pitons honeymoon').length).toBeGreaterThan(0);

    fireEvent.click(dialog.getByRole('button', { name: 'Create proposal' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal created successfully!'));
    const post = calls.find((call) => call.url === '/api/proposals' && call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({
      title: 'Pitons honeymoon',
      clientId: CLIENT_ID,
      template: 'standard',
      inclusions: ['Flights', 'Transfers'],
      includedQuotes: [QUOTE_ID],
      totalValue: 120000,
      branding: { accentColor: '#2563eb' },
    });
  });
});
