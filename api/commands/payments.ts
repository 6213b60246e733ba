/**
 * Paid consultations: a checkout started here, its verification when the payer returns, and
 * what PayPal's webhook says afterwards (a refund or reversal ends the access).
 *
 * Verification calls the provider between its reads and its one write, so it is not a
 * transaction-shaped command: it takes the database and the provider, reads, asks the provider
 * (capturing an approved order), then records the payment in one statement that a unique index
 * keeps single, however many verifications of one order race.
 */
import type { BrowserOwner } from '../lib/browserSession.ts';
import { brand } from '@contract/brand.ts';
import { formatMoney } from '@contract/money.ts';
import {
  PAYMENT_ACCESS_DAYS,
  PAYMENT_COMPLETED,
  PAYMENT_REFUNDED,
  PAYMENT_REVERSED,
  paymentMessages,
  type ConsultationExtraId,
  type CreateOrder,
  type PaidPackageType,
} from '@contract/payments.ts';
import { consultationOrderOf } from '@content/consultationOrder.ts';
import type { Db, Trx } from '@db/index.ts';
import { queueMail } from '../mail/outbox.ts';
import type { PaymentsProvider, ProviderOrder } from '../providers/payments/types.ts';
import { PaymentProviderError } from '../providers/payments/types.ts';
import { ownsPayment } from '../queries/paymentAccess.ts';
import { randomUUID } from 'node:crypto';

/** A verification that did not grant access: the status to answer and the message to show. */
export class PaymentRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function refusedBy(error: unknown): PaymentRefused {
  if (error instanceof PaymentRefused) return error;
  if (error instanceof PaymentProviderError) {
    if (error.kind === 'declined')
      return new PaymentRefused(402, paymentMessages.declined, 'payment_declined');
    return new PaymentRefused(502, paymentMessages.unavailable, 'payment_unavailable');
  }
  throw error;
}

// ---------------------------------------------------------------------------------------------
// Starting a checkout

export interface StartedCheckout {
  orderId: string;
  approvalUrl: string;
}

/**
 * Starts a checkout for the package and extras at the catalogue's price. The provider's order
 * is created first (a failure stores nothing), then recorded with who started it: only an order
 * recorded here can ever be verified.
 */
export async function consultationCheckoutStarter(input: {
  db: Db;
  payments: PaymentsProvider;
  owner: BrowserOwner;
  order: CreateOrder;
  appUrl: string;
}): Promise<StartedCheckout> {
  const order = consultationOrderOf(input.order.packageType, input.order.extras);
  const id = randomUUID();
  const origin = input.appUrl.replace(/\/$/, '');
  const created = await input.payments.createOrder({
    requestId: id,
    amount: order.amount,
    currency: order.currency,
    description: `${brand.name}: ${order.description}`,
    customId: id,
    // PayPal appends token and PayerID; the package tells the quote page what was bought.
    returnUrl: `${origin}/quote?package=${order.packageType}`,
    cancelUrl: `${origin}/quote?package=${order.packageType}&cancelled=true`,
  });
  await input.db('paymentOrders').insert({
    id,
    provider: input.payments.name,
    providerOrderId: created.orderId,
    packageType: order.packageType,
    extras: JSON.stringify(order.extras),
    amount: order.amount,
    currency: order.currency,
    status: 'CREATED',
    sessionKey: input.owner.sessionKey,
    userId: input.owner.userId,
  });
  return created;
}

// ---------------------------------------------------------------------------------------------
// Verifying a payment

const ORDER_COLUMNS = [
  'id',
  'provider',
  'providerOrderId',
  'packageType',
  'extras',
  'amount',
  'currency',
  'status',
  'sessionKey',
  'userId',
  'payerEmail',
];

/** Whether this browser (or its user) started the order: only they may turn it into access. */
function startedBy(order: Record<string, unknown>, owner: BrowserOwner): boolean {
  return (
    (owner.sessionKey !== null && order.sessionKey === owner.sessionKey) ||
    (owner.userId !== null && order.userId === owner.userId)
  );
}

/** The order is what this server asked for: its own, at the package's amount, completed. */
function checkProviderOrder(order: Record<string, unknown>, found: ProviderOrder): void {
  if (found.customId !== null && found.customId !== order.id) {
    throw new PaymentRefused(400, paymentMessages.notCreatedHere, 'payment_not_ours');
  }
  if (
    found.status !== PAYMENT_COMPLETED ||
    (found.captureStatus !== null && found.captureStatus !== PAYMENT_COMPLETED)
  ) {
    throw new PaymentRefused(402, paymentMessages.notCompleted, 'payment_not_completed');
  }
  if (found.amount !== Number(order.amount) || found.currency !== order.currency) {
    throw new PaymentRefused(422, paymentMessages.wrongAmount, 'payment_amount_mismatch');
  }
}

function receiptText(payment: {
  amount: number;
  currency: string;
  description: string;
  orderId: string;
  expiresAt: Date;
}) {
  return [
    `Thank you for booking your consultation with ${brand.name}.`,
    `Paid: ${formatMoney(payment.amount, payment.currency)} for ${payment.description}.`,
    `Order: ${payment.orderId}`,
    `The fee is credited toward your trip. Your quote request form stays open until ${payment.expiresAt.toISOString().slice(0, 10)}; an agent replies within 24 hours of your request.`,
    `Questions? Call ${brand.phone} or write to ${brand.email}.`,
  ].join('\n\n');
}

export interface VerifiedPayment {
  verificationId: string;
  /** False when this verification found the payment already recorded for this payer. */
  recorded: boolean;
}

/**
 * Verifies the payer's return (rule d of the quote page): the order was started here by this
 * browser or user, and is COMPLETED at the package's amount and currency (an APPROVED order is
 * captured first, with a request id that makes a retried capture the same one). Recorded once.
 */
export async function paymentVerifier(input: {
  db: Db;
  payments: PaymentsProvider;
  owner: BrowserOwner;
  orderId: string;
  now?: () => Date;
}): Promise<VerifiedPayment> {
  const { db, payments, owner } = input;
  const order = await db('paymentOrders')
    .where({ providerOrderId: input.orderId, provider: payments.name })
    .first(ORDER_COLUMNS);
  if (!order) throw new PaymentRefused(400, paymentMessages.notCreatedHere, 'payment_not_ours');

  const known = await db('paymentVerifications')
    .where({ paymentOrderId: order.id })
    .first('id', 'userSession', 'userId');
  if (known) {
    if (!ownsPayment(known, owner))
      throw new PaymentRefused(403, paymentMessages.alreadyUsed, 'payment_already_used');
    return { verificationId: known.id as string, recorded: false };
  }
  if (!startedBy(order, owner))
    throw new PaymentRefused(403, paymentMessages.alreadyUsed, 'payment_already_used');

  let found: ProviderOrder | null;
  try {
    found = await payments.getOrder(input.orderId);
    if (found?.status === 'APPROVED')
      found = await payments.captureOrder(input.orderId, `capture-${order.id as string}`);
  } catch (error) {
    throw refusedBy(error);
  }
  if (!found) throw new PaymentRefused(400, paymentMessages.notCreatedHere, 'payment_not_ours');
  await db('paymentOrders').where({ id: order.id }).update({ status: found.status, updatedAt: db.fn.now() });
  checkProviderOrder(order, found);

  const now = input.now?.() ?? new Date();
  const expiresAt = new Date(now.getTime() + PAYMENT_ACCESS_DAYS * 24 * 60 * 60 * 1000);
  const payerEmail = found.payerEmail ?? (order.payerEmail as string | null);
  return db.transaction(async (trx) => {
    const [inserted] = (await trx('paymentVerifications')
      .insert({
        paypalOrderId: input.orderId,
        paypalCaptureId: found.captureId,
        amount: found.amount,
        currency: found.currency,
        status: PAYMENT_COMPLETED,
        packageType: order.packageType,
        userSession: order.sessionKey ?? owner.sessionKey,
        userId: order.userId ?? owner.userId,
        customerEmail: payerEmail,
        paypalPayerEmail: payerEmail,
        verifiedAt: now,
        expiresAt,
        paymentOrderId: order.id,
        metadata: JSON.stringify({
          provider: payments.name,
          extras: order.extras,
          payerName: found.payerName,
        }),
      })
      .onConflict('paypalOrderId')
      .ignore()
      .returning('id')) as { id: string }[];
    if (!inserted) {
      // Another verification of this order recorded it a moment ago.
      const row = await trx('paymentVerifications')
        .where({ paypalOrderId: input.orderId })
        .first('id', 'userSession', 'userId');
      if (!ownsPayment(row, owner))
        throw new PaymentRefused(403, paymentMessages.alreadyUsed, 'payment_already_used');
      return { verificationId: row.id as string, recorded: false };
    }
    if (payerEmail) {
      const description = consultationOrderOf(
        order.packageType as PaidPackageType,
        order.extras as ConsultationExtraId[],
      ).description;
      await queueMail(
        trx,
        {
          to: payerEmail,
          subject: `Your ${brand.name} consultation receipt`,
          text: `${receiptText({ amount: Number(found.amount), currency: found.currency ?? 'USD', description, orderId: input.orderId, expiresAt })}\n`,
        },
        { kind: 'receipt' },
      );
    }
    return { verificationId: inserted.id, recorded: true };
  });
}

// ---------------------------------------------------------------------------------------------
// PayPal's webhook

/** A capture's id from a refund's links ("up" points at the capture it refunds). */
function refundedCaptureId(resource: Record<string, unknown>): string | null {
  const links = Array.isArray(resource.links) ? (resource.links as { rel?: string; href?: string }[]) : [];
  const up = links.find((link) => link.rel === 'up' && typeof link.href === 'string');
  const match = up?.href ? /\/captures\/([^/?#]+)/.exec(up.href) : null;
  return match ? decodeURIComponent(match[1]) : null;
}

export interface WebhookEvent {
  id: string;
  event_type: string;
  resource?: Record<string, unknown>;
}

/**
 * Records a verified webhook event once (a redelivery changes nothing) and applies it: a
 * refunded or reversed capture ends the access its payment granted.
 */
export async function paymentWebhookRecorder({
  trx,
  input: event,
}: {
  trx: Trx;
  input: WebhookEvent;
}): Promise<{ duplicate: boolean; endedAccess: number }> {
  const [stored] = (await trx('webhookEvents')
    .insert({
      eventId: event.id,
      source: 'paypal',
      eventType: event.event_type,
      payload: JSON.stringify(event),
    })
    .onConflict('eventId')
    .ignore()
    .returning('id')) as { id: string }[];
  if (!stored) return { duplicate: true, endedAccess: 0 };

  const resource = event.resource ?? {};
  let captureId: string | null = null;
  let status: string | null = null;
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED' || event.event_type === 'PAYMENT.CAPTURE.REVERSED') {
    // A refund resource links the capture it returns ("up"); a capture resource is the capture.
    captureId = refundedCaptureId(resource) ?? (typeof resource.id === 'string' ? resource.id : null);
    status = event.event_type === 'PAYMENT.CAPTURE.REFUNDED' ? PAYMENT_REFUNDED : PAYMENT_REVERSED;
  }
  let endedAccess = 0;
  if (captureId && status) {
    endedAccess = await trx('paymentVerifications')
      .where({ paypalCaptureId: captureId })
      .whereNull('refundedAt')
      .update({ status, refundedAt: trx.fn.now(), expiresAt: trx.fn.now(), updatedAt: trx.fn.now() });
  }
  await trx('webhookEvents').where({ id: stored.id }).update({ processedAt: trx.fn.now() });
  return { duplicate: false, endedAccess };
}
