import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { brand } from '@contract/brand';
import { paths } from '@contract/sitePaths';
import { BookingTeaser } from './BookingTeaser';

/** Where a search led: the address, path and query, as the next page receives it. */
function Arrived() {
  const location = useLocation();
  return <p data-testid="arrived">{`${location.pathname}${location.search}`}</p>;
}

function openHome() {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <BookingTeaser /> },
      { path: paths.bookHotel, element: <Arrived /> },
      { path: paths.bookFlight, element: <Arrived /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

function form(name: 'Hotel search' | 'Flight search') {
  return within(screen.getByRole('form', { name }));
}

function fill(scope: ReturnType<typeof form>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(scope.getByLabelText(label), { target: { value } });
  }
}

/** The message tied to a field (aria-describedby), or null when it has none. */
function messageOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  if (!id) return null;
  expect(field.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(id)?.textContent ?? null;
}

/** Presses the search and waits for the schema's messages (the checks load on the first search). */
async function pressForMessages(scope: ReturnType<typeof form>, button: string) {
  fireEvent.click(scope.getByRole('button', { name: button }));
  await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
}

function showFlights() {
  fireEvent.click(screen.getByRole('tab', { name: 'Flights' }));
}

let openTab: MockInstance<typeof window.open>;
let newTab: { opener: unknown };
beforeEach(() => {
  newTab = { opener: window };
  openTab = vi.spyOn(window, 'open').mockImplementation(() => newTab as unknown as Window);
});
afterEach(() => {
  openTab.mockRestore();
});

/** The address the search opened in a new tab: this server's partner search, with the search. */
async function openedInNewTab(): Promise<URL> {
  await waitFor(() => expect(openTab).toHaveBeenCalledTimes(1));
  const [address, target] = openTab.mock.calls[0];
  expect(target).toBe('_blank');
  // The partner's page cannot reach back into the site.
  expect(newTab.opener).toBeNull();
  return new URL(String(address), 'http://localhost');
}

describe('the home booking teaser', () => {
  it('switches between the hotel and the flight search as tabs', () => {
    openHome();
    const hotels = screen.getByRole('tab', { name: 'Hotels' });
    const flights = screen.getByRole('tab', { name: 'Flights' });
    expect(hotels.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Hotels' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Flight search' })).toBeNull();

    fireEvent.keyDown(hotels, { key: 'ArrowRight' });
    expect(flights.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(flights);
    expect(screen.getByRole('form', { name: 'Flight search' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Hotel search' })).toBeNull();

    fireEvent.click(hotels);
    expect(screen.getByRole('form', { name: 'Hotel search' })).toBeTruthy();
  });

  it('keeps the agent a call, a quote or a mail away, with the three reassurances', () => {
    openHome();
    expect(screen.getByRole('link', { name: 'Call Our Agent' }).getAttribute('href')).toBe(brand.phoneHref);
    expect(screen.getByRole('link', { name: 'Request Quote' }).getAttribute('href')).toBe('/quote');
    expect(screen.getByRole('link', { name: 'Email Support' }).getAttribute('href')).toBe(
      `mailto:${brand.email}?subject=Travel%20Inquiry`,
    );
    for (const label of ['24/7 Support', 'No Hidden Fees', 'Instant Confirmation']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
  });

  describe('hotel search', () => {
    it('asks for the destination and both dates, and focuses the first field to fix', async () => {
      openHome();
      const hotel = form('Hotel search');
      await pressForMessages(hotel, 'Search Hotels');
      expect(messageOf(hotel.getByLabelText('Destination'))).toBe('Destination is required');
      expect(messageOf(hotel.getByLabelText('Check-in'))).toBe('Check-in date is required');
      expect(messageOf(hotel.getByLabelText('Check-out'))).toBe('Check-out date is required');
      expect(messageOf(hotel.getByLabelText('Rooms'))).toBeNull();
      expect(document.activeElement).toBe(hotel.getByLabelText('Destination'));
      expect(screen.queryByTestId('arrived')).toBeNull();

      fill(hotel, { Destination: 'Orlando' });
      expect(messageOf(hotel.getByLabelText('Destination'))).toBeNull();
    });

    it('wants check-out after check-in', async () => {
      openHome();
      const hotel = form('Hotel search');
      fill(hotel, { Destination: 'Orlando', 'Check-in': '2026-12-20', 'Check-out': '2026-12-20' });
      await pressForMessages(hotel, 'Search Hotels');
      expect(messageOf(hotel.getByLabelText('Check-out'))).toBe('Check-out date must be after check-in date');
      expect(screen.queryByTestId('arrived')).toBeNull();
    });

    it('keeps rooms, adults and children within their limits', async () => {
      openHome();
      const hotel = form('Hotel search');
      fill(hotel, {
        Destination: 'Orlando',
        'Check-in': '2026-12-20',
        'Check-out': '2026-12-27',
        Rooms: '9',
        Adults: '0',
        Children: '7',
      });
      await pressForMessages(hotel, 'Search Hotels');
      expect(messageOf(hotel.getByLabelText('Rooms'))).toBe('Rooms must be between 1 and 8');
      expect(messageOf(hotel.getByLabelText('Adults'))).toBe('Adults must be between 1 and 14');
      expect(messageOf(hotel.getByLabelText('Children'))).toBe('Children must be between 0 and 6');
      expect(document.activeElement).toBe(hotel.getByLabelText('Rooms'));
    });

    it('opens the partner search for the destination, dates and guests typed in a new tab', async () => {
      openHome();
      const hotel = form('Hotel search');
      fill(hotel, {
        Destination: 'Rodney Bay, St. Lucia',
        'Check-in': '2026-12-20',
        'Check-out': '2026-12-27',
        Rooms: '2',
        Adults: '3',
        Children: '1',
      });
      fireEvent.click(hotel.getByRole('button', { name: 'Search Hotels' }));
      const url = await openedInNewTab();
      expect(url.pathname).toBe('/api/partner-search/hotels');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        destination: 'Rodney Bay, St. Lucia',
        checkIn: '2026-12-20',
        checkOut: '2026-12-27',
        rooms: '2',
        adults: '3',
        children: '1',
      });
      // The home page stays where it was.
      expect(screen.queryByTestId('arrived')).toBeNull();
    });

    it('searches the destination typed even when no sample hotel is there, one room and two adults by default', async () => {
      openHome();
      fill(form('Hotel search'), {
        Destination: 'Barbados',
        'Check-in': '2027-01-02',
        'Check-out': '2027-01-05',
      });
      fireEvent.click(screen.getByRole('button', { name: 'Search Hotels' }));
      const url = await openedInNewTab();
      expect(url.searchParams.get('destination')).toBe('Barbados');
      expect(url.searchParams.get('rooms')).toBe('1');
      expect(url.searchParams.get('adults')).toBe('2');
      expect(url.searchParams.has('children')).toBe(false);
    });

    it('opens nothing while the search has a message', async () => {
      openHome();
      const hotel = form('Hotel search');
      fill(hotel, { Destination: 'Orlando', 'Check-in': '2027-01-05', 'Check-out': '2027-01-02' });
      await pressForMessages(hotel, 'Search Hotels');
      expect(openTab).not.toHaveBeenCalled();
    });

    it('opens the search in this tab when the browser blocks the new one', async () => {
      openTab.mockReturnValue(null);
      const assign = vi.fn();
      const location = window.location;
      Object.defineProperty(window, 'location', { configurable: true, value: { ...location, assign } });
      try {
        openHome();
        fill(form('Hotel search'), {
          Destination: 'Orlando',
          'Check-in': '2027-01-02',
          'Check-out': '2027-01-05',
        });
        fireEvent.click(screen.getByRole('button', { name: 'Search Hotels' }));
        await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
        expect(String(assign.mock.calls[0][0])).toMatch(
          /^\/api\/partner-search\/hotels\?destination=Orlando&/,
        );
      } finally {
        Object.defineProperty(window, 'location', { configurable: true, value: location });
      }
    });
  });

  describe('flight search', () => {
    it('asks for where from, where to, the departure and, for a round trip, the return', async () => {
      openHome();
      showFlights();
      const flight = form('Flight search');
      expect((flight.getByLabelText('Round trip') as HTMLInputElement).checked).toBe(true);
      await pressForMessages(flight, 'Search Flights');
      expect(messageOf(flight.getByLabelText('From'))).toBe('Departure city or airport is required');
      expect(messageOf(flight.getByLabelText('To'))).toBe('Destination city or airport is required');
      expect(messageOf(flight.getByLabelText('Departure'))).toBe('Departure date is required');
      expect(messageOf(flight.getByLabelText('Return'))).toBe(
        'Return date is required for round trip flights',
      );
      expect(document.activeElement).toBe(flight.getByLabelText('From'));
    });

    it('wants the return after the departure', async () => {
      openHome();
      showFlights();
      const flight = form('Flight search');
      fill(flight, { From: 'Orlando', To: 'Saint Lucia', Departure: '2026-12-20', Return: '2026-12-19' });
      await pressForMessages(flight, 'Search Flights');
      expect(messageOf(flight.getByLabelText('Return'))).toBe('Return date must be after departure date');
      expect(messageOf(flight.getByLabelText('Departure'))).toBeNull();
    });

    it('refuses a return date on a one-way trip', async () => {
      openHome();
      showFlights();
      const flight = form('Flight search');
      fireEvent.click(flight.getByLabelText('One-way'));
      fill(flight, { From: 'Orlando', To: 'Saint Lucia', Departure: '2026-12-20', Return: '2026-12-27' });
      await pressForMessages(flight, 'Search Flights');
      expect(messageOf(flight.getByLabelText('Return'))).toBe(
        'Return date must be omitted for one-way flights',
      );
    });

    it('keeps passengers between 1 and 9', async () => {
      openHome();
      showFlights();
      const flight = form('Flight search');
      fill(flight, {
        From: 'Orlando',
        To: 'Saint Lucia',
        Departure: '2026-12-20',
        Return: '2026-12-27',
        Passengers: '10',
      });
      await pressForMessages(flight, 'Search Flights');
      expect(messageOf(flight.getByLabelText('Passengers'))).toBe('Passengers must be between 1 and 9');
      expect(screen.queryByTestId('arrived')).toBeNull();
    });

    it('opens the partner search for the round trip typed in a new tab', async () => {
      openHome();
      showFlights();
      fill(form('Flight search'), {
        From: 'Orlando (MCO)',
        To: 'Saint Lucia (UVF)',
        Departure: '2026-12-20',
        Return: '2026-12-27',
        Passengers: '2',
      });
      fireEvent.click(screen.getByRole('button', { name: 'Search Flights' }));
      const url = await openedInNewTab();
      expect(url.pathname).toBe('/api/partner-search/flights');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        from: 'Orlando (MCO)',
        to: 'Saint Lucia (UVF)',
        departDate: '2026-12-20',
        returnDate: '2026-12-27',
        passengers: '2',
      });
    });

    it('opens a one-way search without a return date', async () => {
      openHome();
      showFlights();
      const flight = form('Flight search');
      fireEvent.click(flight.getByLabelText('One-way'));
      fill(flight, { From: 'St Lucia', To: 'Orlando', Departure: '2027-01-10' });
      fireEvent.click(flight.getByRole('button', { name: 'Search Flights' }));
      const url = await openedInNewTab();
      expect(url.search).toBe('?from=St+Lucia&to=Orlando&departDate=2027-01-10&passengers=1');
    });
  });
});
