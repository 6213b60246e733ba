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

// Dialog journeys render many antd parts; a busy machine needs more than the default 5 s.
describe('QuotesTab', { timeout: 20_000 }, () => {
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

  it('colours each status badge as specified and counts a single extra service', async () => {
    spyToasts();
    const statuses = {
      draft: 'default',
      sent: 'blue',
      accepted: 'green',
      declined: 'red',
      expired: 'orange',
    };
    stubApi({
      '/api/agent-quotes': {
        status: 200,
        body: {
          data: Object.keys(statuses).map((status, index) => ({
            ...quote,
            id: `q-${status}`,
            title: `Quote ${status}`,
            status,
            services: quote.services.slice(0, index === 0 ? 4 : 3),
          })),
        },
      },
    });
    renderTab();
    for (const [status, colour] of Object.entries(statuses)) {
      const card = within(await screen.findByRole('article', { name: `Quote ${status}` }));
      const badge = card.getByText(status.charAt(0).toUpperCase() + status.slice(1));
      if (colour === 'default') expect(badge.className).not.toMatch(/ant-tag-(blue|green|red|orange)/);
      else expect(badge.className).toContain(`ant-tag-${colour}`);
    }
    expect(
      within(screen.getByRole('article', { name: 'Quote draft' })).getByText('+1 more services'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Quote sent' })).queryByText(/more services/),
    ).toBeNull();
  });

  it('checks every service row, keeps the last one and steps prices by cents', async () => {
    spyToasts();
    const calls = stubApi({
      '/api/agent-quotes': { status: 200, body: { data: [] } },
      '/api/clients': { status: 200, body: { data: [] } },
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'New quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create quote' }));
    fireEvent.click(dialog.getByRole('tab', { name: 'Services' }));
    const price = dialog.getByLabelText('Price ($)');
    expect(price.getAttribute('step')).toBe('0.01');
    expect((price as HTMLInputElement).value).toBe('0.00');
    expect((dialog.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');

    fireEvent.click(dialog.getByRole('button', { name: 'Add service' }));
    expect(dialog.getByRole('button', { name: 'Remove service 1' }).hasAttribute('disabled')).toBe(false);
    const [, secondPrice] = dialog.getAllByLabelText('Price ($)');
    const [, secondQuantity] = dialog.getAllByLabelText('Quantity');
    fireEvent.change(secondPrice, { target: { value: '' } });
    fireEvent.change(secondQuantity, { target: { value: '' } });
    fireEvent.click(dialog.getByRole('tab', { name: 'Basic Info' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));

    // The first failing field is on Basic Info; the service messages wait on their tab.
    expect(await dialog.findByText('Valid until date is required')).toBeTruthy();
    expect(dialog.getByLabelText('Valid until').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(dialog.getByRole('tab', { name: 'Services' }));
    expect(dialog.getAllByText('Service name required')).toHaveLength(2);
    expect(dialog.getByText('Price must be positive')).toBeTruthy();
    expect(dialog.getByText('Quantity must be at least 1')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Remove service 2' }));
    expect(dialog.queryByRole('button', { name: 'Remove service 2' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Remove service 1' }).hasAttribute('disabled')).toBe(true);
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);
  });

  it('saves an edited quote with PUT and keeps the dialog open when the server refuses', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/agent-quotes': { status: 200, body: { data: [quote] } },
      '/api/agent-quotes/q-1': [
        { status: 422, body: { success: false, error: 'invalid', message: 'Client not found' } },
        { status: 200, body: { data: { ...quote, title: 'Honeymoon for two' } } },
      ],
      '/api/clients': { status: 200, body: { data: [] } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Saint Lucia honeymoon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit quote' }));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Honeymoon for two' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error updating quote', 'Client not found'),
    );
    expect(screen.getByRole('dialog', { name: 'Edit quote' })).toBeTruthy();

    // jsdom never ends the spinner's leave animation, so its "loading" label stays in the name.
    fireEvent.click(dialog.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quote updated successfully!'));
    const put = calls
      .filter((call) => call.url === '/api/agent-quotes/q-1' && call.init?.method === 'PUT')
      .at(-1);
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({
      title: 'Honeymoon for two',
      validUntil: '2026-12-31',
      status: 'sent',
      services: quote.services,
    });
  });

  it('reports a refused creation with the server message', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/agent-quotes': [
        { status: 200, body: { data: [] } },
        { status: 400, body: { success: false, error: 'validation', message: 'Client not found' } },
      ],
      '/api/agent-quotes/templates': { status: 200, body: { data: [template] } },
      '/api/clients': {
        status: 200,
        body: { data: [{ id: CLIENT_ID, firstName: 'Cleo', lastName: 'Baptiste', email: 'c@example.com' }] },
      },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'New quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create quote' }));
    fireEvent.click(dialog.getByRole('tab', { name: 'Templates' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Use template Weekend escape' }));
    fireEvent.change(dialog.getByLabelText('Valid until'), { target: { value: '2026-12-31' } });
    fireEvent.mouseDown(dialog.getByLabelText('Client'));
    fireEvent.click(await screen.findByTitle('Cleo Baptiste'));
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error creating quote', 'Client not found'),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create quote' })).toBeTruthy();
  });

  it('deletes a quote after confirmation and reports a refusal', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/agent-quotes': { status: 200, body: { data: [quote] } },
      '/api/agent-quotes/q-1': [
        { status: 403, body: { success: false, error: 'forbidden', message: 'Not your quote' } },
        { status: 403, body: { success: false, error: 'forbidden', message: 'Not your quote' } },
        { status: 204 },
      ],
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    const confirmDelete = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Saint Lucia honeymoon' }));
      const popup = (await screen.findByText('Delete this quote?')).closest('.ant-popover') as HTMLElement;
      // The popup is reused between openings and jsdom keeps the spinner's label in the name.
      fireEvent.click(within(popup).getByRole('button', { name: /Delete/ }));
    };
    await confirmDelete();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error deleting quote', 'Not your quote'));
    await confirmDelete();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quote deleted successfully!'));
    expect(calls.filter((call) => call.init?.method === 'DELETE').at(-1)?.url).toBe('/api/agent-quotes/q-1');
  });
});
