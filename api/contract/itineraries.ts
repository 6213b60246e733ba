/**
 * Itineraries on the wire: the trip builder's form schema and the API's, with the exact
 * messages the agent reads under each field. Money is integer minor units.
 */
import * as v from 'valibot';
import { OptionalText } from './clients.ts';
import { CalendarDay } from './dates.ts';
import { MAX_AMOUNT, amountTooLarge } from './money.ts';

export const ITINERARY_STATUSES = ['draft', 'confirmed', 'completed', 'cancelled'] as const;
export type ItineraryStatus = (typeof ITINERARY_STATUSES)[number];

export const itineraryMessages = {
  titleRequired: 'Title is required',
  clientRequired: 'Client is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  startDateInvalid: 'Start date must be a real calendar day (YYYY-MM-DD)',
  endDateInvalid: 'End date must be a real calendar day (YYYY-MM-DD)',
  endBeforeStart: 'End date must be on or after the start date',
  totalCostPositive: 'Total cost must be positive',
  totalCostTooLarge: amountTooLarge('Total cost'),
  currencyInvalid: 'Currency must be a three-letter code',
  statusInvalid: 'Status must be one of draft, confirmed, completed, cancelled',
  tooLong: 'This field is too long',
  notFound: 'Itinerary not found',
  created: 'Itinerary created successfully!',
  updated: 'Itinerary updated successfully!',
  deleted: 'Itinerary deleted successfully!',
} as const;

/** Optional integer minor units, from 0 to MAX_AMOUNT. */
export const OptionalMoney = (message: string, tooLarge: string) =>
  v.optional(
    v.nullable(
      v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(MAX_AMOUNT, tooLarge)),
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
  startDate: CalendarDay(itineraryMessages.startDateRequired, itineraryMessages.startDateInvalid),
  endDate: CalendarDay(itineraryMessages.endDateRequired, itineraryMessages.endDateInvalid),
  totalCost: OptionalMoney(itineraryMessages.totalCostPositive, itineraryMessages.totalCostTooLarge),
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
