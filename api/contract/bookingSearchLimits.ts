/**
 * The bounds of the hotel and flight searches, apart from the schemas that enforce them
 * (bookingSearch.ts): the home page's search forms render these, and fetch the schemas (and
 * valibot) only when a visitor searches. No imports: nothing here may pull code in.
 */
export interface CountLimits {
  min: number;
  max: number;
  default: number;
}

export const HOTEL_SEARCH_LIMITS = {
  rooms: { min: 1, max: 8, default: 1 },
  adults: { min: 1, max: 14, default: 2 },
  children: { min: 0, max: 6, default: 0 },
} as const satisfies Record<string, CountLimits>;

export const FLIGHT_SEARCH_LIMITS = {
  passengers: { min: 1, max: 9, default: 1 },
} as const satisfies Record<string, CountLimits>;

export const TRIP_TYPES = ['oneWay', 'roundTrip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
