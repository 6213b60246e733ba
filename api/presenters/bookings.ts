import type { BookingDto } from '@contract/bookings.ts';
import type { BookingsRow, ClientsRow, ItinerariesRow } from '@db/schema/rows.ts';
import { isoInstant } from './clients.ts';

/** A booking row joined with its itinerary's title and that itinerary's client. */
export type BookingWithItineraryRow = BookingsRow & {
  itineraryTitle: ItinerariesRow['title'];
  clientId: ClientsRow['id'];
  clientFirstName: ClientsRow['firstName'];
  clientLastName: ClientsRow['lastName'];
};

/**
 * A booking row; when joined with itineraryTitle, clientId, clientFirstName and
 * clientLastName it also carries itinerary {id, title, client}.
 */
export function presentBooking(row: BookingsRow | BookingWithItineraryRow): BookingDto {
  const booking: BookingDto = {
    id: row.id,
    itineraryId: row.itineraryId,
    type: row.type,
    title: row.title,
    details: row.details ?? null,
    cost: row.cost == null ? null : Number(row.cost),
    currency: row.currency,
    status: row.status,
    bookingReference: row.bookingReference ?? null,
    supplierInfo: row.supplierInfo ?? null,
    startDate: row.startDate ?? null,
    endDate: row.endDate ?? null,
    version: Number(row.version),
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
  if ('itineraryTitle' in row && row.itineraryTitle !== undefined) {
    booking.itinerary = {
      id: row.itineraryId,
      title: row.itineraryTitle,
      client: {
        id: row.clientId,
        firstName: row.clientFirstName,
        lastName: row.clientLastName,
      },
    };
  }
  return booking;
}
