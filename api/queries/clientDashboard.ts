import type { Queryable } from '@db/index.ts';
import { DASHBOARD_NOTIFICATION_LIMIT } from '@contract/dashboard.ts';
import { bookingsVisibleTo } from '../policies/bookings.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import type { SessionUser } from '../types.ts';
import { notificationsOf } from './notifications.ts';
import type {
  BookingsRow,
  ClientsRow,
  ItinerariesRow,
  NotificationsRow,
  ProposalsRow,
  TravelQuotesRow,
  UsersRow,
} from '@db/schema/rows.ts';

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

/** Proposal columns the dashboard lists: enough to show one and open its page. */
const PROPOSAL_COLUMNS = [
  'id',
  'title',
  'status',
  'totalValue',
  'currency',
  'validUntil',
  'sentAt',
  'publicToken',
] as const;

/**
 * The profile the dashboard shows: the agency's `clients` row, or the account's own columns
 * (which have no address or notes, and may lack a name) before the agency has one.
 */
export type DashboardClientRow = Pick<
  UsersRow,
  'firstName' | 'lastName' | 'email' | 'phone' | 'createdAt' | 'updatedAt'
> &
  Partial<Pick<ClientsRow, 'address' | 'notes'>>;

export type DashboardQuoteRow = Pick<TravelQuotesRow, (typeof QUOTE_COLUMNS)[number]>;
export type DashboardProposalRow = Pick<ProposalsRow, (typeof PROPOSAL_COLUMNS)[number]>;

/** What the client's dashboard is made of, every list scoped to the client's own rows. */
export interface ClientDashboardRows {
  /** The agency's record of the client, or the account itself before the agency has one. */
  client: DashboardClientRow;
  itineraries: ItinerariesRow[];
  bookings: BookingsRow[];
  quotes: DashboardQuoteRow[];
  proposals: DashboardProposalRow[];
  notifications: NotificationsRow[];
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
  const client: DashboardClientRow | undefined =
    record ??
    (await db('users')
      .where({ id: actor.id })
      .first('firstName', 'lastName', 'email', 'phone', 'createdAt', 'updatedAt'));
  // The session was read from the account's row, so only an account deleted meanwhile lacks one.
  if (!client) throw new Error(`No users row for the signed-in account ${actor.id}`);

  const itineraries: ItinerariesRow[] = await itinerariesVisibleTo(db, actor).orderBy([
    { column: 'itineraries.createdAt', order: 'desc' },
    { column: 'itineraries.id', order: 'asc' },
  ]);

  const bookings: BookingsRow[] = await bookingsVisibleTo(db, actor).orderBy([
    { column: 'bookings.startDate', nulls: 'last' },
    { column: 'bookings.createdAt' },
    { column: 'bookings.id' },
  ]);

  const quotes: DashboardQuoteRow[] = actor.emailVerifiedAt
    ? await db('travelQuotes')
        .whereRaw('lower(email) = lower(?)', [actor.email])
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'asc' },
        ])
        .select(...QUOTE_COLUMNS)
    : [];

  const proposals: DashboardProposalRow[] = record
    ? await db('proposals')
        .where({ clientId: record.id })
        .whereNull('deletedAt')
        .whereNot({ status: 'draft' })
        .whereNotNull('publicToken')
        .orderBy([
          { column: 'sentAt', order: 'desc', nulls: 'last' },
          { column: 'id', order: 'asc' },
        ])
        .select(...PROPOSAL_COLUMNS)
    : [];

  const notifications: NotificationsRow[] = await notificationsOf(db, actor)
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(DASHBOARD_NOTIFICATION_LIMIT);

  return { client, itineraries, bookings, quotes, proposals, notifications };
}
