import type { Queryable } from '@db/index.ts';
import { bookingsVisibleTo } from '../policies/bookings.ts';
import type { SessionUser } from '../types.ts';
import type { BookingWithItineraryRow } from '../presenters/bookings.ts';

/** Visible bookings joined with their itinerary's title and client (what presentBooking reads). */
export function bookingsWithItinerary(db: Queryable, actor: SessionUser) {
  return bookingsVisibleTo(db, actor)
    .join('itineraries', 'itineraries.id', 'bookings.itineraryId')
    .join('clients', 'clients.id', 'itineraries.clientId')
    .select(
      'bookings.*',
      'itineraries.title as itineraryTitle',
      'clients.id as clientId',
      'clients.firstName as clientFirstName',
      'clients.lastName as clientLastName',
    );
}

const byStartDate = [
  { column: 'bookings.startDate', nulls: 'last' as const },
  { column: 'bookings.createdAt' },
  { column: 'bookings.id' },
];

/** The bookings the actor may see, by start date; only one itinerary's when itineraryId is given. */
export function listBookings(
  db: Queryable,
  actor: SessionUser,
  { itineraryId }: { itineraryId?: string } = {},
): Promise<BookingWithItineraryRow[]> {
  const query = bookingsWithItinerary(db, actor);
  if (itineraryId) query.where('bookings.itineraryId', itineraryId);
  return query.orderBy(byStartDate);
}

export function bookingsOfClient(
  db: Queryable,
  actor: SessionUser,
  clientId: string,
): Promise<BookingWithItineraryRow[]> {
  return bookingsWithItinerary(db, actor).where('itineraries.clientId', clientId).orderBy(byStartDate);
}

/** One booking the actor may see, or undefined. */
export async function findBooking(
  db: Queryable,
  actor: SessionUser,
  id: string,
): Promise<BookingWithItineraryRow | undefined> {
  return bookingsWithItinerary(db, actor).where('bookings.id', id).first();
}
