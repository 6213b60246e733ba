/**
 * Itineraries on the wire: the trip builder's form schema and the API's, with the exact
 * messages of the office specification (section 5). Money is integer minor units.
 */
import * as v from 'valibot';
import { OptionalText } from './clients.ts';

export const ITINERARY_STATUSES = ['draft', 'confirmed', 'completed', 'cancelled'] as const;
export type ItineraryStatus = (typeof ITINERARY_STATUSES)[number];

/** The largest amount a money column (PostgreSQL integer) holds, in minor units. */
export const MAX_MINOR_UNITS = 2_147_483_647;

export const itineraryMessages = {
  titleRequired: 'Title is required',
  clientRequired: 'Client is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be on or after the start date',
  totalCostPositive: 'Total cost must be positive',
  amountTooLarge: 'Amount is too large',
  currencyInvalid: 'Currency must be a three-letter code',
  statusInvalid: 'Status must be one of draft, confirmed, completed, cancelled',
  tooLong: 'This field is too long',
  notFound: 'Itinerary not found',
  created: 'Itinerary created successfully!',
  updated: 'Itinerary updated successfully!',
  deleted: 'Itinerary deleted successfully!',
} as const;

/** A required calendar day "YYYY-MM-DD"; missing, null and blank all read as missing. */
export const RequiredDate = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(message),
    v.isoDate(message),
  );

/** An optional calendar day: blank becomes null. */
export const OptionalDate = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((value) => (value ?? '').trim()),
    v.union([v.literal(''), v.pipe(v.string(), v.isoDate(message))], message),
    v.transform((value) => (value === '' ? null : value)),
  );

/** Optional integer minor units, at least 0. */
export const OptionalMoney = (message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(message),
        v.integer(message),
        v.minValue(0, message),
        v.maxValue(MAX_MINOR_UNITS, itineraryMessages.amountTooLarge),
      ),
    ),
    null,
  );

export const Currency = v.pipe(
  v.optional(v.string(itineraryMessages.currencyInvalid), 'USD'),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{3}$/, itineraryMessages.currencyInvalid),
);

const Uuid = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => value ?? ''),
    v.uuid(message),
  );

const itineraryFields = {
  title: v.pipe(
    v.optional(v.nullable(v.string(itineraryMessages.titleRequired)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(itineraryMessages.titleRequired),
    v.maxLength(200, itineraryMessages.tooLong),
  ),
  description: OptionalText(5000),
  clientId: Uuid(itineraryMessages.clientRequired),
  startDate: RequiredDate(itineraryMessages.startDateRequired),
  endDate: RequiredDate(itineraryMessages.endDateRequired),
  totalCost: OptionalMoney(itineraryMessages.totalCostPositive),
  currency: Currency,
  status: v.optional(v.picklist(ITINERARY_STATUSES, itineraryMessages.statusInvalid), 'draft'),
  agentNotes: OptionalText(5000),
};

/** End on or after start, when both are known. */
export function datesInOrder(startDate: string | null | undefined, endDate: string | null | undefined) {
  return !startDate || !endDate || endDate >= startDate;
}

export const ItineraryInput = v.pipe(
  v.object(itineraryFields),
  v.forward(
    v.check((input) => datesInOrder(input.startDate, input.endDate), itineraryMessages.endBeforeStart),
    ['endDate'],
  ),
);
export type ItineraryInput = v.InferOutput<typeof ItineraryInput>;

/** An edit sends the fields it changes; each one present is checked as on creation. */
export const ItineraryUpdate = v.partial(v.object(itineraryFields));
export type ItineraryUpdate = v.InferOutput<typeof ItineraryUpdate>;

export interface ItineraryDto {
  id: string;
  clientId: string;
  title: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  totalCost: number | null;
  currency: string;
  status: ItineraryStatus;
  agentNotes: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  client: { id: string; firstName: string; lastName: string };
}
