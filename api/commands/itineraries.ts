/** Creating, editing and tombstoning itineraries; every write bumps the sync version. */
import type { Knex } from 'knex';
import { insertVersioned, updateVersioned } from '@db/versioning.ts';
import { clientMessages } from '@contract/clients.ts';
import {
  datesInOrder,
  itineraryMessages,
  type ItineraryInput,
  type ItineraryUpdate,
} from '@contract/itineraries.ts';
import { badRequest, notFound } from '../errors.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { findItinerary } from '../queries/itineraries.ts';
import type { SessionUser } from '../types.ts';
import { bookingTombstoner } from './bookings.ts';

interface Command<Input> {
  trx: Knex.Transaction;
  actor: SessionUser;
  input: Input;
}

async function requireVisibleClient(trx: Knex.Transaction, actor: SessionUser, clientId: string) {
  const client = await clientsVisibleTo(trx, actor).where({ 'clients.id': clientId }).first('clients.id');
  if (!client) throw notFound(clientMessages.notFound);
}

/** Creates an itinerary for a client the actor may see; answers the stored row with its client. */
export async function itineraryCreator({ trx, actor, input }: Command<ItineraryInput>) {
  await requireVisibleClient(trx, actor, input.clientId);
  const stored = await insertVersioned(trx, 'itineraries', { ...input });
  return (await findItinerary(trx, actor, stored.id as string))!;
}

/** Edits an itinerary the actor may see; moving it to another client needs that client visible too. */
export async function itineraryUpdater({
  trx,
  actor,
  input,
}: Command<{ id: string; changes: ItineraryUpdate }>) {
  const existing = await findItinerary(trx, actor, input.id);
  if (!existing) throw notFound(itineraryMessages.notFound);
  const changes = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  ) as ItineraryUpdate;
  if (changes.clientId && changes.clientId !== existing.clientId) {
    await requireVisibleClient(trx, actor, changes.clientId);
  }
  const startDate = changes.startDate ?? (existing.startDate as string | null);
  const endDate = changes.endDate ?? (existing.endDate as string | null);
  if (!datesInOrder(startDate, endDate)) {
    throw badRequest(itineraryMessages.endBeforeStart, { endDate: itineraryMessages.endBeforeStart });
  }
  if (Object.keys(changes).length > 0) await updateVersioned(trx, 'itineraries', input.id, changes);
  return (await findItinerary(trx, actor, input.id))!;
}

/** Tombstones an itinerary and its bookings (the caller has checked visibility). */
export async function itineraryTombstoner(trx: Knex.Transaction, itineraryId: string) {
  const bookings = (await trx('bookings').whereNull('deletedAt').where({ itineraryId }).select('id')) as {
    id: string;
  }[];
  for (const booking of bookings) await bookingTombstoner(trx, booking.id);
  await updateVersioned(trx, 'itineraries', itineraryId, { deletedAt: trx.fn.now() });
}

/** Tombstones an itinerary the actor may see, with its bookings, in the caller's transaction. */
export async function itineraryRemover({ trx, actor, input }: Command<{ id: string }>) {
  const existing = await findItinerary(trx, actor, input.id);
  if (!existing) throw notFound(itineraryMessages.notFound);
  await itineraryTombstoner(trx, input.id);
}
