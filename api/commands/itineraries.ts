/** Creating, editing and tombstoning itineraries; every write bumps the sync version. */
import type { Knex } from 'knex';
import { markSyncScopeChanged, nextVersion, tombstoneWithChildren, updateVersioned } from '@db/versioning.ts';
import { clientMessages } from '@contract/clients.ts';
import {
  datesInOrder,
  itineraryMessages,
  type ItineraryInput,
  type ItineraryUpdate,
} from '@contract/itineraries.ts';
import { badRequest, notFound } from '../errors.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import type { BookingsRow, ItinerariesRow } from '@db/schema/rows.ts';
import { findItinerary } from '../queries/itineraries.ts';
import { sentFields } from './clients.ts';
import type { SessionUser } from '../types.ts';
import type { Command, SystemCommand } from './command.ts';

async function requireVisibleClient(trx: Knex.Transaction, actor: SessionUser, clientId: string) {
  await requireVisibleClients(trx, actor, [clientId]);
}

async function requireVisibleClients(trx: Knex.Transaction, actor: SessionUser, clientIds: string[]) {
  const wanted = [...new Set(clientIds)];
  const visible = await clientsVisibleTo(trx, actor).whereIn('clients.id', wanted).pluck('clients.id');
  if (visible.length < wanted.length) throw notFound(clientMessages.notFound);
}

/** Creates an itinerary for a client the actor may see; answers the stored row with its client. */
export async function itineraryCreator({ trx, actor, input }: Command<ItineraryInput>) {
  const [stored] = await itinerariesCreator({ trx, actor, input: [input] });
  return (await findItinerary(trx, actor, stored.id))!;
}

/**
 * Creates itineraries for clients the actor may see, in one statement, all or none; answers
 * the stored rows (without their clients) in the order given.
 */
export async function itinerariesCreator({
  trx,
  actor,
  input,
}: Command<ItineraryInput[]>): Promise<ItinerariesRow[]> {
  await requireVisibleClients(
    trx,
    actor,
    input.map((itinerary) => itinerary.clientId),
  );
  const rows = input.map((itinerary) => ({ ...itinerary, version: nextVersion(trx) }));
  return trx('itineraries').insert(rows).returning('*');
}

/**
 * An itinerary moved to another client: its bookings take new versions, so agents of the new
 * client pull them, and agents of the old client only are told to start over, since rows they
 * may no longer see never send them a tombstone.
 */
async function itineraryMoved(trx: Knex.Transaction, itineraryId: string, from: string, to: string) {
  const bookings: Pick<BookingsRow, 'id'>[] = await trx('bookings')
    .whereNull('deletedAt')
    .where({ itineraryId })
    .orderBy('id')
    .select('id');
  for (const booking of bookings) await updateVersioned(trx, 'bookings', booking.id, {});
  const agentsOf = (clientId: string) =>
    trx('clientAgentAssignments').where({ clientId, isActive: true }).select('agentId');
  await markSyncScopeChanged(trx, agentsOf(from).whereNotIn('agentId', agentsOf(to)));
}

/** Edits an itinerary the actor may see; moving it to another client needs that client visible too. */
export async function itineraryUpdater({
  trx,
  actor,
  input,
}: Command<{ id: string; changes: ItineraryUpdate }>) {
  // The client read here decides who is told of a move: no other writer may change it first.
  await trx('itineraries').where({ id: input.id }).forUpdate().first('id');
  const existing = await findItinerary(trx, actor, input.id);
  if (!existing) throw notFound(itineraryMessages.notFound);
  const changes = sentFields(input.changes);
  if (changes.clientId && changes.clientId !== existing.clientId) {
    await requireVisibleClient(trx, actor, changes.clientId);
  }
  const startDate = changes.startDate ?? existing.startDate;
  const endDate = changes.endDate ?? existing.endDate;
  if (!datesInOrder(startDate, endDate)) {
    throw badRequest(itineraryMessages.endBeforeStart, { endDate: itineraryMessages.endBeforeStart });
  }
  if (Object.keys(changes).length > 0) await updateVersioned(trx, 'itineraries', input.id, changes);
  if (changes.clientId && changes.clientId !== existing.clientId) {
    await itineraryMoved(trx, input.id, existing.clientId, changes.clientId);
  }
  return (await findItinerary(trx, actor, input.id))!;
}

/** Tombstones an itinerary and its bookings (the caller has checked visibility). */
export async function itineraryTombstoner({
  trx,
  input: { id: itineraryId },
}: SystemCommand<{ id: string }>) {
  await tombstoneWithChildren(trx, 'itineraries', itineraryId);
}

/** Tombstones an itinerary the actor may see, with its bookings, in the caller's transaction. */
export async function itineraryRemover({ trx, actor, input }: Command<{ id: string }>) {
  const existing = await findItinerary(trx, actor, input.id);
  if (!existing) throw notFound(itineraryMessages.notFound);
  await itineraryTombstoner({ trx, input: { id: input.id } });
}
