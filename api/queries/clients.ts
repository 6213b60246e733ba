import { compareClientsByName, matchesClientSearch, type SearchableClient } from '@contract/clientSearch.ts';
import type { Queryable } from '@db/index.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import type { SessionUser } from '../types.ts';
import { itinerariesOfClient } from './itineraries.ts';
import { bookingsOfClient } from './bookings.ts';

/** A stored client row as the shared search and order read it. */
function searchable(row: Record<string, unknown>): SearchableClient {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: String(row.id),
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    email: text(row.email),
  };
}

/**
 * The clients an actor may see, searched and ordered as the office's list on the device does
 * (contract/clientSearch): by last then first name, optionally by full name or e-mail.
 */
export async function listClients(
  db: Queryable,
  actor: SessionUser,
  { search }: { search?: string } = {},
): Promise<Record<string, unknown>[]> {
  const rows = (await clientsVisibleTo(db, actor).select('clients.*')) as Record<string, unknown>[];
  return rows
    .map((row) => ({ row, client: searchable(row) }))
    .filter(({ client }) => matchesClientSearch(client, search))
    .sort((a, b) => compareClientsByName(a.client, b.client))
    .map(({ row }) => row);
}

/** One client the actor may see, or undefined (another agent's client reads as missing). */
export async function findClient(db: Queryable, actor: SessionUser, id: string) {
  return (await clientsVisibleTo(db, actor).where('clients.id', id).first('clients.*')) as
    Record<string, unknown> | undefined;
}

/** Agent-owned rows (quotes, e-mails) of a client: admins see all, an agent only their own. */
function ownedRowsOfClient(
  db: Queryable,
  actor: SessionUser,
  table: 'agentQuotes' | 'emails',
  clientId: string,
) {
  const query = db(table).whereNull(`${table}.deletedAt`).where(`${table}.clientId`, clientId);
  if (actor.role !== 'admin') query.where(`${table}.agentId`, actor.id);
  return query.orderBy(`${table}.createdAt`, 'desc') as Promise<Record<string, unknown>[]>;
}

/** The client with their itineraries, bookings, quotes and e-mails the actor may see. */
export async function clientDetail(db: Queryable, actor: SessionUser, id: string) {
  const client = await findClient(db, actor, id);
  if (!client) return undefined;
  const [itineraries, bookings, quotes, emails] = await Promise.all([
    itinerariesOfClient(db, actor, id),
    bookingsOfClient(db, actor, id),
    ownedRowsOfClient(db, actor, 'agentQuotes', id),
    ownedRowsOfClient(db, actor, 'emails', id),
  ]);
  return { client, itineraries, bookings, quotes, emails };
}
