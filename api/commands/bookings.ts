/** Creating, editing and tombstoning bookings; every write bumps the sync version. */
import { insertVersioned, updateVersioned } from '@db/versioning.ts';
import { bookingMessages, type BookingInput, type BookingUpdate } from '@contract/bookings.ts';
import { datesInOrder, itineraryMessages } from '@contract/itineraries.ts';
import { badRequest, notFound } from '../errors.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import { findBooking } from '../queries/bookings.ts';
import type { Command, SystemCommand } from './command.ts';

/** Adds a booking to an itinerary the actor may see; answers it with its itinerary and client. */
export async function bookingCreator({ trx, actor, input }: Command<BookingInput>) {
  const itinerary = await itinerariesVisibleTo(trx, actor)
    .where({ 'itineraries.id': input.itineraryId })
    .first('itineraries.id');
  if (!itinerary) throw notFound(itineraryMessages.notFound);
  const stored = await insertVersioned(trx, 'bookings', { ...input });
  return (await findBooking(trx, actor, stored.id as string))!;
}

/** Edits a booking the actor may see. */
export async function bookingUpdater({ trx, actor, input }: Command<{ id: string; changes: BookingUpdate }>) {
  const existing = await findBooking(trx, actor, input.id);
  if (!existing) throw notFound(bookingMessages.notFound);
  const changes = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  ) as BookingUpdate;
  const startDate =
    changes.startDate === undefined ? (existing.startDate as string | null) : changes.startDate;
  const endDate = changes.endDate === undefined ? (existing.endDate as string | null) : changes.endDate;
  if (!datesInOrder(startDate, endDate)) {
    throw badRequest(bookingMessages.endBeforeStart, { endDate: bookingMessages.endBeforeStart });
  }
  if (Object.keys(changes).length > 0) await updateVersioned(trx, 'bookings', input.id, changes);
  return (await findBooking(trx, actor, input.id))!;
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
}
