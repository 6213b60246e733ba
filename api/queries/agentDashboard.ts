import { countOf, type Queryable } from '@db/index.ts';
import { TRIP_CARD_STATUS, type DashboardStats } from '@contract/dashboardStats.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import { pendingLeadCount, QUOTE_COLUMNS } from './leads.ts';
import { maySeeLeads } from '../policies/leads.ts';
import type { SessionUser } from '../types.ts';
import { QUOTE_PAYMENT_COLUMNS } from './payments.ts';

/** The newest website quote requests the dashboard carries (its Overview shows 5). */
export const DASHBOARD_QUOTE_LIMIT = 50;

/** The trip cards' figures, as the database answers them (a count may come as text). */
interface TripFigures {
  activeTrips: number | string;
  planningTrips: number | string;
  totalRevenue: number | string;
}

/**
 * The stat cards over what the actor may see, each one aggregate: the answer stays the same
 * size however many clients, trips and leads there are. Pending Quotes counts the leads still
 * waiting for an answer, so it goes down as agents answer them.
 */
async function dashboardStats(
  db: Queryable,
  actor: SessionUser,
  seesLeads: boolean,
): Promise<DashboardStats> {
  // An aggregate without grouping answers one row, whatever it counts.
  const trips: Promise<TripFigures> = itinerariesVisibleTo(db, actor).first(
    db.raw('count(*) filter (where itineraries.status = ?) as "activeTrips"', [TRIP_CARD_STATUS.activeTrips]),
    db.raw('count(*) filter (where itineraries.status = ?) as "planningTrips"', [
      TRIP_CARD_STATUS.planningTrips,
    ]),
    db.raw('coalesce(sum(itineraries.total_cost), 0) as "totalRevenue"'),
  );
  const [clientCount, tripFigures, pending] = await Promise.all([
    countOf(clientsVisibleTo(db, actor)),
    trips,
    seesLeads ? pendingLeadCount(db) : 0,
  ]);
  return {
    totalClients: clientCount,
    activeTrips: Number(tripFigures.activeTrips),
    planningTrips: Number(tripFigures.planningTrips),
    totalRevenue: Number(tripFigures.totalRevenue),
    pendingQuotes: pending,
  };
}

/**
 * The newest website quote requests still waiting for an answer, each with the consultation
 * payment it was made after (if any): the row carries the payment's columns, which
 * presentQuotePayment splits off.
 */
async function latestQuoteRequests(db: Queryable): Promise<Record<string, unknown>[]> {
  return db('travelQuotes')
    .join('leads', 'leads.travelQuoteId', 'travelQuotes.id')
    .where('leads.status', 'new')
    .leftJoin('paymentVerifications', 'paymentVerifications.id', 'travelQuotes.paymentVerificationId')
    .leftJoin('paymentOrders', 'paymentOrders.id', 'paymentVerifications.paymentOrderId')
    .orderBy([
      { column: 'travelQuotes.createdAt', order: 'desc' },
      { column: 'travelQuotes.id', order: 'asc' },
    ])
    .limit(DASHBOARD_QUOTE_LIMIT)
    .select([...QUOTE_COLUMNS.map((column) => `travelQuotes.${column}`), ...QUOTE_PAYMENT_COLUMNS]);
}

/**
 * What the agent office reads from the server: the website quote requests waiting for an
 * answer, which only the server holds (none for those who may not see leads), and the four stat
 * cards. The office shows its cards from the device's copy when it has one (offline too); the
 * server's figures are the same rule over the same rows.
 */
export async function agentDashboard(db: Queryable, actor: SessionUser) {
  const seesLeads = await maySeeLeads(db, actor);
  const [quotes, stats] = await Promise.all([
    seesLeads ? latestQuoteRequests(db) : [],
    dashboardStats(db, actor, seesLeads),
  ]);
  return { quotes, stats };
}
