/** Creating, editing and tombstoning clients; every write bumps the sync version. */
import { insertVersioned, nextVersion, tombstoneWithChildren, updateVersioned } from '@db/versioning.ts';
import { clientMessages, type ClientInput, type ClientUpdate } from '@contract/clients.ts';
import { notFound } from '../errors.ts';
import { findClient } from '../queries/clients.ts';
import type { Command } from './command.ts';

/** The keys of `input` that were sent (an edit changes only those). */
export function sentFields<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Creates a client; an agent creating one is assigned to them at once, so they see it. */
export async function clientCreator({ trx, actor, input }: Command<ClientInput>) {
  if (actor.role !== 'agent') return insertVersioned(trx, 'clients', { ...input });
  // The client and the assignment in one statement: an office coming back online with
  // hundreds of new clients pays per statement.
  const [client] = (await trx
    .with(
      'client',
      trx('clients')
        .insert({ ...input, version: nextVersion(trx) })
        .returning('*'),
    )
    .with(
      'assignment',
      trx.raw('insert into client_agent_assignments (client_id, agent_id) select id, ? from client', [
        actor.id,
      ]),
    )
    .select('*')
    .from('client')) as Record<string, unknown>[];
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
  await tombstoneWithChildren(trx, 'clients', input.id);
}
