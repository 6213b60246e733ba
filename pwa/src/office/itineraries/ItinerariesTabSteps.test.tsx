import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { OfficeDatabase } from '@pwa/offline/db';
import { spyToasts } from '@pwa/account/testing';
import { createQueryClient } from '@pwa/lib/queryClient';
import { clickWhenReady } from '@pwa/test/antd';
import { freshOfficeDb, workOnTheDeviceOnly, queued } from '../clients/testDatabase';
import { ItinerariesTab } from './ItinerariesTab';
import { bookingsSum } from './bookingsSum';

// Every step here is taken on the device, with no connection.
workOnTheDeviceOnly();
let db: OfficeDatabase;

const CLEO = '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11';
const MARC = '8e2f2b63-5c5d-4f9f-8c69-3f1d3b0e5f22';
const TRIP = '2b0c6f3e-8a51-4d7e-9f0a-6c1d2e3f4a5b';
const client = (id: string, firstName: string, lastName: string) => ({
  id,
  version: 1,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  phone: null,
  address: null,
  notes: null,
  createdAt: '2026-04-01T10:00:00Z',
  updatedAt: '2026-04-01T10:00:00Z',
});
const itinerary = (id: string, title: string, extra: object = {}) => ({
  id,
  clientId: CLEO,
  title,
  description: null,
  startDate: '2026-06-01',
  endDate: '2026-06-08',
  totalCost: 500000,
  currency: 'USD',
  status: 'draft',
  agentNotes: null,
  version: 1,
  createdAt: '2026-05-02T10:00:00Z',
  updatedAt: '2026-05-02T10:00:00Z',
  ...extra,
});
const booking = (id: string, title: string, extra: object = {}) => ({
  id,
  itineraryId: TRIP,
  type: 'hotel',
  title,
  details: null,
  cost: 180000,
  currency: 'USD',
  status: 'confirmed',
  bookingReference: null,
  supplierInfo: null,
  startDate: '2026-06-01',
  endDate: '2026-06-08',
  version: 1,
  createdAt: '2026-05-03T10:00:00Z',
  updatedAt: '2026-05-03T10:00:00Z',
  ...extra,
});

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ItinerariesTab />
    </QueryClientProvider>,
  );
}

const listedTitles = () =>
  within(screen.getByRole('region', { name: 'Itineraries' }))
    .getAllByRole('button', { pressed: false })
    .map((button) => button.textContent);

describe('ItinerariesTab, from the trip to the quote', () => {
  it('shows what the bookings add up to beside the estimate, leaving cancelled ones out', async () => {
    spyToasts();
    db = await freshOfficeDb({
      clients: [client(CLEO, 'Cleo', 'Baptiste')],
      itineraries: [itinerary(TRIP, 'Soufriere escape')],
      bookings: [
        booking('b1b1b1b1-0000-4000-8000-000000000001', 'Sugar Beach resort'),
        booking('b2b2b2b2-0000-4000-8000-000000000002', 'Flight to UVF', { type: 'flight', cost: 165000 }),
        booking('b3b3b3b3-0000-4000-8000-000000000003', 'Dropped tour', { cost: 99900, status: 'cancelled' }),
      ],
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));
    const sum = await screen.findByTestId('bookings-sum');
    expect(sum.textContent).toBe('Bookings: $3,450.00 of $5,000.00 estimated');
  });

  it('says when the bookings go over the estimate or there is none, and keeps other currencies apart', () => {
    const trip = { totalCost: 100000, currency: 'USD' };
    expect(bookingsSum(trip, [{ cost: 150000, currency: 'USD', status: 'pending' }])).toBe(
      'Bookings: $1,500.00 of $1,000.00 estimated',
    );
    expect(
      bookingsSum({ totalCost: null, currency: 'USD' }, [{ cost: 2500, currency: 'EUR', status: 'pending' }]),
    ).toBe('Bookings: $0.00 (no estimated total set), plus €25.00');
  });

  it('searches by client, title and destination and sorts by start date, creation and total', async () => {
    spyToasts();
    db = await freshOfficeDb({
      clients: [client(CLEO, 'Cleo', 'Baptiste'), client(MARC, 'Marc', 'Joseph')],
      itineraries: [
        itinerary(TRIP, 'Soufriere escape', { startDate: '2026-09-01', totalCost: 200000 }),
        itinerary('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 'Orlando parks week', {
          clientId: MARC,
          startDate: '2026-07-01',
          totalCost: 900000,
          createdAt: '2026-05-01T10:00:00Z',
        }),
        itinerary('1a2b3c4d-5e6f-4a3b-8c2d-1e0f9a8b7c6d', 'Family reunion', {
          startDate: null,
          totalCost: null,
          createdAt: '2026-05-03T10:00:00Z',
        }),
      ],
      bookings: [
        booking('b1b1b1b1-0000-4000-8000-000000000001', 'Resort', { details: '{"location":"Marigot Bay"}' }),
      ],
    });
    renderTab();
    await screen.findByRole('button', { name: 'Soufriere escape' });
    expect(listedTitles()).toEqual(['Family reunion', 'Soufriere escape', 'Orlando parks week']);

    const search = screen.getByRole('searchbox', { name: 'Search itineraries' });
    fireEvent.change(search, { target: { value: 'joseph' } });
    await waitFor(() => expect(listedTitles()).toEqual(['Orlando parks week']));
    fireEvent.change(search, { target: { value: 'reunion' } });
    await waitFor(() => expect(listedTitles()).toEqual(['Family reunion']));
    // A destination is where the trip's bookings are.
    fireEvent.change(search, { target: { value: 'marigot' } });
    await waitFor(() => expect(listedTitles()).toEqual(['Soufriere escape']));
    fireEvent.change(search, { target: { value: 'Antarctica' } });
    expect(await screen.findByText('No itineraries match your search.')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });

    const sort = screen.getByRole('combobox', { name: 'Sort itineraries' });
    fireEvent.mouseDown(sort);
    fireEvent.click(await screen.findByTitle('Start date (soonest first)'));
    // Undated trips go last.
    await waitFor(() =>
      expect(listedTitles()).toEqual(['Orlando parks week', 'Soufriere escape', 'Family reunion']),
    );
    fireEvent.mouseDown(sort);
    fireEvent.click(await screen.findByTitle('Estimated total (highest first)'));
    await waitFor(() =>
      expect(listedTitles()).toEqual(['Orlando parks week', 'Soufriere escape', 'Family reunion']),
    );
    fireEvent.mouseDown(sort);
    fireEvent.click(await screen.findByTitle('Newest first'));
    await waitFor(() =>
      expect(listedTitles()).toEqual(['Family reunion', 'Soufriere escape', 'Orlando parks week']),
    );
  });

  it('adds a booking from the timeline in three steps, and the next one keeps its type and dates', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({
      clients: [client(CLEO, 'Cleo', 'Baptiste')],
      itineraries: [itinerary(TRIP, 'Soufriere escape')],
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));

    // The first one: its type and dates are chosen.
    fireEvent.click(await screen.findByRole('button', { name: 'Add Booking' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Add Booking' }));
    fireEvent.mouseDown(dialog.getByLabelText('Type'));
    fireEvent.click(await screen.findByTitle('Hotel'));
    fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2026-06-02' } });
    fireEvent.change(dialog.getByLabelText('End date'), { target: { value: '2026-06-05' } });
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Ladera suites' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Booking' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Booking added successfully!'));
    await waitFor(() => expect(screen.getAllByTestId('timeline-booking')).toHaveLength(1));

    // The next one: Add Booking, the title (where the cursor already is), Add Booking.
    const addAgain = await screen.findByRole('button', { name: 'Add Booking' });
    await clickWhenReady(() => addAgain);
    dialog = within(await screen.findByRole('dialog', { name: 'Add Booking' }));
    const title = dialog.getByLabelText('Title');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(dialog.getByText('Hotel')).toBeTruthy();
    expect((dialog.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-06-02');
    expect((dialog.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-06-05');
    fireEvent.change(title, { target: { value: 'Jade Mountain night' } });
    await clickWhenReady(() => dialog.getByRole('button', { name: /Add Booking/ }));
    await waitFor(() => expect(screen.getAllByTestId('timeline-booking')).toHaveLength(2));

    const added = (await queued(db)).map((entry) => entry.changes);
    expect(added).toEqual([
      expect.objectContaining({
        title: 'Ladera suites',
        type: 'hotel',
        startDate: '2026-06-02',
        endDate: '2026-06-05',
      }),
      expect.objectContaining({
        title: 'Jade Mountain night',
        type: 'hotel',
        startDate: '2026-06-02',
        endDate: '2026-06-05',
      }),
    ]);
  });

  it('starts a quote from the itinerary: its bookings are the services and its client is set', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({
      clients: [client(CLEO, 'Cleo', 'Baptiste')],
      itineraries: [itinerary(TRIP, 'Soufriere escape')],
      bookings: [
        booking('b1b1b1b1-0000-4000-8000-000000000001', 'Sugar Beach resort', { startDate: '2026-06-02' }),
        booking('b2b2b2b2-0000-4000-8000-000000000002', 'Flight to UVF', { type: 'flight', cost: 65025 }),
        booking('b3b3b3b3-0000-4000-8000-000000000003', 'Dropped tour', { status: 'cancelled' }),
      ],
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));
    await waitFor(() => expect(screen.getAllByTestId('timeline-booking')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /Start quote/ }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Create quote' }));
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Quote for Soufriere escape');
    // The client's name arrives with the dialog's own read of the device's clients.
    expect(await dialog.findByText('Cleo Baptiste')).toBeTruthy();
    fireEvent.click(dialog.getByRole('tab', { name: 'Services' }));
    const names = (await dialog.findAllByLabelText('Name')).map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual(['Flight to UVF', 'Sugar Beach resort']);
    fireEvent.click(dialog.getByRole('tab', { name: 'Basic Info' }));
    fireEvent.change(dialog.getByLabelText('Valid until'), { target: { value: '2026-05-20' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quote created successfully!'));

    const [entry] = await queued(db);
    expect(entry).toMatchObject({
      entity: 'agent_quotes',
      op: 'upsert',
      changes: {
        title: 'Quote for Soufriere escape',
        clientId: CLEO,
        currency: 'USD',
        services: [
          { name: 'Flight to UVF', price: 65025, quantity: 1 },
          { name: 'Sugar Beach resort', price: 180000, quantity: 1 },
        ],
      },
    });
  });
});
