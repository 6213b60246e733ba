/** Creating, editing and tombstoning clients; every write bumps the sync version. */
import { nextVersion, tombstoneWithChildren, updateVersioned } from '@db/versioning.ts';
import { clientMessages, type ClientInput, type ClientUpdate } from '@contract/clients.ts';
import { notFound } from '../errors.ts';
import type { ClientsRow } from '@db/schema/rows.ts';
import { findClient } from '../queries/clients.ts';
import type { Command } from './command.ts';

/** The keys of `input` that were sent (an edit changes only those). */
export function sentFields<T extends Record<string, unknown>>(input: T): Partial<T> {
  const sent: Partial<T> = {};
  // A checked input is a plain object: its keys are its own.
  for (const key in input) if (input[key] !== undefined) sent[key] = input[key];
  return sent;
}

/** Creates a client; an agent creating one is assigned to them at once, so they see it. */
export async function clientCreator({ trx, actor, input }: Command<ClientInput>) {
  const [client] = await clientsCreator({ trx, actor, input: [input] });
  return client;
}

/**
 * Creates clients in one statement, all or none; answers the stored rows in the order given.
 * An office coming back online with hundreds of new clients pays per statement.
 */
export async function clientsCreator({ trx, actor, input }: Command<ClientInput[]>): Promise<ClientsRow[]> {
  const rows = input.map((client) => ({ ...client, version: nextVersion(trx) }));
  if (actor.role !== 'agent') return trx('clients').insert(rows).returning('*');
  // The clients and their assignments to the agent in one statement: the rows the CTE inserted.
  return trx
    .with('client', trx('clients').insert(rows).returning('*'))
    .with(
      'assignment',
      trx.raw('insert into client_agent_assignments (client_id, agent_id) select id, ? from client', [
        actor.id,
      ]),
    )
    .select('*')
    .from('client');
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
