import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { brand } from '@contract/brand';
import { paths } from '@contract/sitePaths';
import { FlightPage } from './FlightPage';

function visit(address: string) {
  const router = createMemoryRouter(
    [
      { path: paths.bookFlight, element: <FlightPage /> },
      { path: paths.home, element: <p>Home page</p> },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
}

function leg(label: 'Outbound' | 'Return') {
  return within(screen.getByRole('article', { name: label }));
}

function factsOf(regionName: string): Record<string, string> {
  const region = screen.getByRole('region', { name: regionName });
  const facts: Record<string, string> = {};
  for (const term of region.querySelectorAll('dt')) {
    facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return facts;
}

function partnerSearch() {
  const card = within(screen.getByRole('complementary', { name: 'Book This Flight' }));
  const link = card.getByRole('link', { name: `Book on ${brand.links.bookingSiteName}` });
  return { card, link, url: new URL(link.getAttribute('href') ?? '', 'http://localhost') };
}

describe('the flight page', () => {
  it('shows the carrier, flight number, aircraft, cabin class, the outbound leg, baggage, policies and amenities', () => {
    visit('/book/flight/flight-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Orlando to Saint Lucia' })).toBeTruthy();
    for (const text of ['Caribbean Skies', 'Airbus A321neo', 'Economy']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText(/CS 412/).length).toBeGreaterThan(0);

    const outbound = leg('Outbound');
    expect(outbound.getByText('8:05 AM')).toBeTruthy();
    expect(outbound.getByText('1:35 PM')).toBeTruthy();
    expect(outbound.getByText('Orlando International Airport')).toBeTruthy();
    expect(outbound.getByText('Terminal C')).toBeTruthy();
    expect(outbound.getByText('Hewanorra International Airport')).toBeTruthy();
    expect(outbound.getByText('Main Terminal')).toBeTruthy();
    expect(outbound.getByText(/Duration 4h 30m/)).toBeTruthy();
    // A search without a return date is one way.
    expect(screen.queryByRole('article', { name: 'Return' })).toBeNull();

    expect(factsOf('Baggage')).toEqual({
      'Carry-on': 'One carry-on bag up to 22 lb (10 kg) and one personal item included',
      Checked: 'First checked bag up to 50 lb (23 kg) $35; second bag $45',
    });
    expect(Object.keys(factsOf('Policies'))).toEqual(['Cancellation', 'Changes', 'Check-in']);
    expect(factsOf('Policies').Cancellation).toMatch(/Free cancellation within 24 hours/);
    expect(screen.getByText('Seat-back entertainment')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your Trip Details' })).toBeNull();
  });

  it('books the flight’s own route on the partner site without a search, for one passenger', () => {
    visit('/book/flight/flight-2');
    const { card, link, url } = partnerSearch();
    expect(card.getByText('$529')).toBeTruthy();
    expect(card.getByText(/per person/)).toBeTruthy();
    expect(link.getAttribute('target')).toBe('_blank');
    // Through this server, which adds the agency's partner settings on the way.
    expect(url.pathname).toBe('/api/partner-search/flights');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: 'UVF', to: 'MCO', passengers: '1' });
    expect(card.getByRole('link', { name: 'Contact Our Agent' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Back to Search' }).getAttribute('href')).toBe('/');
  });

  it('shows a searched round trip: both legs, the trip details and a second leg at the partner', () => {
    visit(
      '/book/flight/flight-1?from=Orlando&to=Saint+Lucia&departDate=2026-12-20&returnDate=2026-12-27&passengers=2',
    );
    expect(leg('Outbound').getByText('CS 412 · December 20, 2026')).toBeTruthy();
    const back = leg('Return');
    expect(back.getByText('CS 413 · December 27, 2026')).toBeTruthy();
    expect(back.getByText('2:45 PM')).toBeTruthy();
    expect(back.getByText('6:25 PM')).toBeTruthy();
    expect(back.getByText(/Duration 4h 40m/)).toBeTruthy();

    expect(factsOf('Your Trip Details')).toEqual({
      From: 'Orlando',
      To: 'Saint Lucia',
      Departure: 'December 20, 2026',
      Passengers: '2',
    });
    expect(Object.fromEntries(partnerSearch().url.searchParams)).toEqual({
      from: 'Orlando',
      to: 'Saint Lucia',
      departDate: '2026-12-20',
      returnDate: '2026-12-27',
      passengers: '2',
    });
  });

  it('counts one passenger by default and shows trip details only with from and to', () => {
    visit('/book/flight/flight-1?from=MCO&to=UVF&departDate=2026-12-20');
    expect(factsOf('Your Trip Details')).toMatchObject({ From: 'MCO', To: 'UVF', Passengers: '1' });
    expect(partnerSearch().url.searchParams.has('returnDate')).toBe(false);
  });

  it('leaves the trip details out when the destination is missing', () => {
    visit('/book/flight/flight-1?from=MCO&departDate=2026-12-20');
    expect(screen.queryByRole('region', { name: 'Your Trip Details' })).toBeNull();
  });

  it('says the flight flies another route than the one searched, and leads to the one that does', () => {
    visit('/book/flight/flight-1?from=St+Lucia&to=Orlando&departDate=2027-01-10&passengers=2');
    const notice = within(screen.getByRole('region', { name: "This search can't be shown" }));
    expect(
      notice.getByText(
        'This flight goes from Orlando (MCO) to Saint Lucia (UVF), not from St Lucia to Orlando.',
      ),
    ).toBeTruthy();
    expect(
      notice
        .getByRole('link', { name: /SB 731, Saint Lucia \(UVF\) to Orlando \(MCO\)/ })
        .getAttribute('href'),
    ).toBe('/book/flight/flight-2?from=St+Lucia&to=Orlando&departDate=2027-01-10&passengers=2');
    expect(screen.queryByRole('region', { name: 'Your Trip Details' })).toBeNull();
    expect(Object.fromEntries(partnerSearch().url.searchParams)).toEqual({
      from: 'MCO',
      to: 'UVF',
      passengers: '1',
    });
  });

  it('refuses a destination the flight does not reach', () => {
    visit('/book/flight/flight-2?from=Saint+Lucia&to=Barbados');
    expect(
      screen.getByText(
        'This flight goes from Saint Lucia (UVF) to Orlando (MCO), not from Saint Lucia to Barbados.',
      ),
    ).toBeTruthy();
  });

  it('refuses passengers out of range and a return before the departure', () => {
    visit('/book/flight/flight-1?from=MCO&to=UVF&departDate=2027-01-10&returnDate=2027-01-03&passengers=12');
    const notice = within(screen.getByRole('region', { name: "This search can't be shown" }));
    expect(notice.getByText('Return date must be after departure date')).toBeTruthy();
    expect(notice.getByText('Passengers must be between 1 and 9')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Return' })).toBeNull();
  });

  it('says an unknown flight does not exist and leads home', () => {
    visit('/book/flight/flight-7?from=MCO&to=UVF');
    expect(screen.getByRole('heading', { level: 1, name: 'Flight Not Found' })).toBeTruthy();
    expect(screen.getByText("The flight you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('complementary', { name: 'Book This Flight' })).toBeNull();
  });
});
