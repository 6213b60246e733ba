import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setOfficeDatabase, type OfficeDatabase } from '@pwa/offline/db';
import { spyToasts } from '@pwa/account/testing';
import { BookingsTab } from '../bookings/BookingsTab';
import { ClientsTab } from '../clients/ClientsTab';
import { freshOfficeDb, goOffline, queued } from '../clients/testDatabase';
import { ItinerariesTab } from './ItinerariesTab';
import { captureDownloads } from '../shared/captureDownloads';

const realFetch = globalThis.fetch;
let network: ReturnType<typeof goOffline>;
let db: OfficeDatabase;
beforeEach(() => {
  network = goOffline();
});
afterEach(() => {
  // Everything here works on the device, the calendar file included.
  expect(network).not.toHaveBeenCalled();
  globalThis.fetch = realFetch;
  db?.close();
  setOfficeDatabase(null);
  vi.restoreAllMocks();
});

const CLIENT_ID = '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11';
const ITINERARY_ID = '2b0c6f3e-8a51-4d7e-9f0a-6c1d2e3f4a5b';
const client = {
  id: CLIENT_ID,
  version: 1,
  firstName: 'Cleo',
  lastName: 'Baptiste',
  email: 'cleo@example.com',
  phone: null,
  address: null,
  notes: null,
  createdAt: '2026-04-01T10:00:00Z',
  updatedAt: '2026-04-01T10:00:00Z',
};
// As the sync presents an itinerary: its client id, never the joined client.
const itinerary = {
  id: ITINERARY_ID,
  clientId: CLIENT_ID,
  title: 'Soufriere escape',
  description: null,
  startDate: '2026-06-01',
  endDate: '2026-06-08',
  totalCost: 240050,
  currency: 'USD',
  status: 'confirmed',
  agentNotes: null,
  version: 3,
  createdAt: '2026-05-02T10:00:00Z',
  updatedAt: '2026-05-02T10:00:00Z',
};
const other = {
  ...itinerary,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  title: 'Orlando parks week',
  startDate: '2026-08-10',
  endDate: '2026-08-17',
  totalCost: null,
  status: 'draft',
  createdAt: '2026-05-01T10:00:00Z',
};
const booking = (id: string, title: string, startDate: string | null, extra: object = {}) => ({
  id,
  itineraryId: ITINERARY_ID,
  type: 'hotel',
  title,
  details: null,
  cost: 180000,
  currency: 'USD',
  status: 'pending',
  bookingReference: null,
  supplierInfo: null,
  startDate,
  endDate: null,
  version: 1,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
  ...extra,
});
const B1 = 'b1b1b1b1-0000-4000-8000-000000000001';
const B2 = 'b2b2b2b2-0000-4000-8000-000000000002';

async function openCreateDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'New Itinerary' }));
  return within(await screen.findByRole('dialog', { name: 'Create Itinerary' }));
}

async function fillValidItinerary(dialog: ReturnType<typeof within>, clientName = 'Cleo Baptiste') {
  fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pitons honeymoon' } });
  fireEvent.mouseDown(dialog.getByLabelText('Client'));
  fireEvent.click(await screen.findByTitle(clientName));
  fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2026-09-01' } });
  fireEvent.change(dialog.getByLabelText('End date'), { target: { value: '2026-09-08' } });
}

const timelineTitles = () =>
  screen.getAllByTestId('timeline-booking').map((entry) => entry.querySelector('strong')?.textContent);

describe('ItinerariesTab', () => {
  it('lists itineraries newest first and shows the selected one’s bookings in start-date order', async () => {
    spyToasts();
    db = await freshOfficeDb({
      clients: [client],
      itineraries: [other, itinerary],
      bookings: [
        booking('a0a0a0a0-0000-4000-8000-000000000000', 'Rainforest zipline', null, {
          type: 'activity',
          cost: null,
        }),
        booking(B2, 'Sugar Beach resort', '2026-06-02', { status: 'confirmed', bookingReference: 'SB-9' }),
        booking('c0c0c0c0-0000-4000-8000-000000000000', 'Flight to UVF', '2026-06-01', {
          type: 'flight',
          cost: 60025,
        }),
        booking('b4b4b4b4-0000-4000-8000-000000000004', 'Park tickets', '2026-08-10', {
          itineraryId: other.id,
        }),
      ],
    });
    render(<ItinerariesTab />);

    const list = within(await screen.findByRole('region', { name: 'Itineraries' }));
    const titles = list.getAllByRole('button', { pressed: false }).map((button) => button.textContent);
    expect(titles).toEqual(['Soufriere escape', 'Orlando parks week']);
    const entry = (title: string) =>
      within(list.getByRole('button', { name: title }).closest('.ant-list-item') as HTMLElement);
    const first = entry('Soufriere escape');
    expect(first.getByText('Cleo Baptiste')).toBeTruthy();
    expect(first.getByText('Starts June 1, 2026')).toBeTruthy();
    expect(first.getByText(/Estimated total \$2,400\.50/)).toBeTruthy();
    expect(first.getByText('Confirmed')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Edit Soufriere escape' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Delete Soufriere escape' })).toBeTruthy();
    const second = entry('Orlando parks week');
    expect(second.getByText(/Estimated total not set/)).toBeTruthy();
    expect(second.getByText('Draft')).toBeTruthy();

    expect(screen.getByText('Select an itinerary to see its bookings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Booking' })).toBeNull();

    fireEvent.click(first.getByRole('button', { name: 'Soufriere escape' }));
    await waitFor(() => expect(screen.getAllByTestId('timeline-booking')).toHaveLength(3));
    expect(timelineTitles()).toEqual(['Flight to UVF', 'Sugar Beach resort', 'Rainforest zipline']);
    const [flight, hotel, zipline] = screen.getAllByTestId('timeline-booking');
    expect(flight.textContent).toContain('flight · June 1, 2026 · $600.25');
    expect(hotel.textContent).toContain('Ref SB-9');
    expect(zipline.textContent).toContain('activity · Date not set');
    expect(screen.getByRole('button', { name: 'Add Booking' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Soufriere escape' }).getAttribute('aria-pressed')).toBe('true');
    // The calendar file is written on the device, with the trip and each dated booking.
    const downloads = captureDownloads();
    try {
      fireEvent.click(screen.getByRole('button', { name: /Add to calendar/ }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0].name).toBe(`itinerary-${ITINERARY_ID}.ics`);
      expect(downloads.files[0].type).toBe('text/calendar; charset=utf-8');
      const text = await downloads.files[0].text();
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).toContain('SUMMARY:Soufriere escape\r\n');
      expect(text).toContain('SUMMARY:Flight: Flight to UVF\r\n');
      expect(text).toContain('DTSTART;VALUE=DATE:20260601\r\n');
      // The zipline has no date, so it has no event.
      expect(text).not.toContain('zipline');
    } finally {
      downloads.restore();
    }
  });

  it('lists many itineraries a page at a time, keeps a selection on its page and shows a new one on page 1', async () => {
    const toasts = spyToasts();
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...other,
      id: `5e5e5e5e-0000-4000-8000-${String(index).padStart(12, '0')}`,
      title: `Trip ${String(index).padStart(2, '0')}`,
      // Trip 00 is the newest.
      createdAt: `2026-04-01T10:${String(59 - index).padStart(2, '0')}:00Z`,
    }));
    db = await freshOfficeDb({ clients: [client], itineraries: many });
    render(<ItinerariesTab />);

    const list = within(await screen.findByRole('region', { name: 'Itineraries' }));
    expect(await list.findByRole('button', { name: 'Trip 00' })).toBeTruthy();
    expect(list.getAllByRole('button', { pressed: false })).toHaveLength(24);
    expect(list.queryByRole('button', { name: 'Trip 24' })).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Itinerary pages' });
    expect(pager.textContent).toContain('1-24 of 30');
    fireEvent.click(within(pager).getByTitle('2'));
    fireEvent.click(await list.findByRole('button', { name: 'Trip 29' }));
    expect(list.queryByRole('button', { name: 'Trip 00' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 3, name: 'Trip 29' })).toBeTruthy();
    expect(list.getByRole('button', { name: 'Trip 29' }).getAttribute('aria-pressed')).toBe('true');
    expect(pager.textContent).toContain('25-30 of 30');

    const dialog = await openCreateDialog();
    // The client's dashboard shows a trip's notes: the agent is told before writing them.
    expect(dialog.getByText('The client reads these on their dashboard.')).toBeTruthy();
    await fillValidItinerary(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Create Itinerary' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Itinerary created successfully!'));
    expect(await list.findByRole('button', { name: 'Pitons honeymoon', pressed: true })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Itinerary pages' }).textContent).toContain('1-24 of 31');
  });

  it('shows the empty states once the first sync has landed', async () => {
    spyToasts();
    db = await freshOfficeDb();
    render(<ItinerariesTab />);
    expect(await screen.findByText('No itineraries yet. Create the first one.')).toBeTruthy();
    expect(screen.getByText('Select an itinerary to see its bookings.')).toBeTruthy();
  });

  it('shows the itinerary messages and queues nothing until the form is valid, then creates it', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [client] });
    render(<ItinerariesTab />);
    const dialog = await openCreateDialog();

    fireEvent.click(dialog.getByRole('button', { name: 'Create Itinerary' }));
    expect(await dialog.findByText('Start date is required')).toBeTruthy();
    expect(dialog.getByText('End date is required')).toBeTruthy();
    expect(dialog.getByText('Title is required')).toBeTruthy();
    expect(dialog.getByText('Client is required')).toBeTruthy();

    await fillValidItinerary(dialog);
    fireEvent.change(dialog.getByLabelText('Estimated total ($)'), { target: { value: '-5' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create Itinerary' }));
    expect(await dialog.findByText('Total cost must be positive')).toBeTruthy();
    await waitFor(() => expect(dialog.queryByText('Start date is required')).toBeNull());
    expect(await queued(db)).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Estimated total ($)'), { target: { value: '3150.75' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create Itinerary' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Itinerary created successfully!'));
    const entries = await queued(db);
    expect(entries).toEqual([
      {
        entity: 'itineraries',
        op: 'upsert',
        recordId: expect.any(String),
        baseVersion: null,
        base: {},
        changes: {
          title: 'Pitons honeymoon',
          description: null,
          clientId: CLIENT_ID,
          startDate: '2026-09-01',
          endDate: '2026-09-08',
          totalCost: 315075,
          currency: 'USD',
          status: 'draft',
          agentNotes: null,
        },
      },
    ]);
    expect(await db.itineraries.get(entries[0].recordId)).toMatchObject({
      version: 0,
      title: 'Pitons honeymoon',
    });
    // The new itinerary is selected, ready for its first booking.
    expect(await screen.findByText('No bookings yet. Add the first booking.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pitons honeymoon', pressed: true })).toBeTruthy();
    // Not synced yet, and its calendar file is still there: the device writes it.
    const downloads = captureDownloads();
    try {
      fireEvent.click(screen.getByRole('button', { name: /Add to calendar/ }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const text = await downloads.files[0].text();
      expect(text).toContain('SUMMARY:Pitons honeymoon\r\n');
      expect(text).toContain('DTSTART;VALUE=DATE:20260901\r\n');
      expect(text).toContain('DTEND;VALUE=DATE:20260909\r\n');
    } finally {
      downloads.restore();
    }
  });

  it('keeps the dialog open with the error toast when the device cannot save the itinerary', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [client] });
    render(<ItinerariesTab />);
    vi.spyOn(db.itineraries, 'put').mockRejectedValue(new Error('The storage of this device is full.'));
    const dialog = await openCreateDialog();
    await fillValidItinerary(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Create Itinerary' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Error creating itinerary',
        'The storage of this device is full.',
      ),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create Itinerary' })).toBeTruthy();
    expect(await queued(db)).toEqual([]);
  });

  it('updates an itinerary from its edit dialog, queueing only the change', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [client], itineraries: [itinerary] });
    render(<ItinerariesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Soufriere escape' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Itinerary' }));
    expect((dialog.getByLabelText('Estimated total ($)') as HTMLInputElement).value).toBe('2400.50');
    fireEvent.change(dialog.getByLabelText('Estimated total ($)'), { target: { value: '2600' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Itinerary' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Itinerary updated successfully!'));
    expect(await screen.findByText(/Estimated total \$2,600\.00/)).toBeTruthy();
    expect(await queued(db)).toEqual([
      {
        entity: 'itineraries',
        op: 'upsert',
        recordId: ITINERARY_ID,
        baseVersion: 3,
        base: { totalCost: 240050 },
        changes: { totalCost: 260000 },
      },
    ]);
  });

  it('asks before deleting an itinerary, then removes it with its bookings', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({
      clients: [client],
      itineraries: [itinerary],
      bookings: [booking(B1, 'Flight to UVF', '2026-06-01')],
    });
    render(<ItinerariesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));
    await screen.findByText('Flight to UVF');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Soufriere escape' }));
    expect(await screen.findByText('Delete Soufriere escape?')).toBeTruthy();
    expect(screen.getByText('Its bookings are deleted too.')).toBeTruthy();
    expect(await queued(db)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Itinerary deleted successfully!'));
    expect(await screen.findByText('No itineraries yet. Create the first one.')).toBeTruthy();
    expect(screen.getByText('Select an itinerary to see its bookings.')).toBeTruthy();
    expect(await queued(db)).toEqual([
      { entity: 'itineraries', op: 'delete', recordId: ITINERARY_ID, baseVersion: 3, base: {}, changes: {} },
    ]);
    expect(await db.bookings.count()).toBe(0);
  });

  it('adds a booking to the selected itinerary after checking the cost', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [client], itineraries: [itinerary] });
    render(<ItinerariesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));
    expect(await screen.findByText('No bookings yet. Add the first booking.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Booking' }));

    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Catamaran day' } });
    fireEvent.change(dialog.getByLabelText('Cost ($)'), { target: { value: '-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Booking' }));
    expect(await dialog.findByText('Cost must be positive')).toBeTruthy();
    expect(await queued(db)).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Cost ($)'), { target: { value: '125.50' } });
    fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2026-06-03' } });
    fireEvent.change(dialog.getByLabelText('Location'), { target: { value: 'Rodney Bay' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Booking' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Booking added successfully!'));
    expect(await queued(db)).toEqual([
      {
        entity: 'bookings',
        op: 'upsert',
        recordId: expect.any(String),
        baseVersion: null,
        base: {},
        changes: {
          itineraryId: ITINERARY_ID,
          type: 'flight',
          title: 'Catamaran day',
          details: JSON.stringify({ location: 'Rodney Bay' }),
          cost: 12550,
          currency: 'USD',
          status: 'pending',
          bookingReference: null,
          supplierInfo: null,
          startDate: '2026-06-03',
          endDate: null,
        },
      },
    ]);
    const added = (await screen.findByText('Catamaran day')).closest('[data-testid="timeline-booking"]');
    expect(added?.textContent).toContain('flight · June 3, 2026 · $125.50');
    expect(added?.textContent).toContain('Rodney Bay');
  });

  it('edits a booking without losing the details the form does not show', async () => {
    const toasts = spyToasts();
    const details = JSON.stringify({ location: 'Hewanorra', startTime: '09:30' });
    db = await freshOfficeDb({
      clients: [client],
      itineraries: [itinerary],
      bookings: [booking(B1, 'Flight to UVF', '2026-06-01', { details })],
    });
    render(<ItinerariesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit booking Flight to UVF' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Booking' }));
    expect((dialog.getByLabelText('Location') as HTMLInputElement).value).toBe('Hewanorra');
    fireEvent.change(dialog.getByLabelText('Location'), { target: { value: 'George F. L. Charles' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Booking' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Booking updated successfully!'));
    expect(await screen.findByText('George F. L. Charles')).toBeTruthy();
    const [entry] = await queued(db);
    expect(entry).toMatchObject({ entity: 'bookings', op: 'upsert', recordId: B1, baseVersion: 1 });
    expect(Object.keys(entry.changes)).toEqual(['details']);
    expect(JSON.parse(String(entry.changes.details))).toEqual({
      location: 'George F. L. Charles',
      startTime: '09:30',
    });
  });

  it('says so when the booking being edited was removed meanwhile', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({
      clients: [client],
      itineraries: [itinerary],
      bookings: [booking(B1, 'Flight to UVF', '2026-06-01')],
    });
    render(<ItinerariesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit booking Flight to UVF' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Booking' }));
    // Gone behind the open dialog, as when a pull brings another device's deletion.
    await db.bookings.delete(B1);
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Flight to SLU' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Booking' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error updating booking', 'Booking not found'),
    );
    expect(await db.bookings.count()).toBe(0);
    expect(await queued(db)).toEqual([]);
  });

  it('asks before deleting a booking', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({
      clients: [client],
      itineraries: [itinerary],
      bookings: [booking(B1, 'Flight to UVF', '2026-06-01')],
    });
    render(<ItinerariesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete booking Flight to UVF' }));
    expect(await screen.findByText('Delete Flight to UVF?')).toBeTruthy();
    expect(await queued(db)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Booking deleted successfully!'));
    expect(await screen.findByText('No bookings yet. Add the first booking.')).toBeTruthy();
    expect(await queued(db)).toEqual([
      { entity: 'bookings', op: 'delete', recordId: B1, baseVersion: 1, base: {}, changes: {} },
    ]);
  });

  it('lets a client created on the device get an itinerary and bookings before any sync', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb();
    // One tab at a time, as the office shows them: what one saved, the next one reads.
    const clientsView = render(<ClientsTab />);
    fireEvent.click(await screen.findByRole('button', { name: /Add Client/ }));
    const clientDialog = await screen.findByRole('dialog', { name: 'Add Client' });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Mor' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(within(clientDialog).getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client created successfully!'));
    expect(await screen.findByText('Ana Mor')).toBeTruthy();
    clientsView.unmount();

    const itinerariesView = render(<ItinerariesTab />);
    const dialog = await openCreateDialog();
    await fillValidItinerary(dialog, 'Ana Mor');
    fireEvent.click(dialog.getByRole('button', { name: 'Create Itinerary' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Itinerary created successfully!'));
    const list = within(await screen.findByRole('region', { name: 'Itineraries' }));
    expect(await list.findByText('Ana Mor')).toBeTruthy();
    itinerariesView.unmount();

    render(
      <>
        <ItinerariesTab />
        <BookingsTab />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pitons honeymoon' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Booking' }));
    const bookingDialog = within(await screen.findByRole('dialog', { name: 'Add Booking' }));
    fireEvent.change(bookingDialog.getByLabelText('Title'), { target: { value: 'Jalousie villa' } });
    fireEvent.click(bookingDialog.getByRole('button', { name: 'Add Booking' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Booking added successfully!'));
    expect(await screen.findByTestId('timeline-booking')).toBeTruthy();

    // The bookings table joins the new records on the device too.
    const row = await screen.findByRole('row', { name: /Jalousie villa/ });
    expect(within(row).getByText('Ana Mor')).toBeTruthy();

    const [clientEntry, itineraryEntry, bookingEntry] = await queued(db);
    expect(clientEntry).toMatchObject({ entity: 'clients', op: 'upsert', changes: { firstName: 'Ana' } });
    expect(itineraryEntry).toMatchObject({
      entity: 'itineraries',
      op: 'upsert',
      changes: { clientId: clientEntry.recordId, title: 'Pitons honeymoon' },
    });
    expect(bookingEntry).toMatchObject({
      entity: 'bookings',
      op: 'upsert',
      changes: { itineraryId: itineraryEntry.recordId, title: 'Jalousie villa' },
    });
    expect(await db.outbox.count()).toBe(3);
  });
});
