/**
 * Hotel and flight searches. The home page's search forms
 * check with these schemas; the hotel and flight pages read the same searches back from their
 * query strings and hand them on to the partner booking site. Pure valibot: no Node or DOM imports.
 */
import * as v from 'valibot';
import { brand } from './brand.ts';
import { CalendarDay, OptionalCalendarDay, isCalendarDay } from './dates.ts';
import {
  FLIGHT_SEARCH_LIMITS,
  HOTEL_SEARCH_LIMITS,
  TRIP_TYPES,
  type CountLimits,
} from './bookingSearchLimits.ts';

export * from './bookingSearchLimits.ts';

/** Free text longer than this is refused: no place name comes close. */
const PLACE_MAX_LENGTH = 200;

export const bookingSearchMessages = {
  destinationRequired: 'Destination is required',
  checkInRequired: 'Check-in date is required',
  checkInInvalid: 'Check-in date must be a valid date',
  checkOutRequired: 'Check-out date is required',
  checkOutInvalid: 'Check-out date must be a valid date',
  checkOutAfterCheckIn: 'Check-out date must be after check-in date',
  rooms: `Rooms must be between ${HOTEL_SEARCH_LIMITS.rooms.min} and ${HOTEL_SEARCH_LIMITS.rooms.max}`,
  adults: `Adults must be between ${HOTEL_SEARCH_LIMITS.adults.min} and ${HOTEL_SEARCH_LIMITS.adults.max}`,
  children: `Children must be between ${HOTEL_SEARCH_LIMITS.children.min} and ${HOTEL_SEARCH_LIMITS.children.max}`,
  fromRequired: 'Departure city or airport is required',
  toRequired: 'Destination city or airport is required',
  departDateRequired: 'Departure date is required',
  departDateInvalid: 'Departure date must be a valid date',
  returnDateInvalid: 'Return date must be a valid date',
  returnDateRequired: 'Return date is required for round trip flights',
  returnDateAfterDeparture: 'Return date must be after departure date',
  returnDateForOneWay: 'Return date must be omitted for one-way flights',
  passengers: `Passengers must be between ${FLIGHT_SEARCH_LIMITS.passengers.min} and ${FLIGHT_SEARCH_LIMITS.passengers.max}`,
  tripType: 'Trip type must be one-way or round trip',
  tooLong: 'This field is too long',
} as const;

const Place = (required: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(required)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(required),
    v.maxLength(PLACE_MAX_LENGTH, bookingSearchMessages.tooLong),
  );

function countOrDefault(value: number | string | null | undefined, fallback: number): number {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'number') return value;
  const text = value.trim();
  // Number('') is 0, which would slip a blank field past the lower bound of children.
  return text === '' ? fallback : Number(text);
}

/**
 * A whole number within limits. Forms and query strings carry numbers as text, so a numeric
 * string counts; missing or blank takes the default.
 */
const Count = (limits: CountLimits, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(message), v.string(message)], message)), null),
    v.transform((value) => countOrDefault(value, limits.default)),
    v.number(message),
    v.integer(message),
    v.minValue(limits.min, message),
    v.maxValue(limits.max, message),
  );

const Rooms = Count(HOTEL_SEARCH_LIMITS.rooms, bookingSearchMessages.rooms);
const Adults = Count(HOTEL_SEARCH_LIMITS.adults, bookingSearchMessages.adults);
const Children = Count(HOTEL_SEARCH_LIMITS.children, bookingSearchMessages.children);
const Passengers = Count(FLIGHT_SEARCH_LIMITS.passengers, bookingSearchMessages.passengers);

/**
 * Both days are real: a field's own message covers a missing or broken day, and a failed
 * check leaves valibot still running the checks across fields.
 */
function bothDays(first: string, second: string): boolean {
  return isCalendarDay(first) && isCalendarDay(second);
}

/** Days compare as text because both are YYYY-MM-DD. */
function isAfter(first: string, second: string): boolean {
  return second > first;
}

export const HotelSearch = v.pipe(
  v.object({
    destination: Place(bookingSearchMessages.destinationRequired),
    checkIn: CalendarDay(bookingSearchMessages.checkInRequired, bookingSearchMessages.checkInInvalid),
    checkOut: CalendarDay(bookingSearchMessages.checkOutRequired, bookingSearchMessages.checkOutInvalid),
    rooms: Rooms,
    adults: Adults,
    children: Children,
  }),
  // A stay is at least one night.
  v.forward(
    v.partialCheck(
      [['checkIn'], ['checkOut']],
      ({ checkIn, checkOut }) => !bothDays(checkIn, checkOut) || isAfter(checkIn, checkOut),
      bookingSearchMessages.checkOutAfterCheckIn,
    ),
    ['checkOut'],
  ),
);
export type HotelSearchInput = v.InferInput<typeof HotelSearch>;
export type HotelSearch = v.InferOutput<typeof HotelSearch>;

export const FlightSearch = v.pipe(
  v.object({
    from: Place(bookingSearchMessages.fromRequired),
    to: Place(bookingSearchMessages.toRequired),
    departDate: CalendarDay(
      bookingSearchMessages.departDateRequired,
      bookingSearchMessages.departDateInvalid,
    ),
    returnDate: OptionalCalendarDay(bookingSearchMessages.returnDateInvalid),
    passengers: Passengers,
    tripType: v.optional(v.picklist(TRIP_TYPES, bookingSearchMessages.tripType), 'roundTrip'),
  }),
  v.forward(
    v.partialCheck(
      [['tripType'], ['returnDate']],
      ({ tripType, returnDate }) => tripType !== 'roundTrip' || returnDate !== null,
      bookingSearchMessages.returnDateRequired,
    ),
    ['returnDate'],
  ),
  v.forward(
    v.partialCheck(
      [['tripType'], ['returnDate']],
      ({ tripType, returnDate }) => tripType !== 'oneWay' || returnDate === null,
      bookingSearchMessages.returnDateForOneWay,
    ),
    ['returnDate'],
  ),
  v.forward(
    v.partialCheck(
      [['departDate'], ['returnDate']],
      ({ departDate, returnDate }) =>
        returnDate === null || !bothDays(departDate, returnDate) || isAfter(departDate, returnDate),
      bookingSearchMessages.returnDateAfterDeparture,
    ),
    ['returnDate'],
  ),
);
export type FlightSearchInput = v.InferInput<typeof FlightSearch>;
export type FlightSearch = v.InferOutput<typeof FlightSearch>;

// ---------------------------------------------------------------------------------------------
// The searches handed to the partner booking site, and the hotel and flight pages' queries

/**
 * A place that may be left out (a page's query): blank is null, anything else within the length.
 */
const OptionalPlace = v.pipe(
  v.optional(v.nullable(v.string(bookingSearchMessages.tooLong)), null),
  v.transform((value) => (value ?? '').trim() || null),
  v.nullable(v.pipe(v.string(), v.maxLength(PLACE_MAX_LENGTH, bookingSearchMessages.tooLong))),
);

const hotelStayEntries = {
  checkIn: OptionalCalendarDay(bookingSearchMessages.checkInInvalid),
  checkOut: OptionalCalendarDay(bookingSearchMessages.checkOutInvalid),
  rooms: Rooms,
  adults: Adults,
  children: Children,
};

/** When both days are given, the stay is at least one night. */
function stayOrUnknown({ checkIn, checkOut }: { checkIn: string | null; checkOut: string | null }): boolean {
  return !checkIn || !checkOut || isAfter(checkIn, checkOut);
}

const flightTripEntries = {
  departDate: OptionalCalendarDay(bookingSearchMessages.departDateInvalid),
  returnDate: OptionalCalendarDay(bookingSearchMessages.returnDateInvalid),
  passengers: Passengers,
};

/** When both days are given, the way back comes after the way out. */
function tripOrUnknown({
  departDate,
  returnDate,
}: {
  departDate: string | null;
  returnDate: string | null;
}): boolean {
  return !departDate || !returnDate || isAfter(departDate, returnDate);
}

/**
 * A hotel search sent to the partner site: a destination, and what else is known of the stay
 * (a sample hotel's page may have no dates). The home page's form asks for more (HotelSearch).
 */
export const PartnerHotelSearch = v.pipe(
  v.object({ destination: Place(bookingSearchMessages.destinationRequired), ...hotelStayEntries }),
  v.forward(
    v.partialCheck([['checkIn'], ['checkOut']], stayOrUnknown, bookingSearchMessages.checkOutAfterCheckIn),
    ['checkOut'],
  ),
);
export type PartnerHotelSearch = v.InferOutput<typeof PartnerHotelSearch>;

/** A flight search sent to the partner site: a route, and the days and passengers when known. */
export const PartnerFlightSearch = v.pipe(
  v.object({
    from: Place(bookingSearchMessages.fromRequired),
    to: Place(bookingSearchMessages.toRequired),
    ...flightTripEntries,
  }),
  v.forward(
    v.partialCheck(
      [['departDate'], ['returnDate']],
      tripOrUnknown,
      bookingSearchMessages.returnDateAfterDeparture,
    ),
    ['returnDate'],
  ),
);
export type PartnerFlightSearch = v.InferOutput<typeof PartnerFlightSearch>;

/** The hotel page's query: every parameter optional, but what is there must make sense. */
export const HotelPageQuery = v.pipe(
  v.object({ destination: OptionalPlace, ...hotelStayEntries }),
  v.forward(
    v.partialCheck([['checkIn'], ['checkOut']], stayOrUnknown, bookingSearchMessages.checkOutAfterCheckIn),
    ['checkOut'],
  ),
);
export type HotelPageQuery = v.InferOutput<typeof HotelPageQuery>;

/** The flight page's query: every parameter optional, but what is there must make sense. */
export const FlightPageQuery = v.pipe(
  v.object({ from: OptionalPlace, to: OptionalPlace, ...flightTripEntries }),
  v.forward(
    v.partialCheck(
      [['departDate'], ['returnDate']],
      tripOrUnknown,
      bookingSearchMessages.returnDateAfterDeparture,
    ),
    ['returnDate'],
  ),
);
export type FlightPageQuery = v.InferOutput<typeof FlightPageQuery>;

/** What a page read from its query: the search, or the schema's messages when it makes no sense. */
export type CheckedQuery<T> = { search: T; problems: [] } | { search: null; problems: string[] };

function checkQuery<S extends v.GenericSchema>(
  schema: S,
  query: QueryReader,
  names: readonly string[],
): CheckedQuery<v.InferOutput<S>> {
  const given = Object.fromEntries(names.map((name) => [name, query.get(name)]));
  const result = v.safeParse(schema, given);
  if (result.success) return { search: result.output, problems: [] };
  return { search: null, problems: [...new Set(result.issues.map((issue) => issue.message))] };
}

export function checkHotelPageQuery(query: QueryReader): CheckedQuery<HotelPageQuery> {
  return checkQuery(HotelPageQuery, query, [
    'destination',
    'checkIn',
    'checkOut',
    'rooms',
    'adults',
    'children',
  ]);
}

export function checkFlightPageQuery(query: QueryReader): CheckedQuery<FlightPageQuery> {
  return checkQuery(FlightPageQuery, query, ['from', 'to', 'departDate', 'returnDate', 'passengers']);
}

/**
 * This server's address that opens the partner's search: it checks the search and answers with
 * a redirect carrying the agency's affiliate and locale settings, so they never sit in a page.
 */
export const PARTNER_SEARCH_PATHS = {
  hotels: '/api/partner-search/hotels',
  flights: '/api/partner-search/flights',
} as const;

function withEntries(path: string, entries: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  return `${path}?${query.toString()}`;
}

export function partnerHotelSearchPath(search: {
  destination: string;
  checkIn?: string | null;
  checkOut?: string | null;
  rooms: number;
  adults: number;
  children?: number;
}): string {
  return withEntries(PARTNER_SEARCH_PATHS.hotels, {
    destination: search.destination,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    rooms: search.rooms,
    adults: search.adults,
    children: search.children ? search.children : null,
  });
}

export function partnerFlightSearchPath(search: {
  from: string;
  to: string;
  departDate?: string | null;
  returnDate?: string | null;
  passengers: number;
}): string {
  return withEntries(PARTNER_SEARCH_PATHS.flights, {
    from: search.from,
    to: search.to,
    departDate: search.departDate,
    returnDate: search.returnDate,
    passengers: search.passengers,
  });
}

// ---------------------------------------------------------------------------------------------
// The built-in hotel and flight pages' query strings

/** What the pages read their query from: URLSearchParams, or anything answering `get`. */
export interface QueryReader {
  get(name: string): string | null;
}

// ---------------------------------------------------------------------------------------------
// The partner booking site's searches (brand.links)

function withQuery(base: string, query: URLSearchParams): string {
  const url = new URL(base);
  for (const [name, value] of query) url.searchParams.set(name, value);
  return url.toString();
}

export interface HotelBookingSearch {
  destination: string;
  checkIn?: string | null;
  checkOut?: string | null;
  rooms: number;
  adults: number;
}

/** The partner's hotel search for a destination, its dates when known, rooms and adults. */
export function hotelBookingUrl(search: HotelBookingSearch, base: string = brand.links.hotelSearch): string {
  const query = new URLSearchParams({ destination: search.destination });
  if (search.checkIn) query.set('startDate', search.checkIn);
  if (search.checkOut) query.set('endDate', search.checkOut);
  query.set('rooms', String(search.rooms));
  query.set('adults', String(search.adults));
  return withQuery(base, query);
}

export interface FlightBookingSearch {
  from: string;
  to: string;
  departDate?: string | null;
  /** A second leg, back from `to` to `from`, is searched when present. */
  returnDate?: string | null;
  passengers: number;
}

/** "2026-12-20" -> "12/20/2026", the partner's date in a flight leg. */
function usDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** The partner separates a leg's parts with commas, so a place keeps none ("Orlando, FL" -> "Orlando FL"). */
function legPlace(place: string): string {
  return place.replace(/\s*,\s*/g, ' ').trim();
}

function flightLeg(from: string, to: string, day: string | null | undefined): string {
  const parts = [`from:${legPlace(from)}`, `to:${legPlace(to)}`];
  if (day) parts.push(`departure:${usDate(day)}TANYT`);
  return parts.join(',');
}

/**
 * The partner's flight search: the outbound leg, a return leg when there is a return date,
 * the passengers as adults, economy cabin, cheapest first.
 */
export function flightBookingUrl(
  search: FlightBookingSearch,
  base: string = brand.links.flightSearch,
): string {
  const roundTrip = Boolean(search.returnDate);
  const query = new URLSearchParams({
    trip: roundTrip ? 'roundtrip' : 'oneway',
    leg1: flightLeg(search.from, search.to, search.departDate),
  });
  if (roundTrip) query.set('leg2', flightLeg(search.to, search.from, search.returnDate));
  query.set('passengers', `adults:${search.passengers},children:0,seniors:0,infantinlap:N`);
  query.set('options', 'cabinclass:economy,sortby:price');
  query.set('mode', 'search');
  return withQuery(base, query);
}
