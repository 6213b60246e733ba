import type { BookingDto, BookingStatus, BookingType } from '@contract/bookings.ts';
import { isoInstant } from './clients.ts';

type Row = Record<string, unknown>;

/**
 * A booking row; when joined with itineraryTitle, clientId, clientFirstName and
 * clientLastName it also carries itinerary {id, title, client}.
 */
export function presentBooking(row: Row): BookingDto {
  const booking: BookingDto = {
    id: row.id as string,
    itineraryId: row.itineraryId as string,
    type: row.type as BookingType,
    title: row.title as string,
    details: (row.details as string | null) ?? null,
    cost: row.cost == null ? null : Number(row.cost),
    currency: row.currency as string,
    status: row.status as BookingStatus,
    bookingReference: (row.bookingReference as string | null) ?? null,
    supplierInfo: (row.supplierInfo as string | null) ?? null,
    startDate: (row.startDate as string | null) ?? null,
    endDate: (row.endDate as string | null) ?? null,
    version: Number(row.version),
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
  if (row.itineraryTitle !== undefined) {
    booking.itinerary = {
      id: row.itineraryId as string,
      title: row.itineraryTitle as string,
      client: {
        id: row.clientId as string,
        firstName: row.clientFirstName as string,
        lastName: row.clientLastName as string,
      },
    };
  }
  return booking;
}
