/** Creating, editing and tombstoning bookings; every write bumps the sync version. */
import type { Trx } from '@db/index.ts';
import { nextVersion, updateVersioned } from '@db/versioning.ts';
import { bookingMessages, type BookingInput, type BookingUpdate } from '@contract/bookings.ts';
import { datesInOrder, itineraryMessages } from '@contract/itineraries.ts';
import { syncMessages } from '@contract/sync.ts';
import { badRequest, notFound } from '../errors.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import type { BookingsRow } from '@db/schema/rows.ts';
import { findBooking } from '../queries/bookings.ts';
import { sentFields } from './clients.ts';
import { bookingClientAccount, bookingNotice, clientNotifier, type BookingFields } from './clientNotices.ts';
import type { Command, SystemCommand } from './command.ts';

/** Adds a booking to an itinerary the actor may see; answers it with its itinerary and client. */
export async function bookingCreator({ trx, actor, input }: Command<BookingInput>) {
  const [stored] = await bookingsCreator({ trx, actor, input: [input] });
  return (await findBooking(trx, actor, stored.id))!;
}

/**
 * Adds bookings to itineraries the actor may see, in one statement, all or none; answers the
 * stored rows (without their itineraries) in the order given.
 */
export async function bookingsCreator({
  trx,
  actor,
  input,
}: Command<BookingInput[]>): Promise<BookingsRow[]> {
  const itineraryIds = [...new Set(input.map((booking) => booking.itineraryId))];
  const visible = await itinerariesVisibleTo(trx, actor)
    .whereIn('itineraries.id', itineraryIds)
    .pluck('itineraries.id');
  if (visible.length < itineraryIds.length) throw notFound(itineraryMessages.notFound);
  const rows = input.map((booking) => ({ ...booking, version: nextVersion(trx) }));
  const stored: BookingsRow[] = await trx('bookings').insert(rows).returning('*');
  for (const booking of stored) await tellTheTraveller(trx, null, booking);
  return stored;
}

/**
 * Edits a booking the actor may see. A booking stays with its itinerary: a change naming an
 * itinerary is refused, rather than answered as if it had moved.
 */
export async function bookingUpdater({
  trx,
  actor,
  input,
}: Command<{ id: string; changes: BookingUpdate; itineraryId?: unknown }>) {
  if ('itineraryId' in input) {
    throw badRequest(syncMessages.bookingMoved, { itineraryId: syncMessages.bookingMoved });
  }
  const existing = await findBooking(trx, actor, input.id);
  if (!existing) throw notFound(bookingMessages.notFound);
  const changes = sentFields(input.changes);
  const startDate = changes.startDate === undefined ? existing.startDate : changes.startDate;
  const endDate = changes.endDate === undefined ? existing.endDate : changes.endDate;
  if (!datesInOrder(startDate, endDate)) {
    throw badRequest(bookingMessages.endBeforeStart, { endDate: bookingMessages.endBeforeStart });
  }
  if (Object.keys(changes).length === 0) return existing;
  await updateVersioned(trx, 'bookings', input.id, changes);
  const updated = (await findBooking(trx, actor, input.id))!;
  await tellTheTraveller(trx, existing, updated);
  return updated;
}

/** Tombstones one booking (the caller has checked visibility). */
export async function bookingTombstoner({ trx, input: { id } }: SystemCommand<{ id: string }>) {
  await updateVersioned(trx, 'bookings', id, { deletedAt: trx.fn.now() });
}

/** Tombstones a booking the actor may see. */
export async function bookingRemover({ trx, actor, input }: Command<{ id: string }>) {
  const existing = await findBooking(trx, actor, input.id);
  if (!existing) throw notFound(bookingMessages.notFound);
  await bookingTombstoner({ trx, input: { id: input.id } });
  await clientNotifier({
    trx,
    input: {
      userId: await bookingClientAccount(trx, existing.itineraryId),
      notice: {
        type: 'booking_removed',
        title: 'Booking removed',
        message: `"${String(existing.title)}" was removed from your trip.`,
        entityType: 'bookings',
        entityId: input.id,
      },
    },
  });
}

/** The client's notice of a booking created or changed, when the change is one they would want to know. */
async function tellTheTraveller(
  trx: Trx,
  before: BookingFields | null,
  after: BookingFields & Pick<BookingsRow, 'itineraryId'>,
) {
  const notice = bookingNotice(before, after);
  if (!notice) return;
  const userId = await bookingClientAccount(trx, after.itineraryId);
  await clientNotifier({ trx, input: { userId, notice } });
}
