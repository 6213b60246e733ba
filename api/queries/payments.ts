import type { Queryable } from '@db/index.ts';
import { PAID_PACKAGE_TYPES } from '@contract/payments.ts';
import type { PaymentOrdersRow, PaymentVerificationsRow, UsersRow } from '@db/schema/rows.ts';
import { PAYMENT_RECORD_COLUMNS, type PaymentRecordRow } from './paymentAccess.ts';

/** The newest payments the office's list carries: enough for any export an admin makes by hand. */
export const PAYMENT_LIST_LIMIT = 1000;

/** Calendar days ("YYYY-MM-DD", read in UTC) that bound the list, both included. */
export interface PaymentListFilter {
  from?: string;
  to?: string;
}

/** When a payment happened: when it was verified, else when it was recorded. */
const PAID_AT = 'coalesce(payment_verifications.verified_at, payment_verifications.created_at)';

/** The first instant in UTC of the calendar day `days` after `day` ("YYYY-MM-DD"). */
function dayStart(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number);
  const instant = new Date(0);
  // setUTCFullYear, unlike Date.UTC, reads years below 100 as written and rolls the day over.
  instant.setUTCFullYear(year, month - 1, date + days);
  return instant;
}

/** An instant as PostgreSQL reads it; past year 9999 there is nothing later to bound. */
function bound(instant: Date): string | null {
  return instant.getUTCFullYear() > 9999 ? null : instant.toISOString();
}

/** The payment columns and what the order and the paying user add, for the list and its presenter. */
const LIST_COLUMNS = [
  ...PAYMENT_RECORD_COLUMNS,
  'paymentVerifications.customerEmail',
  'paymentVerifications.paypalPayerEmail',
  'paymentVerifications.metadata',
  'paymentVerifications.refundedAt',
  'paymentVerifications.createdAt',
  'paymentOrders.provider',
  'paymentOrders.payerEmail as orderPayerEmail',
  'users.firstName as userFirstName',
  'users.lastName as userLastName',
] as const;

/** A payment in the office's list: the record, who paid, and the order's provider (null without one). */
export type PaymentListRow = PaymentRecordRow &
  Pick<
    PaymentVerificationsRow,
    'customerEmail' | 'paypalPayerEmail' | 'metadata' | 'refundedAt' | 'createdAt'
  > & {
    provider: PaymentOrdersRow['provider'] | null;
    orderPayerEmail: PaymentOrdersRow['payerEmail'];
    userFirstName: UsersRow['firstName'];
    userLastName: UsersRow['lastName'];
  };

/**
 * Verified consultation payments, newest first, with their order (provider, extras) and the
 * paying user's name; `filter` keeps the days from..to. Free access is not a payment: only the
 * paid packages are listed. Capped at PAYMENT_LIST_LIMIT rows.
 */
export async function listPayments(db: Queryable, filter: PaymentListFilter = {}): Promise<PaymentListRow[]> {
  const query = db('paymentVerifications')
    .leftJoin('paymentOrders', 'paymentOrders.id', 'paymentVerifications.paymentOrderId')
    .leftJoin('users', 'users.id', 'paymentVerifications.userId')
    .whereIn('paymentVerifications.packageType', PAID_PACKAGE_TYPES)
    .select(...LIST_COLUMNS)
    .orderByRaw(`${PAID_AT} desc, payment_verifications.id desc`)
    .limit(PAYMENT_LIST_LIMIT);
  const from = filter.from ? bound(dayStart(filter.from)) : null;
  const until = filter.to ? bound(dayStart(filter.to, 1)) : null;
  if (from) query.whereRaw(`${PAID_AT} >= ?::timestamptz`, [from]);
  if (until) query.whereRaw(`${PAID_AT} < ?::timestamptz`, [until]);
  const rows: PaymentListRow[] = await query;
  return rows;
}

/**
 * Columns the dashboard selects from the payment (and its order) a quote request names, joined
 * on travel_quotes.payment_verification_id; presenters/payments presentQuotePayment reads them.
 */
export const QUOTE_PAYMENT_COLUMNS = [
  'paymentVerifications.id as paymentId',
  'paymentVerifications.packageType as paymentPackageType',
  'paymentVerifications.amount as paymentAmount',
  'paymentVerifications.currency as paymentCurrency',
  'paymentVerifications.status as paymentStatus',
  'paymentVerifications.refundedAt as paymentRefundedAt',
  'paymentOrders.extras as paymentExtras',
] as const;
