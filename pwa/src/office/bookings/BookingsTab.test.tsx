import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { stubApi } from '@pwa/test/renderApp';
import { spyToasts } from '@pwa/account/testing';
import { BookingsTab } from './BookingsTab';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const itinerary = {
  id: '2b0c6f3e-8a51-4d7e-9f0a-6c1d2e3f4a5b',
  title: 'Soufriere escape',
  client: { id: '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11', firstName: 'Cleo', lastName: 'Baptiste' },
};
const flight = {
  id: 'b-1',
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
  version: 1,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
  itinerary,
};
const hotel = {
  ...flight,
  id: 'b-2',
  type: 'hotel',
  title: 'Sugar Beach resort',
  cost: null,
  status: 'pending',
  bookingReference: null,
  startDate: '2026-06-02',
  endDate: '2026-06-08',
};

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BookingsTab />
    </QueryClientProvider>,
  );
}

describe('BookingsTab', () => {
  it('lists every booking with type, title, client, status, cost, reference and dates', async () => {
    spyToasts();
    stubApi({ '/api/bookings': { status: 200, body: { data: [flight, hotel] } } });
    renderTab();
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
    // Read-only: nothing here edits or deletes a booking.
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
  });

  it('offers the CSV report as a download of the export address', async () => {
    spyToasts();
    stubApi({ '/api/bookings': { status: 200, body: { data: [flight] } } });
    renderTab();
    const exportLink = screen.getByRole('link', { name: /Export Report/ });
    expect(exportLink.getAttribute('href')).toBe('/api/bookings/export.csv');
    expect(exportLink.hasAttribute('download')).toBe(true);
    await screen.findByText('Flight to UVF');
  });

  it('shows the empty state and the load error', async () => {
    spyToasts();
    stubApi({ '/api/bookings': { status: 200, body: { data: [] } } });
    const view = renderTab();
    expect(await screen.findByText('No bookings yet.')).toBeTruthy();
    view.unmount();

    stubApi({
      '/api/bookings': {
        status: 500,
        body: { success: false, error: 'internal', message: 'Database unavailable' },
      },
    });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
  });

  it('lets a keyboard user focus the sideways-scrolling table', async () => {
    spyToasts();
    stubApi({ '/api/bookings': { status: 200, body: { data: [flight] } } });
    renderTab();
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
