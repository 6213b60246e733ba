/**
 * Bookings on the wire: the booking form's schema and the API's, with the messages of the
 * agent reads under each field. `details` and `supplierInfo` are JSON held in text.
 */
import * as v from 'valibot';
import { OptionalText } from './clients.ts';
import { OptionalCalendarDay } from './dates.ts';
import { Currency, OptionalMoney, datesInOrder } from './itineraries.ts';
import { amountTooLarge } from './money.ts';

export const BOOKING_TYPES = ['flight', 'hotel', 'activity', 'transport', 'restaurant', 'other'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingMessages = {
  itineraryRequired: 'Itinerary is required',
  typeInvalid: 'Type must be one of flight, hotel, activity, transport, restaurant, other',
  titleRequired: 'Title is required',
  costPositive: 'Cost must be positive',
  costTooLarge: amountTooLarge('Cost'),
  statusInvalid: 'Status must be one of pending, confirmed, cancelled',
  detailsInvalid: 'Details must be valid JSON',
  supplierInfoInvalid: 'Supplier info must be valid JSON',
  startDateInvalid: 'Start date must be a date',
  endDateInvalid: 'End date must be a date',
  endBeforeStart: 'End date must be on or after the start date',
  tooLong: 'This field is too long',
  notFound: 'Booking not found',
  created: 'Booking added successfully!',
  updated: 'Booking updated successfully!',
  deleted: 'Booking deleted successfully!',
} as const;

/** What a booking's details JSON may say: all optional text. */
export interface BookingDetails {
  description?: string;
  location?: string;
  startTime?: string;
  endTime?: string;
}

/**
 * A booking's details JSON as an object, the keys this product does not know kept; text that
 * is not a JSON object reads as no details.
 */
export function readBookingDetails(text: unknown): BookingDetails & Record<string, unknown> {
  if (typeof text !== 'string' || text === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    // Named as the details without checking each known key: a stored value of another type is
    // kept as it is (detailText and the calendar read only text), as the office has always read it.
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as BookingDetails & Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** One of the details' texts, or null when it is missing, empty or not text. */
export function detailText(details: Record<string, unknown>, key: keyof BookingDetails): string | null {
  const value = details[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Optional JSON text: blank becomes null; anything else must parse. */
const JsonText = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(20_000, bookingMessages.tooLong),
    v.check((value) => value === '' || isJson(value), message),
    v.transform((value) => (value === '' ? null : value)),
  );

const bookingFields = {
  itineraryId: v.pipe(
    v.optional(v.nullable(v.string(bookingMessages.itineraryRequired)), ''),
    v.transform((value) => value ?? ''),
    v.uuid(bookingMessages.itineraryRequired),
  ),
  type: v.picklist(BOOKING_TYPES, bookingMessages.typeInvalid),
  title: v.pipe(
    v.optional(v.nullable(v.string(bookingMessages.titleRequired)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(bookingMessages.titleRequired),
    v.maxLength(200, bookingMessages.tooLong),
  ),
  details: JsonText(bookingMessages.detailsInvalid),
  cost: OptionalMoney(bookingMessages.costPositive, bookingMessages.costTooLarge),
  currency: Currency,
  status: v.optional(v.picklist(BOOKING_STATUSES, bookingMessages.statusInvalid), 'pending'),
  bookingReference: OptionalText(200),
  supplierInfo: JsonText(bookingMessages.supplierInfoInvalid),
  startDate: OptionalCalendarDay(bookingMessages.startDateInvalid),
  endDate: OptionalCalendarDay(bookingMessages.endDateInvalid),
};

export const BookingInput = v.pipe(
  v.object(bookingFields),
  v.forward(
    v.check((input) => datesInOrder(input.startDate, input.endDate), bookingMessages.endBeforeStart),
    ['endDate'],
  ),
);
export type BookingInput = v.InferOutput<typeof BookingInput>;

/** An edit sends the fields it changes (never the itinerary: a booking stays where it is). */
const { itineraryId: _itineraryId, ...editableFields } = bookingFields;
export const BookingUpdate = v.partial(v.object(editableFields));
export type BookingUpdate = v.InferOutput<typeof BookingUpdate>;

export const BookingListQuery = v.object({
  itineraryId: v.optional(
    v.pipe(v.string(bookingMessages.itineraryRequired), v.uuid(bookingMessages.itineraryRequired)),
  ),
});
export type BookingListQuery = v.InferOutput<typeof BookingListQuery>;

export interface BookingDto {
  id: string;
  itineraryId: string;
  type: BookingType;
  title: string;
  details: string | null;
  cost: number | null;
  currency: string;
  status: BookingStatus;
  bookingReference: string | null;
  supplierInfo: string | null;
  startDate: string | null;
  endDate: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  itinerary?: { id: string; title: string; client: { id: string; firstName: string; lastName: string } };
}
