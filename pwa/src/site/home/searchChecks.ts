/**
 * The home page's hotel and flight searches checked with the shared schemas, and where each
 * leads: fetched on the first search, so the schemas, valibot and the sample catalogue stay
 * out of the home page's first download.
 */
import { FlightSearch, HotelSearch, flightSearchQuery, hotelSearchQuery } from '@contract/bookingSearch';
import { checkWithSchema } from '@pwa/account/forms';
import type { FieldErrors } from '@pwa/lib/fieldErrors';
import { flightPath, hotelPath } from '@pwa/lib/paths';
import { flightForRoute, hotelForDestination } from '@pwa/site/content/bookingSamples';

/** The schema's messages, or the page that shows the search (query string included). */
export type SearchVerdict =
  { errors: FieldErrors; path: null } | { errors: Record<string, never>; path: string };

export function checkHotelSearch(values: unknown): SearchVerdict {
  const result = checkWithSchema(HotelSearch, values);
  if (!result.success) return { errors: result.errors, path: null };
  const hotel = hotelForDestination(result.output.destination);
  return { errors: {}, path: `${hotelPath(hotel.id)}?${hotelSearchQuery(result.output)}` };
}

export function checkFlightSearch(values: unknown): SearchVerdict {
  const result = checkWithSchema(FlightSearch, values);
  if (!result.success) return { errors: result.errors, path: null };
  const flight = flightForRoute(result.output.from, result.output.to);
  return { errors: {}, path: `${flightPath(flight.id)}?${flightSearchQuery(result.output)}` };
}
