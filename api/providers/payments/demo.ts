/**
 * The demo payments provider: a start with no PayPal keys still walks the whole checkout. Its
 * checkout page is on this server (routes/payments/demoCheckout.ts), says plainly that no money
 * moves, and returns to the quote page with `token` and `PayerID` exactly as PayPal does. Its
 * orders are the payment_orders rows this server wrote (provider 'demo'): the page approves one,
 * the capture completes it. Its second payer plays a payment PayPal holds for review: the order
 * completes but its capture stays PENDING until the review is cleared on the checkout page,
 * which then does what PayPal's PAYMENT.CAPTURE.COMPLETED webhook does. It receives no webhooks.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '@db/index.ts';
import type { PaymentOrdersRow } from '@db/schema/rows.ts';
import type { PaymentsProvider, ProviderOrder } from './types.ts';
import { PaymentProviderError } from './types.ts';

/** "DEMO-" and 17 letters and digits, like a PayPal order id, so the same checks hold. */
function demoOrderId(): string {
  return `DEMO-${randomBytes(12)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 17)
    .toUpperCase()}`;
}

export const DEMO_PAYER_ID = 'DEMOPAYER';

export function demoCheckoutPath(orderId: string): string {
  return `/api/paypal/demo-checkout/${encodeURIComponent(orderId)}`;
}

/** What the demo's capture is named: one per order, as PayPal's intent=CAPTURE allows. */
export function demoCaptureId(orderId: string): string {
  return `${orderId}-CAPTURE`;
}

/** What the demo reads of its order: the payment_orders row it is. */
type DemoOrderRow = Pick<
  PaymentOrdersRow,
  'id' | 'providerOrderId' | 'status' | 'amount' | 'currency' | 'payerEmail' | 'heldForReview'
>;

function asOrder(row: DemoOrderRow): ProviderOrder {
  const completed = row.status === 'COMPLETED';
  const held = completed && Boolean(row.heldForReview);
  return {
    id: row.providerOrderId,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    customId: row.id,
    payerEmail: row.payerEmail ?? null,
    payerName: null,
    captureId: completed ? demoCaptureId(row.providerOrderId) : null,
    captureStatus: completed ? (held ? 'PENDING' : 'COMPLETED') : null,
    captureStatusReason: held ? 'PENDING_REVIEW' : null,
  };
}

export function createDemoPaymentsProvider(options: { db: Db }): PaymentsProvider {
  const { db } = options;
  const find = (orderId: string) =>
    db('paymentOrders')
      .where({ provider: 'demo', providerOrderId: orderId })
      .first('id', 'providerOrderId', 'status', 'amount', 'currency', 'payerEmail', 'heldForReview');

  return {
    name: 'demo',
    async createOrder() {
      // The order row itself is written by the caller, with this id, before anyone can approve it.
      const orderId = demoOrderId();
      // A path, not an address: the payer stays on the host they came by, with their session.
      return { orderId, approvalUrl: demoCheckoutPath(orderId) };
    },
    async getOrder(orderId) {
      const row = await find(orderId);
      return row ? asOrder(row) : null;
    },
    async captureOrder(orderId) {
      // One statement: of concurrent captures, one moves APPROVED to COMPLETED, the rest see it done.
      await db('paymentOrders')
        .where({ provider: 'demo', providerOrderId: orderId, status: 'APPROVED' })
        .update({ status: 'COMPLETED', updatedAt: db.fn.now() });
      const row = await find(orderId);
      if (!row || row.status !== 'COMPLETED') {
        throw new PaymentProviderError('declined', 'The demo order was not approved.', {
          status: row?.status,
        });
      }
      return asOrder(row);
    },
    async verifyWebhook() {
      return false;
    },
  };
}

/**
 * The demo checkout page's buttons: approve as the demo payer (whose payment is held for review
 * when `heldForReview`), or cancel.
 */
export async function approveDemoOrder(
  db: Db,
  orderId: string,
  payerEmail: string,
  { heldForReview = false }: { heldForReview?: boolean } = {},
): Promise<boolean> {
  const changed = await db('paymentOrders')
    .where({ provider: 'demo', providerOrderId: orderId, status: 'CREATED' })
    .update({ status: 'APPROVED', payerEmail, heldForReview, updatedAt: db.fn.now() });
  return changed > 0;
}

/**
 * Ends the review of a captured demo payment: its capture is COMPLETED from now on. True for the
 * one call that ended it; false when it was not held (or already cleared).
 */
export async function clearDemoReview(db: Queryable, orderId: string): Promise<boolean> {
  const changed = await db('paymentOrders')
    .where({ provider: 'demo', providerOrderId: orderId, status: 'COMPLETED', heldForReview: true })
    .update({ heldForReview: false, updatedAt: db.fn.now() });
  return changed > 0;
}

export async function cancelDemoOrder(db: Db, orderId: string): Promise<void> {
  await db('paymentOrders')
    .where({ provider: 'demo', providerOrderId: orderId, status: 'CREATED' })
    .update({ status: 'VOIDED', updatedAt: db.fn.now() });
}
