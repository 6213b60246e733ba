/**
 * The partner searches through this server: a search that makes sense is sent on (302) to the
 * partner's search for exactly what was typed, with the agency's affiliate id and locale; one
 * that does not is refused with the form's own message, and nothing is sent anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSearchMessages } from '@contract/bookingSearch.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { signedIn } from '../clients/officeTestKit.ts';

const partner = {
  BOOKING_PARTNER_HOTEL_SEARCH_URL: 'https://partner.example/Hotel-Search',
  BOOKING_PARTNER_FLIGHT_SEARCH_URL: 'https://partner.example/Flights-Search',
  BOOKING_PARTNER_AFFILIATE_ID: 'US.DIRECT.PHG.1011l42',
  BOOKING_PARTNER_AFFILIATE_PARAM: 'affcid',
  BOOKING_PARTNER_LOCALE: 'en_US',
  BOOKING_PARTNER_LOCALE_PARAM: 'locale',
};

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ env: partner });
});
afterAll(async () => {
  await t?.close();
});

function redirectOf(response: { status: number; headers: Record<string, string> }): URL {
  expect(response.status).toBe(302);
  return new URL(response.headers.location);
}

describe('the partner hotel search', () => {
  it('sends the visitor to the partner search for the destination, dates and guests typed, with the affiliate id and locale', async () => {
    const response = await t.agent().get('/api/partner-search/hotels').query({
      destination: 'Barbados',
      checkIn: '2027-03-10',
      checkOut: '2027-03-17',
      rooms: '2',
      adults: '3',
    });
    const url = redirectOf(response);
    expect(`${url.origin}${url.pathname}`).toBe(partner.BOOKING_PARTNER_HOTEL_SEARCH_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      destination: 'Barbados',
      startDate: '2027-03-10',
      endDate: '2027-03-17',
      rooms: '2',
      adults: '3',
      locale: 'en_US',
      affcid: 'US.DIRECT.PHG.1011l42',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('searches the destination alone when no dates are known, with one room and two adults', async () => {
    const url = redirectOf(
      await t.agent().get('/api/partner-search/hotels').query({ destination: 'Soufrière' }),
    );
    expect(url.searchParams.get('destination')).toBe('Soufrière');
    expect(url.searchParams.get('startDate')).toBeNull();
    expect(url.searchParams.get('rooms')).toBe('1');
    expect(url.searchParams.get('adults')).toBe('2');
  });

  it('is open to every visitor, signed in or not, whatever their role', async () => {
    const agent = await signedIn(t, 'agent');
    const client = await signedIn(t, 'client');
    for (const http of [agent.http, client.http]) {
      redirectOf(await http.get('/api/partner-search/hotels').query({ destination: 'Orlando' }));
    }
  });

  it('refuses a search that makes no sense with its message, sending nobody anywhere', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{}, 'destination', bookingSearchMessages.destinationRequired],
      [{ destination: '  ' }, 'destination', bookingSearchMessages.destinationRequired],
      [
        { destination: 'Orlando', checkIn: '2027-03-17', checkOut: '2027-03-10' },
        'checkOut',
        bookingSearchMessages.checkOutAfterCheckIn,
      ],
      [{ destination: 'Orlando', checkIn: '2027-02-30' }, 'checkIn', bookingSearchMessages.checkInInvalid],
      [{ destination: 'Orlando', rooms: '9' }, 'rooms', bookingSearchMessages.rooms],
      [{ destination: 'Orlando', adults: '0' }, 'adults', bookingSearchMessages.adults],
      [{ destination: 'Orlando', children: '7' }, 'children', bookingSearchMessages.children],
      [{ destination: 'x'.repeat(201) }, 'destination', bookingSearchMessages.tooLong],
    ];
    for (const [query, field, message] of cases) {
      const response = await t.agent().get('/api/partner-search/hotels').query(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body.message).toBe(message);
      expect(response.body.fields[field]).toBe(message);
    }
  });
});

describe('the partner flight search', () => {
  it('sends a round trip with both legs, the passengers as adults, economy and cheapest first', async () => {
    const url = redirectOf(
      await t.agent().get('/api/partner-search/flights').query({
        from: 'Orlando, FL',
        to: 'Saint Lucia',
        departDate: '2027-03-10',
        returnDate: '2027-03-17',
        passengers: '2',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(partner.BOOKING_PARTNER_FLIGHT_SEARCH_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      trip: 'roundtrip',
      leg1: 'from:Orlando FL,to:Saint Lucia,departure:03/10/2027TANYT',
      leg2: 'from:Saint Lucia,to:Orlando FL,departure:03/17/2027TANYT',
      passengers: 'adults:2,children:0,seniors:0,infantinlap:N',
      options: 'cabinclass:economy,sortby:price',
      mode: 'search',
      locale: 'en_US',
      affcid: 'US.DIRECT.PHG.1011l42',
    });
  });

  it('sends a one-way trip without a second leg', async () => {
    const url = redirectOf(
      await t
        .agent()
        .get('/api/partner-search/flights')
        .query({ from: 'UVF', to: 'MCO', departDate: '2027-01-10' }),
    );
    expect(url.searchParams.get('trip')).toBe('oneway');
    expect(url.searchParams.get('leg2')).toBeNull();
    expect(url.searchParams.get('passengers')).toMatch(/^adults:1,/);
  });

  it('refuses a search that makes no sense with its message', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ to: 'UVF' }, 'from', bookingSearchMessages.fromRequired],
      [{ from: 'MCO' }, 'to', bookingSearchMessages.toRequired],
      [
        { from: 'MCO', to: 'UVF', departDate: '2027-03-17', returnDate: '2027-03-10' },
        'returnDate',
        bookingSearchMessages.returnDateAfterDeparture,
      ],
      [{ from: 'MCO', to: 'UVF', passengers: '10' }, 'passengers', bookingSearchMessages.passengers],
      [{ from: 'MCO', to: 'UVF', passengers: 'two' }, 'passengers', bookingSearchMessages.passengers],
    ];
    for (const [query, field, message] of cases) {
      const response = await t.agent().get('/api/partner-search/flights').query(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body.message).toBe(message);
      expect(response.body.fields[field]).toBe(message);
    }
  });
});

describe('without an affiliate id', () => {
  it('sends the search with the locale alone, to the default partner', async () => {
    const plain = await getTestServer();
    try {
      const url = redirectOf(
        await plain.agent().get('/api/partner-search/hotels').query({ destination: 'Orlando' }),
      );
      expect(url.origin).toBe('https://www.expedia.com');
      expect(url.searchParams.get('locale')).toBe('en_US');
      expect(url.searchParams.has('affcid')).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
