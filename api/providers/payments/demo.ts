/**
 * The demo payments provider: a start with no PayPal keys still walks the whole checkout. Its
 * checkout page is on this server (routes/payments/demoCheckout.ts), says plainly that no money
 * moves, and returns to the quote page with `token` and `PayerID` exactly as PayPal does. Its
 * orders are the payment_orders rows this server wrote (provider 'demo'): the page approves one,
 * the capture completes it. It receives no webhooks.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@db/index.ts';
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

function asOrder(row: Record<string, unknown>): ProviderOrder {
  const completed = row.status === 'COMPLETED';
  return {
    id: row.providerOrderId as string,
    status: row.status as string,
    amount: Number(row.amount),
    currency: row.currency as string,
    customId: row.id as string,
    payerEmail: (row.payerEmail as string | null) ?? null,
    payerName: null,
    captureId: completed ? `${row.providerOrderId as string}-CAPTURE` : null,
    captureStatus: completed ? 'COMPLETED' : null,
  };
}

export function createDemoPaymentsProvider(options: { db: Db }): PaymentsProvider {
  const { db } = options;
  const find = (orderId: string) =>
    db('paymentOrders')
      .where({ provider: 'demo', providerOrderId: orderId })
      .first('id', 'providerOrderId', 'status', 'amount', 'currency', 'payerEmail');

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

/** The demo checkout page's buttons: approve as the demo payer, or cancel. */
export async function approveDemoOrder(db: Db, orderId: string, payerEmail: string): Promise<boolean> {
  const changed = await db('paymentOrders')
    .where({ provider: 'demo', providerOrderId: orderId, status: 'CREATED' })
    .update({ status: 'APPROVED', payerEmail, updatedAt: db.fn.now() });
  return changed > 0;
}

export async function cancelDemoOrder(db: Db, orderId: string): Promise<void> {
  await db('paymentOrders')
    .where({ provider: 'demo', providerOrderId: orderId, status: 'CREATED' })
    .update({ status: 'VOIDED', updatedAt: db.fn.now() });
}
