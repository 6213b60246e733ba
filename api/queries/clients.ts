import { compareClientsByName, matchesClientSearch, type SearchableClient } from '@contract/clientSearch.ts';
import type { Queryable } from '@db/index.ts';
import type { AgentQuotesRow, ClientsRow, EmailsRow } from '@db/schema/rows.ts';
import type { Knex } from 'knex';
import { clientsVisibleTo } from '../policies/clients.ts';
import type { SessionUser } from '../types.ts';
import { itinerariesOfClient } from './itineraries.ts';
import { bookingsOfClient } from './bookings.ts';

/** A stored client row as the shared search and order read it. */
function searchable(row: ClientsRow): SearchableClient {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email };
}

/**
 * The clients an actor may see, searched and ordered as the office's list on the device does
 * (contract/clientSearch): by last then first name, optionally by full name or e-mail.
 */
export async function listClients(
  db: Queryable,
  actor: SessionUser,
  { search }: { search?: string } = {},
): Promise<ClientsRow[]> {
  const rows: ClientsRow[] = await clientsVisibleTo(db, actor).select('clients.*');
  return rows
    .map((row) => ({ row, client: searchable(row) }))
    .filter(({ client }) => matchesClientSearch(client, search))
    .sort((a, b) => compareClientsByName(a.client, b.client))
    .map(({ row }) => row);
}

/** One client the actor may see, or undefined (another agent's client reads as missing). */
export async function findClient(
  db: Queryable,
  actor: SessionUser,
  id: string,
): Promise<ClientsRow | undefined> {
  return clientsVisibleTo(db, actor).where('clients.id', id).first('clients.*');
}

/** Agent-owned rows (quotes, e-mails) of a client: admins see all, an agent only their own. */
function ownedRowsOfClient<Query extends Knex.QueryBuilder>(
  query: Query,
  actor: SessionUser,
  table: 'agentQuotes' | 'emails',
  clientId: string,
): Query {
  // A Knex builder changes in place, so the table's own query type stays the caller's.
  query.whereNull(`${table}.deletedAt`).where(`${table}.clientId`, clientId);
  if (actor.role !== 'admin') query.where(`${table}.agentId`, actor.id);
  query.orderBy(`${table}.createdAt`, 'desc');
  return query;
}

const quotesOfClient = (db: Queryable, actor: SessionUser, clientId: string): Promise<AgentQuotesRow[]> =>
  ownedRowsOfClient(db('agentQuotes'), actor, 'agentQuotes', clientId);

const emailsOfClient = (db: Queryable, actor: SessionUser, clientId: string): Promise<EmailsRow[]> =>
  ownedRowsOfClient(db('emails'), actor, 'emails', clientId);

/** The client with their itineraries, bookings, quotes and e-mails the actor may see. */
export async function clientDetail(db: Queryable, actor: SessionUser, id: string) {
  const client = await findClient(db, actor, id);
  if (!client) return undefined;
  const [itineraries, bookings, quotes, emails] = await Promise.all([
    itinerariesOfClient(db, actor, id),
    bookingsOfClient(db, actor, id),
    quotesOfClient(db, actor, id),
    emailsOfClient(db, actor, id),
  ]);
  return { client, itineraries, bookings, quotes, emails };
}
