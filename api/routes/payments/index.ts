/**
 * Paid consultations (under the provider's path segment `paypal`): start a checkout, verify the payer's return, ask what this browser or user
 * has paid, and PayPal's webhook. The browser never sends a price; only an order this server
 * started can be verified, and only by the browser or user that started it.
 */
import * as v from 'valibot';
import {
  CreateOrder,
  PAYMENT_PENDING,
  paymentMessages,
  VerifyAccessQuery,
  VerifyPayment,
  type CreateOrderResponse,
  type UserPaymentsResponse,
  type VerifyAccessResponse,
  type VerifyPaymentResponse,
} from '@contract/payments.ts';
import {
  consultationCheckoutStarter,
  PaymentRefused,
  paymentVerifier,
  paymentWebhookRecorder,
  type WebhookEvent,
} from '../../commands/payments.ts';
import { badRequest, HttpError } from '../../errors.ts';
import { browserOwnerOf } from '../../lib/browserSession.ts';
import { limitPerIp } from '../../middlewares/rateLimit.ts';
import { validate } from '../../middlewares/validate.ts';
import { PaymentProviderError } from '../../providers/payments/types.ts';
import { paidPackageOf, presentPaymentRecord } from '../../presenters/payments.ts';
import { activeAccess, hasPendingPayment, paymentsOf } from '../../queries/paymentAccess.ts';
import { apiRouter } from '../router.ts';
import { checkoutLimiter } from './limits.ts';
import { successBody } from '../envelopes.ts';

export const paymentsRouter = apiRouter();

paymentsRouter.post(
  '/api/paypal/create-order',
  limitPerIp(checkoutLimiter),
  validate({ body: CreateOrder }),
  async (ctx) => {
    try {
      const started = await consultationCheckoutStarter({
        db: ctx.db,
        payments: ctx.payments,
        owner: browserOwnerOf(ctx, { create: true }),
        order: ctx.state.body,
        appUrl: ctx.config.appUrl,
      });
      ctx.status = 201;
      ctx.body = successBody({ data: started }) satisfies CreateOrderResponse;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ kind: error.kind, ...error.detail }, 'starting a checkout failed');
      throw new HttpError(error.kind === 'rejected' ? 502 : 503, 'unavailable', paymentMessages.unavailable);
    }
  },
);

paymentsRouter.get('/api/paypal/verify-access', validate({ query: VerifyAccessQuery }), async (ctx) => {
  const owner = browserOwnerOf(ctx);
  const { packageType } = ctx.state.query;
  const access = await activeAccess(ctx.db, owner, packageType);
  ctx.body = successBody({
    hasAccess: Boolean(access),
    packageType: access ? paidPackageOf(access.packageType) : null,
    expiresAt: access?.expiresAt ? new Date(access.expiresAt).toISOString() : null,
    pending: access ? false : await hasPendingPayment(ctx.db, owner, packageType),
  }) satisfies VerifyAccessResponse;
});

paymentsRouter.get('/api/paypal/user-payments', async (ctx) => {
  const rows = await paymentsOf(ctx.db, browserOwnerOf(ctx));
  ctx.body = successBody({ data: rows.map(presentPaymentRecord) }) satisfies UserPaymentsResponse;
});

paymentsRouter.post(
  '/api/paypal/verify-payment',
  limitPerIp(checkoutLimiter),
  validate({ body: VerifyPayment }),
  async (ctx) => {
    const owner = browserOwnerOf(ctx);
    try {
      const { verificationId, status } = await paymentVerifier({
        db: ctx.db,
        payments: ctx.payments,
        owner,
        orderId: ctx.state.body.orderID,
      });
      const row = (await paymentsOf(ctx.db, owner)).find((payment) => payment.id === verificationId);
      const payment = row ? { payment: presentPaymentRecord(row) } : {};
      if (status === PAYMENT_PENDING) {
        // Captured, but the provider holds it for review: accepted, not yet granting access.
        ctx.log.info({ orderId: ctx.state.body.orderID }, 'payment held for review by the provider');
        ctx.status = 202;
        ctx.body = successBody({
          verified: false,
          pending: true,
          message: paymentMessages.pendingReview,
          ...payment,
        }) satisfies VerifyPaymentResponse;
        return;
      }
      ctx.body = successBody({ verified: true, ...payment }) satisfies VerifyPaymentResponse;
    } catch (error) {
      if (!(error instanceof PaymentRefused)) throw error;
      ctx.log.warn({ code: error.code, orderId: ctx.state.body.orderID }, 'payment not verified');
      throw new HttpError(error.status, error.code, error.message, {
        alongside: { verified: false } satisfies Partial<VerifyPaymentResponse>,
      });
    }
  },
);

/** An event's id and type: the rest of the body is kept as it arrived, and read where it is applied. */
const WebhookEnvelope = v.looseObject({ id: v.string(), event_type: v.string() });

/** What a webhook body must carry to be read at all. */
function webhookEvent(body: unknown): WebhookEvent {
  if (!v.is(WebhookEnvelope, body)) throw badRequest(paymentMessages.webhookInvalid);
  return body;
}

paymentsRouter.post('/api/paypal/webhook', async (ctx) => {
  const event = webhookEvent(ctx.request.body);
  const headers = Object.fromEntries(
    Object.entries(ctx.headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value[0] : value,
    ]),
  );
  let genuine: boolean;
  try {
    genuine = await ctx.payments.verifyWebhook({
      headers,
      body: ctx.request.body,
      rawBody: ctx.request.rawBody,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // PayPal retries a delivery that is not answered 2xx: tell it to.
    throw new HttpError(503, 'unavailable', paymentMessages.unavailable);
  }
  if (!genuine) throw badRequest(paymentMessages.webhookInvalid);
  const outcome = await ctx.db.transaction((trx) => paymentWebhookRecorder({ trx, input: event }));
  ctx.body = successBody({ ...outcome });
});
