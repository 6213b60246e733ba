import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { brand } from '@contract/brand';
import { paths } from '@contract/sitePaths';
import { HotelPage } from './HotelPage';

function visit(address: string) {
  const router = createMemoryRouter(
    [
      { path: paths.bookHotel, element: <HotelPage /> },
      { path: paths.home, element: <p>Home page</p> },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function bookingCard() {
  return within(screen.getByRole('complementary', { name: 'Book This Hotel' }));
}

function partnerSearch() {
  const link = bookingCard().getByRole('link', { name: `Book on ${brand.links.bookingSiteName}` });
  return { link, url: new URL(link.getAttribute('href') ?? '', 'http://localhost') };
}

describe('the hotel page', () => {
  it('shows the hotel: image, rating, address, description, times and amenities', () => {
    visit('/book/hotel/hotel-2');
    expect(screen.getByRole('heading', { level: 1, name: 'Rodney Bay Marina Suites' })).toBeTruthy();
    expect(document.title).toBe(`Rodney Bay Marina Suites | ${brand.name}`);

    const image = screen.getByRole('img', { name: /Sailing yachts moored/ });
    expect(image.getAttribute('src')).toBe('/images/hotel-2.svg');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('675');
    expect(image.getAttribute('loading')).toBe('eager');

    // The rating as given, not rounded up to five stars.
    const rating = screen.getByText('Rated 4.8 out of 5').parentElement as HTMLElement;
    expect(rating.textContent).toBe('4.8Rated 4.8 out of 5');
    expect(rating.querySelectorAll('svg')).toHaveLength(1);
    expect(screen.getByText(/Reduit Beach Avenue, Rodney Bay, Gros Islet, Saint Lucia/)).toBeTruthy();
    expect(screen.getByText(/rooftop infinity pool looks across to Pigeon Island/)).toBeTruthy();
    const times = within(screen.getByRole('region', { name: 'Check-in and Check-out' }));
    expect(times.getByText('From 2:00 PM')).toBeTruthy();
    expect(times.getByText('Until 12:00 PM')).toBeTruthy();
    expect(screen.getByText('Rooftop infinity pool')).toBeTruthy();
    expect(screen.getByText('Kids club')).toBeTruthy();
  });

  it('offers the partner search in a new tab, an agent and the notes, beside the price per night', () => {
    visit('/book/hotel/hotel-1');
    expect(bookingCard().getByText('$299')).toBeTruthy();
    expect(bookingCard().getByText(/per night/)).toBeTruthy();
    const { link, url } = partnerSearch();
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // Through this server, which adds the agency's partner settings on the way.
    expect(url.pathname).toBe('/api/partner-search/hotels');
    // Without a search, the partner looks for the hotel's own area, one room, two adults.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      destination: 'Soufrière, Saint Lucia',
      rooms: '1',
      adults: '2',
    });
    expect(bookingCard().getByRole('link', { name: 'Contact Our Agent' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(bookingCard().getByText(`Instant confirmation via ${brand.links.bookingSiteName}`)).toBeTruthy();
    expect(bookingCard().getByText('Contact our agent for special requests or group bookings')).toBeTruthy();
    expect(bookingCard().getByText('All prices include taxes and fees')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Search' }).getAttribute('href')).toBe('/');
  });

  it('shows no stay details without both dates', () => {
    visit('/book/hotel/hotel-3');
    expect(screen.getByRole('heading', { level: 1, name: 'Lake Buena Vista Family Suites' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your Stay Details' })).toBeNull();
  });

  it('shows no stay details with the check-in date alone', () => {
    visit('/book/hotel/hotel-3?checkIn=2026-12-20&rooms=2');
    expect(screen.queryByRole('region', { name: 'Your Stay Details' })).toBeNull();
    expect(partnerSearch().url.searchParams.get('checkIn')).toBe('2026-12-20');
  });

  it('shows the searched stay and hands it to the partner search', () => {
    visit(
      '/book/hotel/hotel-2?destination=Rodney+Bay&checkIn=2026-12-20&checkOut=2026-12-27&rooms=2&adults=3',
    );
    const stay = within(screen.getByRole('region', { name: 'Your Stay Details' }));
    expect(stay.getByText('December 20, 2026')).toBeTruthy();
    expect(stay.getByText('December 27, 2026')).toBeTruthy();
    expect(stay.getByText('Rooms').nextElementSibling?.textContent).toBe('2');
    expect(stay.getByText('Adults').nextElementSibling?.textContent).toBe('3');
    expect(Object.fromEntries(partnerSearch().url.searchParams)).toEqual({
      destination: 'Rodney Bay',
      checkIn: '2026-12-20',
      checkOut: '2026-12-27',
      rooms: '2',
      adults: '3',
    });
  });

  it('counts one room and two adults when the search gives the dates only', () => {
    visit('/book/hotel/hotel-1?checkIn=2027-03-05&checkOut=2027-03-12');
    const stay = within(screen.getByRole('region', { name: 'Your Stay Details' }));
    expect(stay.getByText('March 5, 2027')).toBeTruthy();
    expect(stay.getByText('Rooms').nextElementSibling?.textContent).toBe('1');
    expect(stay.getByText('Adults').nextElementSibling?.textContent).toBe('2');
  });

  it('says why a search that makes no sense is set aside, and books the hotel without it', () => {
    visit('/book/hotel/hotel-2?destination=Rodney+Bay&checkIn=2026-12-27&checkOut=2026-12-20&rooms=9');
    const notice = within(screen.getByRole('region', { name: "This search can't be shown" }));
    expect(notice.getByText('Check-out date must be after check-in date')).toBeTruthy();
    expect(notice.getByText('Rooms must be between 1 and 8')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your Stay Details' })).toBeNull();
    expect(Object.fromEntries(partnerSearch().url.searchParams)).toEqual({
      destination: 'Rodney Bay, Saint Lucia',
      rooms: '1',
      adults: '2',
    });
  });

  it('refuses a day that does not exist and guests out of range', () => {
    visit('/book/hotel/hotel-1?checkIn=2027-02-30&checkOut=2027-03-02&adults=0&children=9');
    const notice = within(screen.getByRole('region', { name: "This search can't be shown" }));
    expect(notice.getByText('Check-in date must be a valid date')).toBeTruthy();
    expect(notice.getByText('Adults must be between 1 and 14')).toBeTruthy();
    expect(notice.getByText('Children must be between 0 and 6')).toBeTruthy();
  });

  it('shows no notice for a search that makes sense', () => {
    visit('/book/hotel/hotel-1?checkIn=2027-03-05&checkOut=2027-03-12&adults=4');
    expect(screen.queryByRole('region', { name: "This search can't be shown" })).toBeNull();
  });

  it('says an unknown hotel does not exist and leads home', () => {
    visit('/book/hotel/hotel-9?checkIn=2026-12-20&checkOut=2026-12-27');
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel Not Found' })).toBeTruthy();
    expect(screen.getByText("The hotel you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('complementary', { name: 'Book This Hotel' })).toBeNull();
    expect(document.title).toBe(`Hotel Not Found | ${brand.name}`);
  });
});
