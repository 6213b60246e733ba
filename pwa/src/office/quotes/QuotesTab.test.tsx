import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@pwa/lib/queryClient';
import { clearCsrfToken } from '@pwa/lib/api';
import { stubApi } from '@pwa/test/renderApp';
import { csrf, spyToasts } from '@pwa/account/testing';
import { QuotesTab } from './QuotesTab';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const CLIENT_ID = '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11';
const quote = {
  id: 'q-1',
  clientId: CLIENT_ID,
  agentId: null,
  title: 'Saint Lucia honeymoon',
  description: null,
  services: [
    { name: 'Flights', price: 50000, quantity: 2 },
    { name: 'Resort', price: 120000, quantity: 1 },
    { name: 'Transfers', price: 8000, quantity: 2 },
    { name: 'Snorkel tour', price: 9000, quantity: 2 },
    { name: 'Dinner', price: 15000, quantity: 1 },
  ],
  subtotal: 267000,
  taxes: 21360,
  totalCost: 288360,
  currency: 'USD',
  validUntil: '2026-12-31',
  status: 'sent',
  terms: null,
  notes: null,
  client: { firstName: 'Cleo', lastName: 'Baptiste' },
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};
const template = {
  id: 't-1',
  name: 'Weekend escape',
  title: 'Weekend in Saint Lucia',
  services: [{ name: 'Hotel (2 nights)', price: 40000, quantity: 1 }],
  terms: 'Deposit due on booking.',
};

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <QuotesTab />
    </QueryClientProvider>,
  );
}

describe('QuotesTab', () => {
  it('shows quote cards with the first 3 services, "+N more services" and the server totals', async () => {
    spyToasts();
    stubApi({ '/api/agent-quotes': { status: 200, body: { data: [quote] } } });
    renderTab();
    const card = within(await screen.findByRole('article', { name: 'Saint Lucia honeymoon' }));
    expect(card.getByText('Cleo Baptiste')).toBeTruthy();
    expect(card.getByText('Sent')).toBeTruthy();
    expect(card.getByText(/Transfers/)).toBeTruthy();
    expect(card.queryByText(/Snorkel tour/)).toBeNull();
    expect(card.getByText('+2 more services')).toBeTruthy();
    expect(card.getByText('$2,883.60')).toBeTruthy();
    expect(card.getByText('Valid until December 31, 2026')).toBeTruthy();
  });

  it('validates, fills from a template and creates a quote with minor-unit prices', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/agent-quotes': [
        { status: 200, body: { data: [] } },
        { status: 201, body: { data: quote, message: 'Quote created successfully!' } },
        { status: 200, body: { data: [quote] } },
      ],
      '/api/agent-quotes/templates': { status: 200, body: { data: [template] } },
      '/api/clients': {
        status: 200,
        body: { data: [{ id: CLIENT_ID, firstName: 'Cleo', lastName: 'Baptiste', email: 'c@example.com' }] },
      },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    expect(await screen.findByText('No quotes yet. Create your first quote.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create quote' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    expect(await dialog.findByText('Valid until date is required')).toBeTruthy();
    expect(dialog.getByText('Title is required')).toBeTruthy();

    fireEvent.click(dialog.getByRole('tab', { name: 'Templates' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Use template Weekend escape' }));
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Weekend in Saint Lucia');
    fireEvent.change(dialog.getByLabelText('Valid until'), { target: { value: '2026-12-31' } });
    const clientPicker = dialog.getByLabelText('Client');
    fireEvent.mouseDown(clientPicker);
    fireEvent.click(await screen.findByTitle('Cleo Baptiste'));

    fireEvent.click(dialog.getByRole('tab', { name: 'Services' }));
    expect(dialog.getByRole('button', { name: 'Remove service 1' }).hasAttribute('disabled')).toBe(true);
    expect(dialog.getByText('$432.00')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quote created successfully!'));
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toMatchObject({
      title: 'Weekend in Saint Lucia',
      clientId: CLIENT_ID,
      validUntil: '2026-12-31',
      status: 'draft',
      services: [{ name: 'Hotel (2 nights)', price: 40000, quantity: 1 }],
      terms: 'Deposit due on booking.',
    });
  });
});
