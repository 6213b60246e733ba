import type { Queryable } from '@db/index.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import type { SessionUser } from '../types.ts';
import { itinerariesOfClient } from './itineraries.ts';
import { bookingsOfClient } from './bookings.ts';

/** `text` for use inside LIKE: its own %, _ and \ match literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The clients an actor may see, by last then first name, optionally searched by full name or email. */
export function listClients(db: Queryable, actor: SessionUser, { search }: { search?: string } = {}) {
  const query = clientsVisibleTo(db, actor).select('clients.*');
  if (search) {
    const pattern = `%${likeEscape(search)}%`;
    query.where((where) =>
      where
        .whereRaw(`(clients.first_name || ' ' || clients.last_name) ilike ?`, [pattern])
        .orWhereRaw('clients.email ilike ?', [pattern]),
    );
  }
  return query.orderBy([
    { column: 'clients.lastName' },
    { column: 'clients.firstName' },
    { column: 'clients.id' },
  ]) as Promise<Record<string, unknown>[]>;
}

/** One client the actor may see, or undefined (another agent's client reads as missing). */
export async function findClient(db: Queryable, actor: SessionUser, id: string) {
  return (await clientsVisibleTo(db, actor).where({ 'clients.id': id }).first('clients.*')) as
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
