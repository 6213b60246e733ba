import type { Queryable } from '@db/index.ts';
import { DASHBOARD_NOTIFICATION_LIMIT } from '@contract/dashboard.ts';
import { bookingsVisibleTo } from '../policies/bookings.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import type { SessionUser } from '../types.ts';
import { notificationsOf } from './notifications.ts';

type Row = Record<string, unknown>;

/** Quote request columns a client reads back: contact, passport and emergency details stay out. */
const QUOTE_COLUMNS = [
  'id',
  'groupName',
  'firstName',
  'lastName',
  'numberOfTravelers',
  'budgetRange',
  'departureDate',
  'returnDate',
  'specialRequests',
  'createdAt',
] as const;

/** What the client's dashboard is made of, every list scoped to the client's own rows. */
export interface ClientDashboardRows {
  /** The agency's record of the client, or the account itself before the agency has one. */
  client: Row;
  itineraries: Row[];
  bookings: Row[];
  quotes: Row[];
  proposals: Row[];
  notifications: Row[];
}

/**
 * The signed-in client's dashboard. Itineraries and bookings come through the policies (a
 * client sees only the rows of the clients record linked to the account). Quote requests are
 * the website requests sent from the account's address, and only once that address is proved
 * to be the account's: anyone may type any address into the quote form or a registration.
 * Proposals are those sent to the client (a draft is the agent's own until sent).
 */
export async function clientDashboard(db: Queryable, actor: SessionUser): Promise<ClientDashboardRows> {
  const record = await clientsVisibleTo(db, actor).orderBy('clients.createdAt').first();
  const client =
    record ??
    ((await db('users')
      .where({ id: actor.id })
      .first('firstName', 'lastName', 'email', 'phone', 'createdAt', 'updatedAt')) as Row);

  const itineraries = (await itinerariesVisibleTo(db, actor).orderBy([
    { column: 'itineraries.createdAt', order: 'desc' },
    { column: 'itineraries.id', order: 'asc' },
  ])) as Row[];

  const bookings = (await bookingsVisibleTo(db, actor).orderBy([
    { column: 'bookings.startDate', nulls: 'last' },
    { column: 'bookings.createdAt' },
    { column: 'bookings.id' },
  ])) as Row[];

  const quotes = actor.emailVerifiedAt
    ? ((await db('travelQuotes')
        .whereRaw('lower(email) = lower(?)', [actor.email])
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'asc' },
        ])
        .select(...QUOTE_COLUMNS)) as Row[])
    : [];

  const proposals = record
    ? ((await db('proposals')
        .where({ clientId: record.id })
        .whereNull('deletedAt')
        .whereNot({ status: 'draft' })
        .whereNotNull('publicToken')
        .orderBy([
          { column: 'sentAt', order: 'desc', nulls: 'last' },
          { column: 'id', order: 'asc' },
        ])
        .select(
          'id',
          'title',
          'status',
          'totalValue',
          'currency',
          'validUntil',
          'sentAt',
          'publicToken',
        )) as Row[])
    : [];

  const notifications = (await notificationsOf(db, actor)
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(DASHBOARD_NOTIFICATION_LIMIT)) as Row[];

  return { client, itineraries, bookings, quotes, proposals, notifications };
}
