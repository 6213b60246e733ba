import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setOfficeDatabase, type OfficeDatabase } from '@pwa/offline/db';
import { spyToasts } from '@pwa/account/testing';
import { captureDownloads } from '../shared/captureDownloads';
import { ClientsTab } from './ClientsTab';
import { freshOfficeDb, goOffline, queued } from './testDatabase';

const realFetch = globalThis.fetch;
let network: ReturnType<typeof goOffline>;
let db: OfficeDatabase;
beforeEach(() => {
  network = goOffline();
});
afterEach(() => {
  // Nothing on this tab needs the server.
  expect(network).not.toHaveBeenCalled();
  globalThis.fetch = realFetch;
  db?.close();
  setOfficeDatabase(null);
  vi.restoreAllMocks();
});

const stamp = {
  version: 1,
  userId: null,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
};
const client = {
  ...stamp,
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Cleo',
  lastName: 'Baptiste',
  email: 'cleo@example.com',
  phone: '+1 758 555 0101',
  address: null,
  notes: 'Prefers window seats',
};
const other = {
  ...stamp,
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Marc',
  lastName: 'Joseph',
  email: 'marc.j@example.com',
  phone: '+1 407 555 0199',
  address: null,
  notes: null,
};
const itinerary = {
  id: '33333333-3333-4333-8333-333333333333',
  version: 4,
  clientId: client.id,
  title: 'Soufriere escape',
  description: null,
  startDate: '2026-06-01',
  endDate: '2026-06-08',
  totalCost: 240050,
  currency: 'USD',
  status: 'confirmed',
  agentNotes: null,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
};
const booking = {
  id: '44444444-4444-4444-8444-444444444444',
  version: 5,
  itineraryId: itinerary.id,
  type: 'hotel',
  title: 'Sugar Beach resort',
  details: null,
  cost: 180000,
  currency: 'USD',
  status: 'pending',
  bookingReference: null,
  supplierInfo: null,
  startDate: '2026-06-02',
  endDate: '2026-06-08',
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
};

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const primaryButton = (dialog: HTMLElement) => dialog.querySelector('.ant-btn-primary') as HTMLElement;

describe('ClientsTab', () => {
  it('lists clients by last then first name, ignoring case, as they change on the device', async () => {
    db = await freshOfficeDb({
      clients: [
        other,
        {
          ...client,
          id: '55555555-5555-4555-8555-555555555555',
          firstName: 'Bea',
          lastName: 'Dupont',
          notes: null,
        },
        client,
        {
          ...client,
          id: '66666666-6666-4666-8666-666666666666',
          firstName: 'Ana',
          lastName: 'dupont',
          notes: null,
        },
      ],
    });
    render(<ClientsTab />);
    expect(await screen.findByText('Cleo Baptiste')).toBeTruthy();
    expect(cardTitles()).toEqual(['Cleo Baptiste', 'Ana dupont', 'Bea Dupont', 'Marc Joseph']);
    expect(screen.getByText('Prefers window seats')).toBeTruthy();

    // A pull (or another tab) changing the table shows at once.
    await act(() =>
      db.clients.put({ ...other, id: '77777777-7777-4777-8777-777777777777', lastName: 'Auguste' }),
    );
    await waitFor(() => expect(cardTitles()[0]).toBe('Marc Auguste'));
  });

  it('validates, then creates the client on the device and queues it', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [client] });
    render(<ClientsTab />);
    expect(await screen.findByText('Cleo Baptiste')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add Client/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(primaryButton(dialog));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(await queued(db)).toEqual([]);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Mor' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ANA@example.com' } });
    fireEvent.click(primaryButton(dialog));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client created successfully!'));
    expect(await screen.findByText('Ana Mor')).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();

    const fields = {
      firstName: 'Ana',
      lastName: 'Mor',
      email: 'ana@example.com',
      phone: null,
      address: null,
      notes: null,
    };
    const [entry] = await queued(db);
    expect(entry).toMatchObject({ entity: 'clients', op: 'upsert', baseVersion: null, changes: fields });
    expect(await db.clients.get(entry.recordId)).toMatchObject({ ...fields, version: 0 });
  });

  it('keeps the dialog open and says why when the device cannot save', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [client] });
    render(<ClientsTab />);
    await screen.findByText('Cleo Baptiste');
    vi.spyOn(db.clients, 'put').mockRejectedValue(new Error('The storage of this device is full.'));

    fireEvent.click(screen.getByRole('button', { name: /Add Client/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Mor' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(primaryButton(dialog));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Error creating client',
        'The storage of this device is full.',
      ),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(await queued(db)).toEqual([]);
  });

  it('searches by full name or e-mail ignoring case', async () => {
    db = await freshOfficeDb({ clients: [client, other] });
    render(<ClientsTab />);
    expect(await screen.findByText('Cleo Baptiste')).toBeTruthy();
    const search = screen.getByLabelText('Search clients');

    fireEvent.change(search, { target: { value: 'CLEO BAPT' } });
    expect(screen.getByText('Cleo Baptiste')).toBeTruthy();
    expect(screen.queryByText('Marc Joseph')).toBeNull();

    fireEvent.change(search, { target: { value: 'MARC.J@Example' } });
    expect(screen.getByText('Marc Joseph')).toBeTruthy();
    expect(screen.queryByText('Cleo Baptiste')).toBeNull();
    expect(screen.getByText('+1 407 555 0199')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByText('No clients match your search.')).toBeTruthy();

    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getByText('Cleo Baptiste')).toBeTruthy();
    expect(screen.getByText('Marc Joseph')).toBeTruthy();
  });

  it('exports the clients the search shows as CSV, written on the device', async () => {
    db = await freshOfficeDb({ clients: [client, { ...other, notes: '=HYPERLINK("x")' }] });
    const downloads = captureDownloads();
    try {
      render(<ClientsTab />);
      expect(await screen.findByText('Cleo Baptiste')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'marc' } });
      fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
      expect(downloads.files.map((file) => [file.name, file.type])).toEqual([
        ['clients.csv', 'text/csv; charset=utf-8'],
      ]);
      const lines = (await downloads.files[0].text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('First name,Last name,Email,Phone,Address,Notes,Added on');
      // A note a spreadsheet would run as a formula is written as text; a phone number stays as typed.
      expect(lines[1]).toBe(
        `Marc,Joseph,marc.j@example.com,+1 407 555 0199,,"'=HYPERLINK(""x"")","May 1, 2026"`,
      );
      expect(lines.slice(2)).toEqual(['']);

      fireEvent.change(screen.getByLabelText('Search clients'), { target: { value: 'nobody' } });
      expect(screen.getByRole('button', { name: /Export CSV/ }).hasAttribute('disabled')).toBe(true);
    } finally {
      downloads.restore();
    }
  });

  it('shows a long client list a page at a time and starts again at page 1 on a new search', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...other,
      id: `44444444-4444-4444-8444-${String(index).padStart(12, '0')}`,
      lastName: `Guest${String(index).padStart(2, '0')}`,
      email: `guest${index}@example.com`,
    }));
    db = await freshOfficeDb({ clients: many });
    render(<ClientsTab />);

    expect(await screen.findByRole('heading', { name: 'Marc Guest00' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Marc Guest24' })).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Client pages' });
    expect(pager.textContent).toContain('1-24 of 30');
    fireEvent.click(within(pager).getByTitle('2'));
    expect(await screen.findByRole('heading', { name: 'Marc Guest29' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Marc Guest00' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clients' }), {
      target: { value: 'guest1' },
    });
    expect(await screen.findByRole('heading', { name: 'Marc Guest01' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Client pages' })).toBeNull();
  });

  it('waits for the first sync before inviting the first client', async () => {
    db = await freshOfficeDb({}, { synced: false });
    render(<ClientsTab />);
    await waitFor(() => expect(document.querySelector('.ant-spin')).toBeTruthy());
    expect(screen.queryByText('No clients yet. Add your first client.')).toBeNull();

    await act(() => db.meta.put({ key: 'cursor', value: 1 }));
    expect(await screen.findByText('No clients yet. Add your first client.')).toBeTruthy();
    expect(screen.queryByText('No clients match your search.')).toBeNull();
  });

  it('edits a client from a prefilled form and queues only what changed', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [client] });
    render(<ClientsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cleo Baptiste' }));
    const dialog = await screen.findByRole('dialog');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('cleo@example.com');

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+1 758 555 0199' } });
    fireEvent.click(primaryButton(dialog));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client updated successfully!'));
    expect(await screen.findByText('+1 758 555 0199')).toBeTruthy();
    expect(await queued(db)).toEqual([
      {
        entity: 'clients',
        op: 'upsert',
        recordId: client.id,
        baseVersion: 1,
        base: { phone: '+1 758 555 0101' },
        changes: { phone: '+1 758 555 0199' },
      },
    ]);
  });

  it('deletes a client with their itineraries and bookings only after the confirmation', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [client, other], itineraries: [itinerary], bookings: [booking] });
    render(<ClientsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cleo Baptiste' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Delete Cleo Baptiste?')).toBeTruthy();
    expect(within(confirm).getByText('Their itineraries and bookings are deleted too.')).toBeTruthy();
    expect(await queued(db)).toEqual([]);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client deleted successfully!'));
    await waitFor(() => expect(screen.queryByText('Cleo Baptiste')).toBeNull());
    expect(screen.getByText('Marc Joseph')).toBeTruthy();
    expect(await queued(db)).toEqual([
      { entity: 'clients', op: 'delete', recordId: client.id, baseVersion: 1, base: {}, changes: {} },
    ]);
    expect(await db.itineraries.count()).toBe(0);
    expect(await db.bookings.count()).toBe(0);
  });

  it('shows a client’s itineraries, bookings, quotes and e-mails in the detail drawer', async () => {
    db = await freshOfficeDb({
      clients: [client, other],
      itineraries: [
        itinerary,
        {
          ...itinerary,
          id: '88888888-8888-4888-8888-888888888888',
          clientId: other.id,
          title: 'Orlando parks week',
        },
      ],
      bookings: [booking],
      agent_quotes: [
        {
          id: '99999999-9999-4999-8999-999999999999',
          version: 2,
          clientId: client.id,
          title: 'Pitons honeymoon quote',
          services: [{ name: 'Villa', price: 100000, quantity: 2 }],
          subtotal: 200000,
          taxes: 25000,
          totalCost: 225000,
          currency: 'USD',
          status: 'sent',
          createdAt: '2026-05-02T10:00:00Z',
        },
      ],
      emails: [
        {
          id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
          version: 3,
          clientId: client.id,
          to: 'cleo@example.com',
          subject: 'Your Soufriere escape',
          status: 'sent',
          createdAt: '2026-05-03T10:00:00Z',
        },
      ],
    });
    render(<ClientsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'View details of Cleo Baptiste' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('Soufriere escape · June 1, 2026')).toBeTruthy();
    expect(drawer.queryByText(/Orlando parks week/)).toBeNull();
    expect(drawer.getByText('Sugar Beach resort (hotel) · $1,800.00')).toBeTruthy();
    expect(drawer.getByText('Pitons honeymoon quote · $2,250.00')).toBeTruthy();
    expect(drawer.getByText('Your Soufriere escape · May 3, 2026')).toBeTruthy();
    expect(drawer.getByText('cleo@example.com · +1 758 555 0101')).toBeTruthy();
  });
});
