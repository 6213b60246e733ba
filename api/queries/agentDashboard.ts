import type { Queryable } from '@db/index.ts';
import {
  TRIP_CARDS,
  TRIP_CARD_STATUS,
  type DashboardStats,
  type TripCard,
} from '@contract/dashboardStats.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import { maySeeLeads } from '../policies/leads.ts';
import type { SessionUser } from '../types.ts';
import { listClients } from './clients.ts';
import { listItineraries } from './itineraries.ts';
import { listBookings } from './bookings.ts';
import { QUOTE_PAYMENT_COLUMNS } from './payments.ts';

/** The newest website quote requests the dashboard carries (its Overview shows 5). */
export const DASHBOARD_QUOTE_LIMIT = 50;

/** Lead columns the office reads; passport and emergency-contact details stay out of the dashboard. */
const QUOTE_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'groupName',
  'numberOfTravelers',
  'departureDate',
  'returnDate',
  'travelTypes',
  'budgetRange',
  'departureLocation',
  'specialRequests',
  'createdAt',
] as const;

/** The stat cards, counted and summed in SQL over what the actor may see, by the contract's rule. */
export async function dashboardStats(
  db: Queryable,
  actor: SessionUser,
  leads: boolean,
): Promise<DashboardStats> {
  const clients = (await clientsVisibleTo(db, actor).count({ count: '*' }).first()) as { count: unknown };
  const trips = (await itinerariesVisibleTo(db, actor)
    .select(
      ...TRIP_CARDS.map((card) =>
        db.raw(`count(*) filter (where itineraries.status = ?) as ??`, [TRIP_CARD_STATUS[card], card]),
      ),
      db.raw('coalesce(sum(itineraries.total_cost), 0) as total_revenue'),
    )
    .first()) as Record<TripCard | 'totalRevenue', unknown>;
  const quotes = leads
    ? ((await db('travelQuotes').count({ count: '*' }).first()) as { count: unknown })
    : { count: 0 };
  return {
    totalClients: Number(clients.count),
    activeTrips: Number(trips.activeTrips),
    planningTrips: Number(trips.planningTrips),
    totalRevenue: Number(trips.totalRevenue),
    pendingQuotes: Number(quotes.count),
  };
}

/**
 * The newest website quote requests, each with the consultation payment it was made after (if
 * any): the row carries the payment's columns, which presentQuotePayment splits off.
 */
async function latestQuoteRequests(db: Queryable): Promise<Record<string, unknown>[]> {
  return (await db('travelQuotes')
    .leftJoin('paymentVerifications', 'paymentVerifications.id', 'travelQuotes.paymentVerificationId')
    .leftJoin('paymentOrders', 'paymentOrders.id', 'paymentVerifications.paymentOrderId')
    .orderBy([
      { column: 'travelQuotes.createdAt', order: 'desc' },
      { column: 'travelQuotes.id', order: 'asc' },
    ])
    .limit(DASHBOARD_QUOTE_LIMIT)
    .select([
      ...QUOTE_COLUMNS.map((column) => `travelQuotes.${column}`),
      ...QUOTE_PAYMENT_COLUMNS,
    ])) as Record<string, unknown>[];
}

/** Everything the agent office's first screen reads, scoped to the actor. */
export async function agentDashboard(db: Queryable, actor: SessionUser) {
  const leads = await maySeeLeads(db, actor);
  const clients = await listClients(db, actor);
  const itineraries = await listItineraries(db, actor);
  const bookings = await listBookings(db, actor);
  const quotes = leads ? await latestQuoteRequests(db) : [];
  const stats = await dashboardStats(db, actor, leads);
  return { clients, itineraries, bookings, quotes, stats };
}
