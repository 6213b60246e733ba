/** Creating, editing and tombstoning clients; every write bumps the sync version. */
import { insertVersioned, updateVersioned } from '@db/versioning.ts';
import { clientMessages, type ClientInput, type ClientUpdate } from '@contract/clients.ts';
import { notFound } from '../errors.ts';
import { findClient } from '../queries/clients.ts';
import type { Command } from './command.ts';
import { itineraryTombstoner } from './itineraries.ts';

/** The keys of `input` that were sent (an edit changes only those). */
export function sentFields<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Creates a client; an agent creating one is assigned to them at once, so they see it. */
export async function clientCreator({ trx, actor, input }: Command<ClientInput>) {
  const client = await insertVersioned(trx, 'clients', { ...input });
  if (actor.role === 'agent') {
    await trx('clientAgentAssignments').insert({ clientId: client.id, agentId: actor.id });
  }
  return client;
}

/** Edits a client the actor may see. */
export async function clientUpdater({ trx, actor, input }: Command<{ id: string; changes: ClientUpdate }>) {
  const existing = await findClient(trx, actor, input.id);
  if (!existing) throw notFound(clientMessages.notFound);
  const changes = sentFields(input.changes);
  if (Object.keys(changes).length === 0) return existing;
  return (await updateVersioned(trx, 'clients', input.id, changes))!;
}

/** Tombstones a client the actor may see, with their itineraries and those itineraries' bookings. */
export async function clientRemover({ trx, actor, input }: Command<{ id: string }>) {
  const existing = await findClient(trx, actor, input.id);
  if (!existing) throw notFound(clientMessages.notFound);
  const itineraries = (await trx('itineraries')
    .whereNull('deletedAt')
    .where({ clientId: input.id })
    .select('id')) as { id: string }[];
  for (const itinerary of itineraries) await itineraryTombstoner({ trx, input: { id: itinerary.id } });
  await updateVersioned(trx, 'clients', input.id, { deletedAt: trx.fn.now() });
}
