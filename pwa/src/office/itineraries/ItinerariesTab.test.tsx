import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { stubApi } from '@pwa/test/renderApp';
import { callsTo, csrf, sentBody, spyToasts } from '@pwa/account/testing';
import { ItinerariesTab } from './ItinerariesTab';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const CLIENT_ID = '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11';
const ITINERARY_ID = '2b0c6f3e-8a51-4d7e-9f0a-6c1d2e3f4a5b';
const client = { id: CLIENT_ID, firstName: 'Cleo', lastName: 'Baptiste' };
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
  version: 1,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
  client,
};
const other = {
  ...itinerary,
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  title: 'Orlando parks week',
  startDate: '2026-08-10',
  endDate: '2026-08-17',
  totalCost: null,
  status: 'draft',
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
const BOOKINGS_URL = `/api/bookings?itineraryId=${ITINERARY_ID}`;
const serverError = {
  status: 500,
  body: { success: false, error: 'internal', message: 'Database unavailable' },
};

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ItinerariesTab />
    </QueryClientProvider>,
  );
}

const methodCalls = (calls: Array<{ url: string; init?: RequestInit }>, method: string) =>
  calls.filter((call) => call.init?.method === method);

async function openCreateDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'New Itinerary' }));
  return within(await screen.findByRole('dialog', { name: 'Create Itinerary' }));
}

async function fillValidItinerary(dialog: ReturnType<typeof within>) {
  fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pitons honeymoon' } });
  fireEvent.mouseDown(dialog.getByLabelText('Client'));
  fireEvent.click(await screen.findByTitle('Cleo Baptiste'));
  fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2026-09-01' } });
  fireEvent.change(dialog.getByLabelText('End date'), { target: { value: '2026-09-08' } });
}

describe('ItinerariesTab', () => {
  it('lists itineraries and shows the selected one’s bookings in start-date order', async () => {
    spyToasts();
    const calls = stubApi({
      '/api/itineraries': { status: 200, body: { data: [itinerary, other] } },
      [BOOKINGS_URL]: {
        status: 200,
        body: {
          data: [
            booking('b-3', 'Rainforest zipline', null, { type: 'activity', cost: null }),
            booking('b-2', 'Sugar Beach resort', '2026-06-02', {
              status: 'confirmed',
              bookingReference: 'SB-9',
            }),
            booking('b-1', 'Flight to UVF', '2026-06-01', { type: 'flight', cost: 60025 }),
          ],
        },
      },
    });
    renderTab();

    const list = within(await screen.findByRole('region', { name: 'Itineraries' }));
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
    expect(callsTo(calls, BOOKINGS_URL)).toHaveLength(0);

    fireEvent.click(first.getByRole('button', { name: 'Soufriere escape' }));
    await waitFor(() => expect(screen.getAllByTestId('timeline-booking')).toHaveLength(3));
    const order = screen
      .getAllByTestId('timeline-booking')
      .map((entry) => entry.querySelector('strong')?.textContent);
    expect(order).toEqual(['Flight to UVF', 'Sugar Beach resort', 'Rainforest zipline']);
    const [flight, hotel, zipline] = screen.getAllByTestId('timeline-booking');
    expect(flight.textContent).toContain('flight · June 1, 2026 · $600.25');
    expect(hotel.textContent).toContain('Ref SB-9');
    expect(zipline.textContent).toContain('activity · Date not set');
    expect(screen.getByRole('button', { name: 'Add Booking' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Soufriere escape' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the empty states', async () => {
    spyToasts();
    stubApi({ '/api/itineraries': { status: 200, body: { data: [] } } });
    renderTab();
    expect(await screen.findByText('No itineraries yet. Create the first one.')).toBeTruthy();
    expect(screen.getByText('Select an itinerary to see its bookings.')).toBeTruthy();
  });

  it('shows the itinerary messages and sends nothing until the form is valid, then creates it', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/itineraries': [
        { status: 200, body: { data: [] } },
        { status: 201, body: { data: { ...itinerary, id: other.id, title: 'Pitons honeymoon' } } },
        { status: 200, body: { data: [{ ...itinerary, id: other.id, title: 'Pitons honeymoon' }] } },
      ],
      [`/api/bookings?itineraryId=${other.id}`]: { status: 200, body: { data: [] } },
      '/api/clients': { status: 200, body: { data: [{ ...client, email: 'cleo@example.com' }] } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
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
    expect(methodCalls(calls, 'POST')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Estimated total ($)'), { target: { value: '3150.75' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create Itinerary' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Itinerary created successfully!'));
    expect(sentBody(methodCalls(calls, 'POST'), '/api/itineraries')).toEqual({
      title: 'Pitons honeymoon',
      description: null,
      clientId: CLIENT_ID,
      startDate: '2026-09-01',
      endDate: '2026-09-08',
      totalCost: 315075,
      currency: 'USD',
      status: 'draft',
      agentNotes: null,
    });
    // The new itinerary is selected, ready for its first booking.
    expect(await screen.findByText('No bookings yet. Add the first booking.')).toBeTruthy();
  });

  it('keeps the dialog open with the error toast when the server refuses the itinerary', async () => {
    const toasts = spyToasts();
    stubApi({
      '/api/itineraries': [
        { status: 200, body: { data: [] } },
        serverError,
        { status: 200, body: { data: [] } },
      ],
      '/api/clients': { status: 200, body: { data: [{ ...client, email: 'cleo@example.com' }] } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    const dialog = await openCreateDialog();
    await fillValidItinerary(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Create Itinerary' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error creating itinerary', 'Database unavailable'),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create Itinerary' })).toBeTruthy();
  });

  it('updates an itinerary from its edit dialog', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/itineraries': { status: 200, body: { data: [itinerary] } },
      [`/api/itineraries/${ITINERARY_ID}`]: {
        status: 200,
        body: { data: { ...itinerary, status: 'completed' } },
      },
      '/api/clients': { status: 200, body: { data: [{ ...client, email: 'cleo@example.com' }] } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Soufriere escape' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Itinerary' }));
    expect((dialog.getByLabelText('Estimated total ($)') as HTMLInputElement).value).toBe('2400.50');
    fireEvent.change(dialog.getByLabelText('Estimated total ($)'), { target: { value: '2600' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Itinerary' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Itinerary updated successfully!'));
    expect(sentBody(methodCalls(calls, 'PUT'), `/api/itineraries/${ITINERARY_ID}`)).toMatchObject({
      title: 'Soufriere escape',
      totalCost: 260000,
      status: 'confirmed',
    });
  });

  it('asks before deleting an itinerary and reports the result', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/itineraries': [
        { status: 200, body: { data: [itinerary] } },
        { status: 200, body: { data: [itinerary] } },
        { status: 200, body: { data: [] } },
      ],
      [`/api/itineraries/${ITINERARY_ID}`]: [serverError, { status: 200, body: { success: true } }],
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Soufriere escape' }));
    expect(await screen.findByText('Delete Soufriere escape?')).toBeTruthy();
    expect(screen.getByText('Its bookings are deleted too.')).toBeTruthy();
    expect(methodCalls(calls, 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error deleting itinerary', 'Database unavailable'),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Soufriere escape' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Itinerary deleted successfully!'));
    expect(await screen.findByText('No itineraries yet. Create the first one.')).toBeTruthy();
    expect(methodCalls(calls, 'DELETE').map((call) => call.url)).toEqual([
      `/api/itineraries/${ITINERARY_ID}`,
      `/api/itineraries/${ITINERARY_ID}`,
    ]);
  });

  it('adds a booking to the selected itinerary after checking the cost', async () => {
    const toasts = spyToasts();
    const created = booking('b-9', 'Catamaran day', '2026-06-03', { type: 'activity', cost: 12550 });
    const calls = stubApi({
      '/api/itineraries': { status: 200, body: { data: [itinerary] } },
      [BOOKINGS_URL]: [
        { status: 200, body: { data: [] } },
        { status: 200, body: { data: [created] } },
      ],
      '/api/bookings': [serverError, { status: 201, body: { data: created } }],
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));
    expect(await screen.findByText('No bookings yet. Add the first booking.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Booking' }));

    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Catamaran day' } });
    fireEvent.change(dialog.getByLabelText('Cost ($)'), { target: { value: '-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Booking' }));
    expect(await dialog.findByText('Cost must be positive')).toBeTruthy();
    expect(methodCalls(calls, 'POST')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Cost ($)'), { target: { value: '125.50' } });
    fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2026-06-03' } });
    fireEvent.change(dialog.getByLabelText('Location'), { target: { value: 'Rodney Bay' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Booking' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error adding booking', 'Database unavailable'),
    );

    fireEvent.click(dialog.getByRole('button', { name: 'Add Booking' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Booking added successfully!'));
    expect(sentBody(methodCalls(calls, 'POST'), '/api/bookings')).toEqual({
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
    });
    expect(await screen.findByText('Catamaran day')).toBeTruthy();
  });

  it('edits a booking without losing the details the form does not show', async () => {
    const toasts = spyToasts();
    const details = JSON.stringify({ location: 'Hewanorra', startTime: '09:30' });
    const calls = stubApi({
      '/api/itineraries': { status: 200, body: { data: [itinerary] } },
      [BOOKINGS_URL]: {
        status: 200,
        body: { data: [booking('b-1', 'Flight to UVF', '2026-06-01', { details })] },
      },
      '/api/bookings/b-1': [
        serverError,
        { status: 200, body: { data: booking('b-1', 'Flight to UVF', null) } },
      ],
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit booking Flight to UVF' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Booking' }));
    expect((dialog.getByLabelText('Location') as HTMLInputElement).value).toBe('Hewanorra');
    fireEvent.change(dialog.getByLabelText('Location'), { target: { value: 'George F. L. Charles' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Booking' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error updating booking', 'Database unavailable'),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Save Booking' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Booking updated successfully!'));
    const body = sentBody(methodCalls(calls, 'PUT'), '/api/bookings/b-1') as Record<string, unknown>;
    expect(JSON.parse(String(body.details))).toEqual({
      location: 'George F. L. Charles',
      startTime: '09:30',
    });
    expect(body).toMatchObject({ title: 'Flight to UVF', cost: 180000, status: 'pending' });
    expect(body).not.toHaveProperty('itineraryId');
  });

  it('asks before deleting a booking', async () => {
    const toasts = spyToasts();
    const calls = stubApi({
      '/api/itineraries': { status: 200, body: { data: [itinerary] } },
      [BOOKINGS_URL]: [
        { status: 200, body: { data: [booking('b-1', 'Flight to UVF', '2026-06-01')] } },
        { status: 200, body: { data: [] } },
      ],
      '/api/bookings/b-1': { status: 200, body: { success: true } },
      '/api/auth/csrf-token': csrf,
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Soufriere escape' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete booking Flight to UVF' }));
    expect(await screen.findByText('Delete Flight to UVF?')).toBeTruthy();
    expect(methodCalls(calls, 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Booking deleted successfully!'));
    expect(methodCalls(calls, 'DELETE').map((call) => call.url)).toEqual(['/api/bookings/b-1']);
    expect(await screen.findByText('No bookings yet. Add the first booking.')).toBeTruthy();
  });
});
