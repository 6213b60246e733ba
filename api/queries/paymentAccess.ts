/**
 * Whose a verified payment is and what it opens: a payment belongs to the browser session that
 * paid and, when signed in, to the user (so it follows them to another device). It opens the
 * quote form while COMPLETED, not refunded and not expired.
 */
import { PAYMENT_COMPLETED, PAYMENT_PENDING, type PaidPackageType } from '@contract/payments.ts';
import type { Knex } from 'knex';
import type { Queryable } from '@db/index.ts';
import type { PaymentOrdersRow, PaymentVerificationsRow } from '@db/schema/rows.ts';
import type { BrowserOwner } from '../lib/browserSession.ts';

export function ownsPayment<Row extends { userSession: string | null; userId: string | null }>(
  row: Row | undefined,
  owner: BrowserOwner,
): row is Row {
  if (!row) return false;
  return (
    (owner.sessionKey !== null && row.userSession === owner.sessionKey) ||
    (owner.userId !== null && row.userId === owner.userId)
  );
}

function ownedBy(owner: BrowserOwner) {
  return (where: Knex.QueryBuilder) => {
    if (!owner.sessionKey && !owner.userId) return where.whereRaw('false');
    if (owner.sessionKey) where.orWhere('paymentVerifications.userSession', owner.sessionKey);
    if (owner.userId) where.orWhere('paymentVerifications.userId', owner.userId);
    return where;
  };
}

/** What a payment record is read with (presenters/payments.ts), the office's list included. */
export const PAYMENT_RECORD_COLUMNS = [
  'paymentVerifications.id',
  'paymentVerifications.paypalOrderId',
  'paymentVerifications.status',
  'paymentVerifications.packageType',
  'paymentVerifications.amount',
  'paymentVerifications.currency',
  'paymentVerifications.verifiedAt',
  'paymentVerifications.expiresAt',
  'paymentOrders.extras',
] as const;

/** A payment record as the queries read it: the verification, and its order's extras (null without one). */
export type PaymentRecordRow = Pick<
  PaymentVerificationsRow,
  'id' | 'paypalOrderId' | 'status' | 'packageType' | 'amount' | 'currency' | 'verifiedAt' | 'expiresAt'
> & { extras: PaymentOrdersRow['extras'] | null };

/** The payer's payments, newest first, whatever their state (the quote page reads the status). */
export async function paymentsOf(db: Queryable, owner: BrowserOwner): Promise<PaymentRecordRow[]> {
  return db('paymentVerifications')
    .leftJoin('paymentOrders', 'paymentOrders.id', 'paymentVerifications.paymentOrderId')
    .where(ownedBy(owner))
    .orderBy('paymentVerifications.verifiedAt', 'desc')
    .select(PAYMENT_RECORD_COLUMNS);
}

/** The payment that opens the quote form now (of that package, when one is named), newest first. */
export async function activeAccess(
  db: Queryable,
  owner: BrowserOwner,
  packageType?: PaidPackageType,
): Promise<PaymentRecordRow | undefined> {
  const query = db('paymentVerifications')
    .leftJoin('paymentOrders', 'paymentOrders.id', 'paymentVerifications.paymentOrderId')
    .where(ownedBy(owner))
    .andWhere('paymentVerifications.status', PAYMENT_COMPLETED)
    .whereNull('paymentVerifications.refundedAt')
    .andWhere('paymentVerifications.expiresAt', '>', db.fn.now());
  if (packageType) query.andWhere('paymentVerifications.packageType', packageType);
  return query.orderBy('paymentVerifications.verifiedAt', 'desc').first(PAYMENT_RECORD_COLUMNS);
}

/** Whether a payment of this browser or user (of that package, when one is named) is held for review. */
export async function hasPendingPayment(
  db: Queryable,
  owner: BrowserOwner,
  packageType?: PaidPackageType,
): Promise<boolean> {
  const query = db('paymentVerifications')
    .where(ownedBy(owner))
    .andWhere('paymentVerifications.status', PAYMENT_PENDING);
  if (packageType) query.andWhere('paymentVerifications.packageType', packageType);
  return Boolean(await query.first('paymentVerifications.id'));
}
