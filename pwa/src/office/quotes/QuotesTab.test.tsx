import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@pwa/lib/queryClient';
import { stubApi } from '@pwa/test/renderApp';
import { spyToasts } from '@pwa/account/testing';
import { openOfficeDatabase, setOfficeDatabase, type OfficeDatabase } from '@pwa/offline/db';
import { QuotesTab } from './QuotesTab';
import { clickWhenReady } from '@pwa/test/antd';

const realFetch = globalThis.fetch;
let db: OfficeDatabase;

beforeEach(async () => {
  db = openOfficeDatabase(`test-${crypto.randomUUID()}`);
  setOfficeDatabase(db);
  // The first pull is done: an empty table now means "no quotes".
  await db.meta.put({ key: 'cursor', value: 1 });
});

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  setOfficeDatabase(null);
  db.close();
});

const CLIENT_ID = '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11';
const client = {
  id: CLIENT_ID,
  version: 2,
  firstName: 'Cleo',
  lastName: 'Baptiste',
  email: 'c@example.com',
  phone: null,
  address: null,
  notes: null,
  userId: null,
  createdAt: '2026-10-01T10:00:00Z',
  updatedAt: '2026-10-01T10:00:00Z',
};
/** A quote as the sync API stores it on the device: no joined client, totals as the server computed them. */
const quote = {
  id: 'q-1',
  version: 3,
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
  subtotal: 269000,
  taxes: 21520,
  totalCost: 290520,
  currency: 'USD',
  validUntil: '2026-12-31',
  status: 'sent',
  terms: null,
  notes: null,
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

async function openCreateDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'New quote' }));
  return within(await screen.findByRole('dialog', { name: 'Create quote' }));
}

/** Fills the Create dialog from the "Weekend escape" template for Cleo Baptiste. */
async function fillFromTemplate(dialog: ReturnType<typeof within>) {
  fireEvent.click(dialog.getByRole('tab', { name: 'Templates' }));
  fireEvent.click(await dialog.findByRole('button', { name: 'Use template Weekend escape' }));
  fireEvent.change(dialog.getByLabelText('Valid until'), { target: { value: '2026-12-31' } });
  fireEvent.mouseDown(dialog.getByLabelText('Client'));
  fireEvent.click(await screen.findByTitle('Cleo Baptiste'));
  return dialog;
}

// Dialog journeys render many antd parts; a busy machine needs more than the default 5 s.
describe('QuotesTab', () => {
  it('shows quote cards with the client, the first 3 services, "+N more services" and the totals', async () => {
    spyToasts();
    await db.clients.put(client);
    await db.agent_quotes.put(quote);
    renderTab();
    const card = within(await screen.findByRole('article', { name: 'Saint Lucia honeymoon' }));
    expect(await card.findByText('Cleo Baptiste')).toBeTruthy();
    expect(card.getByText('Sent')).toBeTruthy();
    expect(card.getByText(/Transfers/)).toBeTruthy();
    expect(card.queryByText(/Snorkel tour/)).toBeNull();
    expect(card.getByText('+2 more services')).toBeTruthy();
    expect(card.getByText('$2,690.00')).toBeTruthy();
    expect(card.getByText('$215.20')).toBeTruthy();
    expect(card.getByText('$2,905.20')).toBeTruthy();
    expect(card.getByText('Valid until December 31, 2026')).toBeTruthy();
  });

  it('waits for the first sync before saying there are no quotes', async () => {
    spyToasts();
    await db.meta.delete('cursor');
    renderTab();
    await waitFor(() => expect(document.querySelector('.ant-spin')).not.toBeNull());
    expect(screen.queryByText('No quotes yet. Create your first quote.')).toBeNull();
    await db.meta.put({ key: 'cursor', value: 1 });
    expect(await screen.findByText('No quotes yet. Create your first quote.')).toBeTruthy();
  });

  it('validates, fills from a template and creates the quote on the device with its totals', async () => {
    const toasts = spyToasts();
    await db.clients.put(client);
    const calls = stubApi({ '/api/agent-quotes/templates': { status: 200, body: { data: [template] } } });
    renderTab();
    expect(await screen.findByText('No quotes yet. Create your first quote.')).toBeTruthy();
    const dialog = await openCreateDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    expect(await dialog.findByText('Valid until date is required')).toBeTruthy();
    expect(dialog.getByText('Title is required')).toBeTruthy();

    await fillFromTemplate(dialog);
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Weekend in Saint Lucia');
    fireEvent.click(dialog.getByRole('tab', { name: /^Services/ }));
    expect(dialog.getByRole('button', { name: 'Remove service 1' }).hasAttribute('disabled')).toBe(true);
    expect(dialog.getByText('$432.00')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quote created successfully!'));
    const card = within(await screen.findByRole('article', { name: 'Weekend in Saint Lucia' }));
    expect(await card.findByText('Cleo Baptiste')).toBeTruthy();
    expect(card.getByText('Draft')).toBeTruthy();
    expect(card.getByText('$432.00')).toBeTruthy();

    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      entity: 'agent_quotes',
      op: 'upsert',
      baseVersion: null,
      state: 'pending',
    });
    expect(entry.changes).toMatchObject({
      title: 'Weekend in Saint Lucia',
      clientId: CLIENT_ID,
      validUntil: '2026-12-31',
      status: 'draft',
      currency: 'USD',
      services: [{ name: 'Hotel (2 nights)', price: 40000, quantity: 1 }],
      terms: 'Deposit due on booking.',
    });
    // The server computes the totals; a device that sent them would be refused.
    expect(entry.changes).not.toHaveProperty('subtotal');
    expect(await db.agent_quotes.get(entry.recordId)).toMatchObject({
      version: 0,
      title: 'Weekend in Saint Lucia',
    });
    expect(calls.map((call) => call.url)).toEqual(['/api/agent-quotes/templates']);
    expect((await db.meta.get('quoteTemplates'))?.value).toEqual([template]);
  });

  it('uses the templates it last saw when the server cannot be reached', async () => {
    spyToasts();
    await db.clients.put(client);
    await db.meta.put({ key: 'quoteTemplates', value: [template] });
    stubApi({ '/api/agent-quotes/templates': 'network-error' });
    renderTab();
    const dialog = await openCreateDialog();
    await fillFromTemplate(dialog);
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Weekend in Saint Lucia');
  });

  it('says templates need the network when none were ever loaded', async () => {
    spyToasts();
    stubApi({ '/api/agent-quotes/templates': 'network-error' });
    renderTab();
    const dialog = await openCreateDialog();
    fireEvent.click(dialog.getByRole('tab', { name: 'Templates' }));
    expect(await dialog.findByText('Templates are available when you are online.')).toBeTruthy();
    expect(dialog.queryByRole('alert')).toBeNull();
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
    await db.agent_quotes.bulkPut(
      Object.keys(statuses).map((status, index) => ({
        ...quote,
        id: `q-${status}`,
        title: `Quote ${status}`,
        status,
        services: quote.services.slice(0, index === 0 ? 4 : 3),
      })),
    );
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

  it('lists the newest quote first', async () => {
    spyToasts();
    await db.agent_quotes.bulkPut([
      { ...quote, id: 'q-old', title: 'Older quote', createdAt: '2026-10-01T10:00:00Z' },
      { ...quote, id: 'q-new', title: 'Newer quote', createdAt: '2026-11-05T10:00:00Z' },
    ]);
    renderTab();
    await screen.findByRole('article', { name: 'Older quote' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Newer quote',
      'Older quote',
    ]);
  });

  it('shows many quotes a page at a time', async () => {
    spyToasts();
    await db.agent_quotes.bulkPut(
      Array.from({ length: 30 }, (_, index) => ({
        ...quote,
        id: `q-${index}`,
        title: `Quote ${String(index).padStart(2, '0')}`,
        // Quote 00 is the newest.
        createdAt: `2026-10-01T10:${String(59 - index).padStart(2, '0')}:00Z`,
      })),
    );
    renderTab();
    expect(await screen.findByRole('article', { name: 'Quote 00' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.queryByRole('article', { name: 'Quote 24' })).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Quote pages' });
    expect(pager.textContent).toContain('1-24 of 30');
    fireEvent.click(within(pager).getByTitle('2'));
    expect(await screen.findByRole('article', { name: 'Quote 29' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('article', { name: 'Quote 00' })).toBeNull();
  });

  it('checks every service row, keeps the last one and steps prices by cents', async () => {
    spyToasts();
    renderTab();
    const dialog = await openCreateDialog();
    fireEvent.click(dialog.getByRole('tab', { name: /^Services/ }));
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
    fireEvent.click(dialog.getByRole('tab', { name: /^Basic Info/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));

    // The first failing field is on Basic Info; the service messages wait on their tab.
    expect(await dialog.findByText('Valid until date is required')).toBeTruthy();
    expect(dialog.getByLabelText('Valid until').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(dialog.getByRole('tab', { name: /^Services/ }));
    expect(dialog.getAllByText('Service name required')).toHaveLength(2);
    expect(dialog.getByText('Price must be positive')).toBeTruthy();
    expect(dialog.getByText('Quantity must be at least 1')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Remove service 2' }));
    expect(dialog.queryByRole('button', { name: 'Remove service 2' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Remove service 1' }).hasAttribute('disabled')).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it("clears a field's message once the field is filled in, before the next submit", async () => {
    spyToasts();
    await db.clients.put(client);
    stubApi({ '/api/agent-quotes/templates': { status: 200, body: { data: [template] } } });
    renderTab();
    const dialog = await openCreateDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    expect(dialog.getByText('Client is required')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Weekend' } });
    await waitFor(() => expect(dialog.queryByText('Title is required')).toBeNull());
    expect(dialog.getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
    expect(dialog.getByText('Valid until date is required')).toBeTruthy();

    await fillFromTemplate(dialog);
    await waitFor(() => {
      expect(dialog.queryByText('Client is required')).toBeNull();
      expect(dialog.queryByText('Valid until date is required')).toBeNull();
    });
  });

  it('keeps a price of -5 and a quantity of 0 as typed and shows why on the Services tab', async () => {
    const toasts = spyToasts();
    await db.clients.put(client);
    stubApi({ '/api/agent-quotes/templates': { status: 200, body: { data: [template] } } });
    renderTab();
    const dialog = await fillFromTemplate(await openCreateDialog());
    fireEvent.click(dialog.getByRole('tab', { name: /^Services/ }));
    const price = dialog.getByLabelText('Price ($)') as HTMLInputElement;
    const quantity = dialog.getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.change(price, { target: { value: '-5' } });
    fireEvent.blur(price);
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.blur(quantity);
    fireEvent.click(dialog.getByRole('tab', { name: /^Basic Info/ }));
    fireEvent.change(dialog.getByLabelText('Valid until'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('tab', { name: /^Services/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));

    // The dialog shows the first tab with a message: Basic Info, then Services once it is fine.
    expect(await dialog.findByText('Valid until date is required')).toBeTruthy();
    expect(dialog.getByRole('tab', { name: /^Basic Info/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(dialog.getByLabelText('Valid until'), { target: { value: '2026-12-31' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    await waitFor(() =>
      expect(dialog.getByRole('tab', { name: /^Services/ }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(dialog.getByText('Price must be positive')).toBeTruthy();
    expect(dialog.getByRole('tab', { name: /^Services/ }).getAttribute('aria-selected')).toBe('true');
    expect(dialog.getByText('Quantity must be at least 1')).toBeTruthy();
    expect(price.value).toBe('-5.00');
    expect(quantity.value).toBe('0');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(price, { target: { value: '-1' } });
    expect(dialog.getByText('Price must be positive')).toBeTruthy();
    fireEvent.change(price, { target: { value: '12.5' } });
    await waitFor(() => expect(dialog.queryByText('Price must be positive')).toBeNull());
    expect(dialog.getByText('Quantity must be at least 1')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '2' } });
    await waitFor(() => expect(dialog.queryByText('Quantity must be at least 1')).toBeNull());

    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quote created successfully!'));
    const [entry] = await db.outbox.toArray();
    expect(entry.changes.services).toEqual([{ name: 'Hotel (2 nights)', price: 1250, quantity: 2 }]);
  });

  it('keeps a service message with its row when a row above it is removed', async () => {
    spyToasts();
    renderTab();
    const dialog = await openCreateDialog();
    fireEvent.click(dialog.getByRole('tab', { name: /^Services/ }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Flights' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add service' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    fireEvent.click(dialog.getByRole('tab', { name: /^Services/ }));
    expect(dialog.getByText('Service name required')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Remove service 1' }));
    expect(dialog.getByText('Service name required')).toBeTruthy();
    expect(dialog.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Resort' } });
    await waitFor(() => expect(dialog.queryByText('Service name required')).toBeNull());
  });

  it('saves an edit as the changed fields only, and keeps the dialog open when the device fails', async () => {
    const toasts = spyToasts();
    await db.clients.put(client);
    await db.agent_quotes.put(quote);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Saint Lucia honeymoon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit quote' }));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Honeymoon for two' } });
    fireEvent.click(dialog.getByRole('tab', { name: /^Services/ }));
    fireEvent.change(dialog.getAllByLabelText('Quantity')[0], { target: { value: '3' } });

    const put = vi
      .spyOn(db.agent_quotes, 'put')
      .mockRejectedValueOnce(new Error('The device storage is full.'));
    await clickWhenReady(() => dialog.getByRole('button', { name: /Save changes/ }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error updating quote', 'The device storage is full.'),
    );
    expect(screen.getByRole('dialog', { name: 'Edit quote' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    put.mockRestore();

    // jsdom never ends the spinner's leave animation, so its "loading" label stays in the name.
    await clickWhenReady(() => dialog.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quote updated successfully!'));
    const card = within(await screen.findByRole('article', { name: 'Honeymoon for two' }));
    // 3 flights instead of 2: the totals follow before the server has seen the change.
    expect(card.getByText('$3,445.20')).toBeTruthy();
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'agent_quotes',
      op: 'upsert',
      recordId: 'q-1',
      baseVersion: 3,
      base: { title: 'Saint Lucia honeymoon', services: quote.services },
    });
    expect(Object.keys(entries[0].changes).sort()).toEqual(['services', 'title']);
    expect(entries[0].changes.services).toEqual([
      { name: 'Flights', price: 50000, quantity: 3 },
      ...quote.services.slice(1),
    ]);
  });

  it('keeps the terms another device changed while the dialog was open, sending only the new title', async () => {
    const toasts = spyToasts();
    await db.clients.put(client);
    await db.agent_quotes.put(quote);
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Saint Lucia honeymoon' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit quote' }));
    // A pull lands while the dialog still shows the terms it opened with.
    await db.agent_quotes.put({ ...quote, version: 4, terms: 'Deposit due in 7 days' });
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Honeymoon for two' } });
    await clickWhenReady(() => dialog.getByRole('button', { name: /Save changes/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quote updated successfully!'));

    expect(await db.agent_quotes.get('q-1')).toMatchObject({
      title: 'Honeymoon for two',
      terms: 'Deposit due in 7 days',
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ baseVersion: 3, base: { title: 'Saint Lucia honeymoon' } });
    expect(entry.changes).toEqual({ title: 'Honeymoon for two' });
  });

  it('reports a failed creation and keeps the dialog open', async () => {
    const toasts = spyToasts();
    await db.clients.put(client);
    stubApi({ '/api/agent-quotes/templates': { status: 200, body: { data: [template] } } });
    renderTab();
    const dialog = await openCreateDialog();
    await fillFromTemplate(dialog);
    vi.spyOn(db.agent_quotes, 'put').mockRejectedValue(new Error('The device storage is full.'));
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error creating quote', 'The device storage is full.'),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create quote' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('deletes a quote after confirmation, queues the deletion and reports a failure', async () => {
    const toasts = spyToasts();
    await db.agent_quotes.put(quote);
    renderTab();
    const confirmDelete = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Saint Lucia honeymoon' }));
      const popup = (await screen.findByText('Delete this quote?')).closest('.ant-popover') as HTMLElement;
      // The popup is reused between openings and jsdom keeps the spinner's label in the name.
      await clickWhenReady(() => within(popup).getByRole('button', { name: /Delete/ }));
    };
    const remove = vi.spyOn(db.agent_quotes, 'delete').mockRejectedValueOnce(new Error('Database closed'));
    await confirmDelete();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error deleting quote', 'Database closed'));
    expect(await db.agent_quotes.get('q-1')).toBeTruthy();
    remove.mockRestore();

    await confirmDelete();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quote deleted successfully!'));
    expect(await screen.findByText('No quotes yet. Create your first quote.')).toBeTruthy();
    expect(await db.agent_quotes.get('q-1')).toBeUndefined();
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ entity: 'agent_quotes', op: 'delete', recordId: 'q-1', baseVersion: 3 }),
    ]);
  });
});
