/**
 * The demo provider's checkout page (no PayPal keys): it says plainly that it is a demo and no
 * money moves, shows what the order is for, and its buttons return to the quote page exactly
 * as PayPal does (`token` and `PayerID`, or the cancel address). A second payer's payment is
 * held for review, as PayPal holds some; the same page, opened again, clears that review and
 * so plays PayPal's PAYMENT.CAPTURE.COMPLETED webhook. A real PayPal checkout never reaches
 * these routes: with keys configured they answer 404.
 */
import { brand } from '@contract/brand.ts';
import { formatMoney } from '@contract/money.ts';
import * as v from 'valibot';
import { paymentMessages } from '@contract/payments.ts';
import { consultationOrderOf } from '@content/consultationOrder.ts';
import { capturedPaymentCompleter, startedBy } from '../../commands/payments.ts';
import { notFound } from '../../errors.ts';
import { browserOwnerOf } from '../../lib/browserSession.ts';
import { escapeHtml } from '../../lib/brandedMail.ts';
import { extrasOf } from '../../presenters/payments.ts';
import {
  approveDemoOrder,
  cancelDemoOrder,
  clearDemoReview,
  DEMO_PAYER_ID,
  demoCaptureId,
} from '../../providers/payments/demo.ts';
import type { AppContext } from '../../types.ts';
import { apiRouter } from '../router.ts';

export const demoCheckoutRouter = apiRouter();

/** The demo payer: a fixed address at the reserved example domain, so no receipt reaches anyone. */
export const DEMO_PAYER_EMAIL = 'demo-payer@example.com';

/**
 * The demo order of the address, for the browser session (or its signed-in user) that started
 * it only: anyone else, an order id in hand, gets the 404 of an order that does not exist, so
 * they can neither approve nor cancel another visitor's checkout nor learn that it exists.
 */
async function demoOrder(ctx: AppContext) {
  if (ctx.payments.name !== 'demo') throw notFound(paymentMessages.demoOrderNotFound);
  const row = await ctx
    .db('paymentOrders')
    .where({ provider: 'demo', providerOrderId: ctx.params.orderId })
    .first(
      'providerOrderId',
      'packageType',
      'extras',
      'amount',
      'currency',
      'status',
      'heldForReview',
      'sessionKey',
      'userId',
    );
  if (!row || !startedBy(row, browserOwnerOf(ctx))) throw notFound(paymentMessages.demoOrderNotFound);
  return row;
}

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Demo checkout - ${escapeHtml(brand.name)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; padding: 2rem 1rem; }
  main { max-width: 32rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  .demo { background: #fef3c7; border: 1px solid #f59e0b; border-radius: 8px; padding: 0.75rem 1rem; margin-bottom: 1.5rem; }
  .total { font-size: 1.5rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
  form { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  button { font: inherit; border-radius: 999px; padding: 0.7rem 1.4rem; border: 1px solid #0f766e; cursor: pointer; }
  .pay { background: #0f766e; color: #fff; }
  .cancel { background: #fff; color: #0f766e; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

demoCheckoutRouter.get('/api/paypal/demo-checkout/:orderId', async (ctx) => {
  const order = await demoOrder(ctx);
  const { description } = consultationOrderOf(order.packageType, extrasOf(order.extras));
  const open = order.status === 'CREATED';
  const held = order.status === 'COMPLETED' && Boolean(order.heldForReview);
  const action = `/api/paypal/demo-checkout/${encodeURIComponent(order.providerOrderId)}`;
  let next: string;
  if (open) {
    next = `<form method="post" action="${action}">
  <button class="pay" type="submit" name="action" value="approve">Pay with demo account</button>
  <button class="pay" type="submit" name="action" value="approve-held">Pay, held for review by PayPal</button>
  <button class="cancel" type="submit" name="action" value="cancel">Cancel and return</button>
</form>`;
  } else if (held) {
    next = `<p>This payment is held for review. With PayPal, the review ends on its own and PayPal tells this site; here, you end it.</p>
<form method="post" action="${action}">
  <button class="pay" type="submit" name="action" value="clear-review">Clear the review</button>
</form>`;
  } else {
    next = `<p>This checkout is already ${order.status === 'VOIDED' ? 'cancelled' : 'paid'}. <a href="/quote">Back to the quote page</a></p>`;
  }
  ctx.type = 'html';
  ctx.body = page(`
<p class="demo" role="note"><strong>Demo checkout.</strong> This site has no payment provider configured, so no money moves and no card is asked for. With PayPal keys set, this step is PayPal's own checkout.</p>
<h1>Pay ${escapeHtml(brand.name)}</h1>
<p>${escapeHtml(description)}</p>
<p class="total">${escapeHtml(formatMoney(Number(order.amount), order.currency))}</p>
${next}`);
});

/** The checkout page's form: the button pressed names its action. */
const DemoForm = v.looseObject({ action: v.optional(v.unknown()) });

demoCheckoutRouter.post('/api/paypal/demo-checkout/:orderId', async (ctx) => {
  const order = await demoOrder(ctx);
  const orderId = order.providerOrderId;
  const back = new URLSearchParams({ package: order.packageType });
  const form: unknown = ctx.request.body;
  const action = v.is(DemoForm, form) ? form.action : undefined;
  if (action === 'clear-review') {
    // What PayPal's PAYMENT.CAPTURE.COMPLETED does for a held capture: the access opens, the
    // receipt is sent, once however often the button is pressed.
    await ctx.db.transaction(async (trx) => {
      if (await clearDemoReview(trx, orderId)) {
        await capturedPaymentCompleter({ trx, input: { captureId: demoCaptureId(orderId) } });
      }
    });
    ctx.status = 303;
    ctx.redirect('/quote');
    return;
  }
  if (action === 'approve' || action === 'approve-held') {
    // The receipt goes to the signed-in payer, else to a reserved address that reaches nobody.
    await approveDemoOrder(ctx.db, orderId, ctx.state.user?.email ?? DEMO_PAYER_EMAIL, {
      heldForReview: action === 'approve-held',
    });
    back.set('token', orderId);
    back.set('PayerID', DEMO_PAYER_ID);
  } else {
    await cancelDemoOrder(ctx.db, orderId);
    back.set('cancelled', 'true');
  }
  ctx.status = 303;
  ctx.redirect(`/quote?${back.toString()}`);
});
