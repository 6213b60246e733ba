import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setOfficeDatabase, type OfficeDatabase } from '@pwa/offline/db';
import { saveRecord } from '@pwa/offline/outbox';
import { spyToasts } from '@pwa/account/testing';
import { freshOfficeDb, goOffline } from '../clients/testDatabase';
import { captureDownloads } from '../shared/captureDownloads';
import { BookingsTab } from './BookingsTab';

const realFetch = globalThis.fetch;
let network: ReturnType<typeof goOffline>;
let db: OfficeDatabase;
beforeEach(() => {
  network = goOffline();
});
afterEach(() => {
  expect(network).not.toHaveBeenCalled();
  globalThis.fetch = realFetch;
  db?.close();
  setOfficeDatabase(null);
  vi.restoreAllMocks();
});

const stamp = { version: 1, createdAt: '2026-05-01T10:00:00Z', updatedAt: '2026-05-01T10:00:00Z' };
const client = {
  ...stamp,
  id: '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11',
  firstName: 'Cleo',
  lastName: 'Baptiste',
  email: 'cleo@example.com',
};
const itinerary = {
  ...stamp,
  id: '2b0c6f3e-8a51-4d7e-9f0a-6c1d2e3f4a5b',
  clientId: client.id,
  title: 'Soufriere escape',
  status: 'confirmed',
};
// As the sync presents a booking: its itinerary id, never the joined itinerary.
const flight = {
  ...stamp,
  id: 'b1b1b1b1-0000-4000-8000-000000000001',
  itineraryId: itinerary.id,
  type: 'flight',
  title: 'Flight to UVF',
  details: null,
  cost: 60025,
  currency: 'USD',
  status: 'confirmed',
  bookingReference: 'UVF-123',
  supplierInfo: null,
  startDate: '2026-06-01',
  endDate: '2026-06-01',
};
const hotel = {
  ...flight,
  id: 'b2b2b2b2-0000-4000-8000-000000000002',
  type: 'hotel',
  title: 'Sugar Beach resort',
  cost: null,
  status: 'pending',
  bookingReference: null,
  startDate: '2026-06-02',
  endDate: '2026-06-08',
};
const undated = {
  ...hotel,
  id: 'a0a0a0a0-0000-4000-8000-000000000000',
  title: 'Rainforest zipline',
  type: 'activity',
  startDate: null,
  endDate: null,
};

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('BookingsTab', () => {
  it('lists every booking with type, title, client, status, cost, reference and dates', async () => {
    spyToasts();
    db = await freshOfficeDb({
      clients: [client],
      itineraries: [itinerary],
      bookings: [undated, hotel, flight],
    });
    render(<BookingsTab />);
    const row = within((await screen.findByText('Flight to UVF')).closest('tr') as HTMLElement);
    const cells = row.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      'flight',
      'Flight to UVF',
      'Cleo Baptiste',
      'Confirmed',
      '$600.25',
      'UVF-123',
      'June 1, 2026',
      'June 1, 2026',
    ]);
    const hotelRow = within(screen.getByText('Sugar Beach resort').closest('tr') as HTMLElement);
    expect(hotelRow.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'hotel',
      'Sugar Beach resort',
      'Cleo Baptiste',
      'Pending',
      'Not set',
      '',
      'June 2, 2026',
      'June 8, 2026',
    ]);
    // By start date, undated last.
    expect(rowTitles()).toEqual(['Flight to UVF', 'Sugar Beach resort', 'Rainforest zipline']);
    // Read-only: nothing here edits or deletes a booking.
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('shows a booking added elsewhere on the device at once, in its place', async () => {
    spyToasts();
    db = await freshOfficeDb({ clients: [client], itineraries: [itinerary], bookings: [hotel] });
    render(<BookingsTab />);
    await screen.findByText('Sugar Beach resort');
    await act(() =>
      saveRecord('bookings', null, {
        itineraryId: itinerary.id,
        type: 'transport',
        title: 'Airport transfer',
        details: null,
        cost: 4500,
        currency: 'USD',
        status: 'pending',
        bookingReference: null,
        supplierInfo: null,
        startDate: '2026-06-01',
        endDate: null,
      }),
    );
    await waitFor(() => expect(rowTitles()).toEqual(['Airport transfer', 'Sugar Beach resort']));
    const row = within(screen.getByText('Airport transfer').closest('tr') as HTMLElement);
    expect(row.getByText('Cleo Baptiste')).toBeTruthy();
  });

  it('shows many bookings a page at a time', async () => {
    spyToasts();
    db = await freshOfficeDb({
      clients: [client],
      itineraries: [itinerary],
      bookings: Array.from({ length: 30 }, (_, index) => ({
        ...hotel,
        id: `b5b5b5b5-0000-4000-8000-${String(index).padStart(12, '0')}`,
        title: `Stay ${String(index).padStart(2, '0')}`,
        // Stay 00 starts first.
        startDate: `2026-07-${String(index + 1).padStart(2, '0')}`,
      })),
    });
    render(<BookingsTab />);
    expect(await screen.findByText('Stay 00')).toBeTruthy();
    expect(rowTitles()).toHaveLength(24);
    expect(screen.queryByText('Stay 24')).toBeNull();
    const pager = screen.getByRole('list', { name: 'Booking pages' });
    expect(pager.textContent).toContain('1-24 of 30');
    fireEvent.click(within(pager).getByTitle('2'));
    expect(await screen.findByText('Stay 29')).toBeTruthy();
    expect(rowTitles()).toEqual(['Stay 24', 'Stay 25', 'Stay 26', 'Stay 27', 'Stay 28', 'Stay 29']);
  });

  it('pages by start date, then creation, then id, undated last across the pages, and exports them all', async () => {
    spyToasts();
    const booking = (id: string, title: string, startDate: string | null, createdAt: string) => ({
      ...hotel,
      id: `e6e6e6e6-0000-4000-8000-${id.padStart(12, '0')}`,
      title,
      startDate,
      endDate: startDate,
      createdAt,
    });
    const early = '2026-05-01T09:00:00Z';
    const late = '2026-05-01T11:00:00Z';
    db = await freshOfficeDb({
      clients: [client],
      itineraries: [itinerary],
      bookings: [
        booking('9', 'Undated, made later', null, late),
        booking('8', 'Undated, made first', null, early),
        // One day: the one made first comes first, and made together, by id.
        booking('7', 'Same day, made later', '2026-07-01', late),
        booking('6', 'Same day, made together B', '2026-07-01', early),
        booking('5', 'Same day, made together A', '2026-07-01', early),
        ...Array.from({ length: 23 }, (_, index) =>
          booking(
            `1${index}`,
            `Stay ${String(index).padStart(2, '0')}`,
            `2026-08-${String(index + 1).padStart(2, '0')}`,
            early,
          ),
        ),
      ],
    });
    const downloads = captureDownloads();
    try {
      render(<BookingsTab />);
      expect(await screen.findByText('Same day, made together A')).toBeTruthy();
      expect(rowTitles()).toEqual([
        'Same day, made together A',
        'Same day, made together B',
        'Same day, made later',
        ...Array.from({ length: 21 }, (_, index) => `Stay ${String(index).padStart(2, '0')}`),
      ]);
      const pager = screen.getByRole('list', { name: 'Booking pages' });
      expect(pager.textContent).toContain('1-24 of 28');
      fireEvent.click(within(pager).getByTitle('2'));
      expect(await screen.findByText('Undated, made first')).toBeTruthy();
      expect(rowTitles()).toEqual(['Stay 21', 'Stay 22', 'Undated, made first', 'Undated, made later']);

      // No filter: the report has every booking, not only the page on screen.
      fireEvent.click(screen.getByRole('button', { name: /Export Report/ }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const lines = (await downloads.files[0].text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines).toHaveLength(1 + 28 + 1);
      expect(lines[1]).toContain('Same day, made together A');
      expect(lines[28]).toContain('Undated, made later');
    } finally {
      downloads.restore();
    }
  });

  it('filters by text, type and status, and exports just the rows shown, offline', async () => {
    spyToasts();
    db = await freshOfficeDb({ clients: [client], itineraries: [itinerary], bookings: [flight, hotel] });
    const downloads = captureDownloads();
    try {
      render(<BookingsTab />);
      await screen.findByText('Flight to UVF');
      expect(rowTitles()).toEqual(['Flight to UVF', 'Sugar Beach resort']);

      fireEvent.change(screen.getByRole('searchbox', { name: 'Search bookings' }), {
        target: { value: 'uvf-1' },
      });
      // The first filter reads the whole list from the device; later ones apply as typed.
      await waitFor(() => expect(rowTitles()).toEqual(['Flight to UVF']));
      expect(screen.getByText('1 of 2 bookings shown')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: /Export Report/ }));
      expect(downloads.files.map((file) => file.name)).toEqual(['bookings.csv']);
      expect(downloads.files[0].type).toBe('text/csv; charset=utf-8');
      const lines = (await downloads.files[0].text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Type,Title,Client,Status,Cost,Currency,Reference,Start date,End date,Itinerary,Details,Supplier info',
      );
      expect(lines[1]).toBe(
        'Flight,Flight to UVF,Cleo Baptiste,Confirmed,600.25,USD,UVF-123,"June 1, 2026","June 1, 2026",Soufriere escape,,',
      );
      expect(lines.slice(2)).toEqual(['']);

      fireEvent.change(screen.getByRole('searchbox', { name: 'Search bookings' }), { target: { value: '' } });
      await chooseOption('Booking status', 'Pending');
      expect(rowTitles()).toEqual(['Sugar Beach resort']);
      await chooseOption('Booking type', 'Flight');
      expect(screen.getByText('No bookings match these filters.')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Export Report/ }).hasAttribute('disabled')).toBe(true);
    } finally {
      downloads.restore();
    }
  });

  it('loads until the first sync, then shows the empty state', async () => {
    spyToasts();
    db = await freshOfficeDb({}, { synced: false });
    render(<BookingsTab />);
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeTruthy());
    expect(screen.queryByText('No bookings yet.')).toBeNull();

    await act(() => db.meta.put({ key: 'cursor', value: 1 }));
    expect(await screen.findByText('No bookings yet.')).toBeTruthy();
  });

  it('lets a keyboard user focus the sideways-scrolling table', async () => {
    spyToasts();
    db = await freshOfficeDb({ clients: [client], itineraries: [itinerary], bookings: [flight] });
    render(<BookingsTab />);
    await screen.findByText('Flight to UVF');
    // The scroll container antd re-creates once the rows arrive is still the one marked.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bookings table' })).toBeTruthy());
    const region = screen.getByRole('region', { name: 'Bookings table' });
    expect(region.contains(screen.getByText('Flight to UVF'))).toBe(true);
    expect(region.tabIndex).toBe(0);
    region.focus();
    expect(document.activeElement).toBe(region);
  });
});

/** Opens an antd select by its label and picks the option with that label. */
async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}
