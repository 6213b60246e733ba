import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { brand } from './brand.ts';
import {
  FlightSearch,
  HotelSearch,
  bookingSearchMessages as messages,
  flightBookingUrl,
  hotelBookingUrl,
} from './bookingSearch.ts';

/** The first message per field, as the forms show them. */
function fieldMessages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const found: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = v.getDotPath(issue) ?? '';
    found[key] ??= issue.message;
  }
  return found;
}

const stay = { destination: 'Saint Lucia', checkIn: '2026-12-20', checkOut: '2026-12-27' };
const trip = { from: 'Orlando', to: 'Saint Lucia', departDate: '2026-12-20', returnDate: '2026-12-27' };

describe('HotelSearch', () => {
  it('fills in one room, two adults and no children', () => {
    expect(v.parse(HotelSearch, stay)).toEqual({ ...stay, rooms: 1, adults: 2, children: 0 });
  });

  it('reads counts typed into a form as text and trims the destination', () => {
    expect(
      v.parse(HotelSearch, { ...stay, destination: '  Orlando ', rooms: '2', adults: '4', children: '' }),
    ).toEqual({ ...stay, destination: 'Orlando', rooms: 2, adults: 4, children: 0 });
  });

  it('asks for the destination and both dates', () => {
    expect(fieldMessages(HotelSearch, { destination: ' ', checkIn: '', checkOut: null })).toEqual({
      destination: messages.destinationRequired,
      checkIn: messages.checkInRequired,
      checkOut: messages.checkOutRequired,
    });
    expect(fieldMessages(HotelSearch, {})).toEqual({
      destination: 'Destination is required',
      checkIn: 'Check-in date is required',
      checkOut: 'Check-out date is required',
    });
  });

  it('refuses days that do not exist', () => {
    expect(fieldMessages(HotelSearch, { ...stay, checkIn: '2027-02-30', checkOut: 'soon' })).toEqual({
      checkIn: 'Check-in date must be a valid date',
      checkOut: 'Check-out date must be a valid date',
    });
    expect(fieldMessages(HotelSearch, { ...stay, checkIn: '2026-12-32' })).toEqual({
      checkIn: messages.checkInInvalid,
    });
  });

  it('wants check-out after check-in, even while another field is missing', () => {
    const message = 'Check-out date must be after check-in date';
    expect(fieldMessages(HotelSearch, { ...stay, checkOut: '2026-12-20' })).toEqual({ checkOut: message });
    expect(fieldMessages(HotelSearch, { ...stay, checkOut: '2026-12-19' })).toEqual({ checkOut: message });
    expect(fieldMessages(HotelSearch, { ...stay, destination: '', checkOut: '2026-12-01' })).toEqual({
      destination: messages.destinationRequired,
      checkOut: message,
    });
  });

  it('keeps rooms within 1-8, adults within 1-14 and children within 0-6', () => {
    expect(fieldMessages(HotelSearch, { ...stay, rooms: 0, adults: 15, children: 7 })).toEqual({
      rooms: 'Rooms must be between 1 and 8',
      adults: 'Adults must be between 1 and 14',
      children: 'Children must be between 0 and 6',
    });
    expect(fieldMessages(HotelSearch, { ...stay, rooms: '9', adults: '0', children: '-1' })).toEqual({
      rooms: messages.rooms,
      adults: messages.adults,
      children: messages.children,
    });
    expect(fieldMessages(HotelSearch, { ...stay, rooms: '1.5', adults: 'two' })).toEqual({
      rooms: messages.rooms,
      adults: messages.adults,
    });
    expect(v.parse(HotelSearch, { ...stay, rooms: 8, adults: 14, children: 6 })).toMatchObject({
      rooms: 8,
      adults: 14,
      children: 6,
    });
  });
});

describe('FlightSearch', () => {
  it('is a round trip for one passenger unless told otherwise', () => {
    expect(v.parse(FlightSearch, trip)).toEqual({ ...trip, passengers: 1, tripType: 'roundTrip' });
  });

  it('takes a one-way trip without a return date', () => {
    expect(v.parse(FlightSearch, { ...trip, returnDate: '', tripType: 'oneWay', passengers: '3' })).toEqual({
      ...trip,
      returnDate: null,
      tripType: 'oneWay',
      passengers: 3,
    });
  });

  it('asks for where from, where to and the departure date', () => {
    expect(fieldMessages(FlightSearch, { tripType: 'oneWay' })).toEqual({
      from: 'Departure city or airport is required',
      to: 'Destination city or airport is required',
      departDate: 'Departure date is required',
    });
    expect(fieldMessages(FlightSearch, { ...trip, departDate: '2026-13-01' })).toEqual({
      departDate: 'Departure date must be a valid date',
    });
  });

  it('needs a return date for a round trip', () => {
    expect(fieldMessages(FlightSearch, { ...trip, returnDate: '' })).toEqual({
      returnDate: 'Return date is required for round trip flights',
    });
    expect(fieldMessages(FlightSearch, { ...trip, returnDate: undefined, tripType: 'roundTrip' })).toEqual({
      returnDate: messages.returnDateRequired,
    });
  });

  it('wants the return after the departure', () => {
    const message = 'Return date must be after departure date';
    expect(fieldMessages(FlightSearch, { ...trip, returnDate: '2026-12-20' })).toEqual({
      returnDate: message,
    });
    expect(fieldMessages(FlightSearch, { ...trip, returnDate: '2026-12-01' })).toEqual({
      returnDate: message,
    });
    expect(fieldMessages(FlightSearch, { ...trip, returnDate: '2026-12-32' })).toEqual({
      returnDate: 'Return date must be a valid date',
    });
  });

  it('refuses a return date on a one-way trip', () => {
    expect(fieldMessages(FlightSearch, { ...trip, tripType: 'oneWay' })).toEqual({
      returnDate: 'Return date must be omitted for one-way flights',
    });
  });

  it('keeps passengers within 1-9 and the trip type to the two kinds', () => {
    expect(fieldMessages(FlightSearch, { ...trip, passengers: 10 })).toEqual({
      passengers: 'Passengers must be between 1 and 9',
    });
    expect(fieldMessages(FlightSearch, { ...trip, passengers: '0' })).toEqual({
      passengers: messages.passengers,
    });
    expect(fieldMessages(FlightSearch, { ...trip, tripType: 'multiCity' })).toEqual({
      tripType: 'Trip type must be one-way or round trip',
    });
  });
});

describe('the partner booking site’s searches', () => {
  it('opens the hotel search with the destination, dates, rooms and adults', () => {
    const url = new URL(
      hotelBookingUrl({
        destination: 'Soufrière, Saint Lucia',
        checkIn: '2026-12-20',
        checkOut: '2026-12-27',
        rooms: 2,
        adults: 3,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(brand.links.hotelSearch);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      destination: 'Soufrière, Saint Lucia',
      startDate: '2026-12-20',
      endDate: '2026-12-27',
      rooms: '2',
      adults: '3',
    });
  });

  it('leaves the dates out of the hotel search when there are none', () => {
    const url = new URL(hotelBookingUrl({ destination: 'Orlando', rooms: 1, adults: 2 }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ destination: 'Orlando', rooms: '1', adults: '2' });
  });

  it('searches one leg, adults from passengers, economy, cheapest first', () => {
    const url = new URL(
      flightBookingUrl({ from: 'MCO', to: 'UVF', departDate: '2026-12-20', passengers: 3 }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(brand.links.flightSearch);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      trip: 'oneway',
      leg1: 'from:MCO,to:UVF,departure:12/20/2026TANYT',
      passengers: 'adults:3,children:0,seniors:0,infantinlap:N',
      options: 'cabinclass:economy,sortby:price',
      mode: 'search',
    });
  });

  it('adds the way back as a second leg when there is a return date', () => {
    const url = new URL(
      flightBookingUrl({
        from: 'Orlando, FL',
        to: 'Saint Lucia',
        departDate: '2026-12-20',
        returnDate: '2027-01-03',
        passengers: 1,
      }),
    );
    expect(url.searchParams.get('trip')).toBe('roundtrip');
    expect(url.searchParams.get('leg1')).toBe('from:Orlando FL,to:Saint Lucia,departure:12/20/2026TANYT');
    expect(url.searchParams.get('leg2')).toBe('from:Saint Lucia,to:Orlando FL,departure:01/03/2027TANYT');
    expect(url.searchParams.get('passengers')).toBe('adults:1,children:0,seniors:0,infantinlap:N');
  });

  it('searches the route alone when no date is known', () => {
    const url = new URL(flightBookingUrl({ from: 'UVF', to: 'MCO', passengers: 1 }));
    expect(url.searchParams.get('leg1')).toBe('from:UVF,to:MCO');
    expect(url.searchParams.has('leg2')).toBe(false);
  });
});
