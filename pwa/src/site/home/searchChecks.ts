/**
 * The home page's hotel and flight searches checked with the shared schemas, and where each
 * leads: the partner site's search for what was typed, through this server (which adds the
 * agency's affiliate settings). Fetched on the first search, so the schemas and valibot stay
 * out of the home page's first download.
 */
import {
  FlightSearch,
  HotelSearch,
  partnerFlightSearchPath,
  partnerHotelSearchPath,
} from '@contract/bookingSearch';
import { checkWithSchema } from '@pwa/account/forms';
import type { FieldErrors } from '@pwa/lib/fieldErrors';

/** The schema's messages, or the address that opens the partner's search (query string included). */
export type SearchVerdict =
  { errors: FieldErrors; path: null } | { errors: Record<string, never>; path: string };

export function checkHotelSearch(values: unknown): SearchVerdict {
  const result = checkWithSchema(HotelSearch, values);
  if (!result.success) return { errors: result.errors, path: null };
  return { errors: {}, path: partnerHotelSearchPath(result.output) };
}

export function checkFlightSearch(values: unknown): SearchVerdict {
  const result = checkWithSchema(FlightSearch, values);
  if (!result.success) return { errors: result.errors, path: null };
  const { tripType, returnDate, ...trip } = result.output;
  return {
    errors: {},
    path: partnerFlightSearchPath({ ...trip, returnDate: tripType === 'roundTrip' ? returnDate : null }),
  };
}
