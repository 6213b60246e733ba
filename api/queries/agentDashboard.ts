import type { Queryable } from '@db/index.ts';
import type { DashboardStats } from '@contract/dashboardStats.ts';
import { maySeeLeads } from '../policies/leads.ts';
import type { SessionUser } from '../types.ts';
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

/** How many website quote requests there are: the one figure only the server holds. */
async function pendingQuotes(db: Queryable): Promise<number> {
  const quotes = (await db('travelQuotes').count({ count: '*' }).first()) as { count: unknown };
  return Number(quotes.count);
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

/**
 * What the agent office reads from the server: the website quote requests, which only the
 * server holds (none for those who may not see leads). Clients, trips, bookings and the other
 * cards' figures come from the device's copy, so nothing here grows with the agent's clients.
 */
export async function agentDashboard(db: Queryable, actor: SessionUser) {
  if (!(await maySeeLeads(db, actor))) return { quotes: [], stats: { pendingQuotes: 0 } };
  const quotes = await latestQuoteRequests(db);
  const stats: DashboardStats = { pendingQuotes: await pendingQuotes(db) };
  return { quotes, stats };
}
