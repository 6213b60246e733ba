import type { ErrorCode } from '@contract/errors.ts';
/**
 * Paid consultations: a checkout started here, its verification when the payer returns, and
 * what PayPal's webhook says afterwards (a held capture that completes grants the access, a
 * refund or reversal ends it).
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
  PAID_PACKAGE_TYPES,
  PAYMENT_ACCESS_DAYS,
  PAYMENT_COMPLETED,
  PAYMENT_DECLINED,
  PAYMENT_PENDING,
  PAYMENT_REFUNDED,
  PAYMENT_REVERSED,
  paymentMessages,
  type ConsultationExtraId,
  type CreateOrder,
  type PaidPackageType,
} from '@contract/payments.ts';
import { consultationOrderOf } from '@content/consultationOrder.ts';
import type { Db, Queryable, Trx } from '@db/index.ts';
import type { PaymentOrdersRow, PaymentVerificationsRow } from '@db/schema/rows.ts';
import * as v from 'valibot';
import { extrasOf } from '../presenters/payments.ts';
import { queueMail } from '../mail/mailQueue.ts';
import type { PaymentsProvider, ProviderOrder } from '../providers/payments/types.ts';
import { fromPayPalValue } from '../providers/payments/paypal.ts';
import { PaymentProviderError } from '../providers/payments/types.ts';
import { ownsPayment } from '../queries/paymentAccess.ts';
import { randomUUID } from 'node:crypto';
import { recordLead } from './leadQueue.ts';

/** A verification that did not grant access: the status to answer and the message to show. */
export class PaymentRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
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
] as const;

/** Whether this browser (or its user) started the order: only they may turn it into access. */
export function startedBy(
  order: Pick<PaymentOrdersRow, 'sessionKey' | 'userId'>,
  owner: BrowserOwner,
): boolean {
  return (
    (owner.sessionKey !== null && order.sessionKey === owner.sessionKey) ||
    (owner.userId !== null && order.userId === owner.userId)
  );
}

/**
 * The order is what this server asked for: its own, at the package's amount, completed. Its
 * capture is COMPLETED, or PENDING while the provider reviews it: what is recorded, and
 * whether it grants access yet.
 */
function checkProviderOrder(
  order: Pick<PaymentOrdersRow, 'id' | 'amount' | 'currency'>,
  found: ProviderOrder,
): typeof PAYMENT_COMPLETED | typeof PAYMENT_PENDING {
  if (found.customId !== null && found.customId !== order.id) {
    throw new PaymentRefused(400, paymentMessages.notCreatedHere, 'payment_not_ours');
  }
  const capture = found.captureStatus ?? PAYMENT_COMPLETED;
  if (found.status !== PAYMENT_COMPLETED || (capture !== PAYMENT_COMPLETED && capture !== PAYMENT_PENDING)) {
    throw new PaymentRefused(402, paymentMessages.notCompleted, 'payment_not_completed');
  }
  if (found.amount !== Number(order.amount) || found.currency !== order.currency) {
    throw new PaymentRefused(422, paymentMessages.wrongAmount, 'payment_amount_mismatch');
  }
  return capture;
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

/** Queues the payer's receipt, in the transaction that grants the access it describes. */
async function queueReceipt(
  trx: Trx,
  receipt: {
    to: string;
    amount: number;
    currency: string;
    packageType: PaidPackageType;
    extras: ConsultationExtraId[];
    orderId: string;
    expiresAt: Date;
  },
): Promise<void> {
  const { description } = consultationOrderOf(receipt.packageType, receipt.extras);
  await queueMail(
    trx,
    {
      to: receipt.to,
      subject: `Your ${brand.name} consultation receipt`,
      text: `${receiptText({ ...receipt, description })}\n`,
    },
    { kind: 'receipt' },
  );
}

/**
 * A paid consultation joins the lead queue once it is paid: at verification, or, for a payment
 * held for review, when its capture completes (a denied one never reaches the agents).
 */
async function consultationLeadRecorder(
  trx: Trx,
  lead: {
    payerName: string | null;
    payerEmail: string | null;
    packageType: PaidPackageType;
    extras: ConsultationExtraId[];
    paymentVerificationId: string;
  },
): Promise<void> {
  await recordLead(trx, {
    kind: 'consultation',
    name: lead.payerName || lead.payerEmail || 'Website visitor',
    email: lead.payerEmail,
    summary: consultationOrderOf(lead.packageType, lead.extras).description,
    paymentVerificationId: lead.paymentVerificationId,
  });
}

function accessUntil(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_ACCESS_DAYS * 24 * 60 * 60 * 1000);
}

/** The payer's name a verification's metadata keeps (the provider's, when it gave one). */
const StoredPayer = v.nullish(v.object({ payerName: v.nullish(v.string()) }));

export interface VerifiedPayment {
  verificationId: string;
  /** False when this verification found the payment already recorded for this payer. */
  recorded: boolean;
  /** COMPLETED (the access is granted) or PENDING (held for review: nothing granted yet), or what a later event made it. */
  status: string;
}

/**
 * Verifies the payer's return (rule d of the quote page): the order was started here by this
 * browser or user, and is COMPLETED at the package's amount and currency (an APPROVED order is
 * captured first, with a request id that makes a retried capture the same one). Recorded once.
 * A capture the provider holds for review is recorded as PENDING: no access and no receipt
 * until its completion arrives (capturedPaymentCompleter).
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
    .first(...ORDER_COLUMNS);
  if (!order) throw new PaymentRefused(400, paymentMessages.notCreatedHere, 'payment_not_ours');

  const known = await db('paymentVerifications')
    .where({ paymentOrderId: order.id })
    .first('id', 'userSession', 'userId', 'status');
  if (known) {
    if (!ownsPayment(known, owner))
      throw new PaymentRefused(403, paymentMessages.alreadyUsed, 'payment_already_used');
    // A held payment the provider's review refused.
    if (known.status === PAYMENT_DECLINED)
      throw new PaymentRefused(402, paymentMessages.declined, 'payment_declined');
    return { verificationId: known.id, recorded: false, status: known.status };
  }
  if (!startedBy(order, owner))
    throw new PaymentRefused(403, paymentMessages.alreadyUsed, 'payment_already_used');

  let found: ProviderOrder | null;
  try {
    found = await payments.getOrder(input.orderId);
    if (found?.status === 'APPROVED')
      found = await payments.captureOrder(input.orderId, `capture-${order.id}`);
  } catch (error) {
    throw refusedBy(error);
  }
  if (!found) throw new PaymentRefused(400, paymentMessages.notCreatedHere, 'payment_not_ours');
  await db('paymentOrders').where({ id: order.id }).update({ status: found.status, updatedAt: db.fn.now() });
  const status = checkProviderOrder(order, found);
  const granted = status === PAYMENT_COMPLETED;

  const now = input.now?.() ?? new Date();
  const expiresAt = accessUntil(now);
  const payerEmail = found.payerEmail ?? order.payerEmail;
  return db.transaction(async (trx) => {
    const [inserted] = await trx('paymentVerifications')
      .insert({
        paypalOrderId: input.orderId,
        paypalCaptureId: found.captureId,
        // checkProviderOrder found the provider's amount and currency equal to the order's.
        amount: order.amount,
        currency: order.currency,
        status,
        packageType: order.packageType,
        userSession: order.sessionKey ?? owner.sessionKey,
        userId: order.userId ?? owner.userId,
        customerEmail: payerEmail,
        paypalPayerEmail: payerEmail,
        // A held payment is verified, and its access starts, when its capture completes.
        verifiedAt: granted ? now : null,
        expiresAt: granted ? expiresAt : null,
        paymentOrderId: order.id,
        metadata: JSON.stringify({
          provider: payments.name,
          extras: order.extras,
          payerName: found.payerName,
          ...(granted ? {} : { captureStatusReason: found.captureStatusReason }),
        }),
      })
      .onConflict('paypalOrderId')
      .ignore()
      .returning('id');
    if (!inserted) {
      // Another verification of this order recorded it a moment ago.
      const row = await trx('paymentVerifications')
        .where({ paypalOrderId: input.orderId })
        .first('id', 'userSession', 'userId', 'status');
      if (!ownsPayment(row, owner))
        throw new PaymentRefused(403, paymentMessages.alreadyUsed, 'payment_already_used');
      return { verificationId: row.id, recorded: false, status: row.status };
    }
    if (granted) {
      await consultationLeadRecorder(trx, {
        payerName: found.payerName,
        payerEmail,
        packageType: order.packageType,
        extras: extrasOf(order.extras),
        paymentVerificationId: inserted.id,
      });
    }
    if (payerEmail && granted) {
      await queueReceipt(trx, {
        to: payerEmail,
        amount: Number(found.amount),
        currency: found.currency ?? 'USD',
        packageType: order.packageType,
        extras: extrasOf(order.extras),
        orderId: input.orderId,
        expiresAt,
      });
    }
    return { verificationId: inserted.id, recorded: true, status };
  });
}

// ---------------------------------------------------------------------------------------------
// A held capture's outcome

/** A payment held for review, with its order's extras (null without an order). */
type HeldPaymentRow = Pick<
  PaymentVerificationsRow,
  | 'id'
  | 'paypalOrderId'
  | 'amount'
  | 'currency'
  | 'packageType'
  | 'customerEmail'
  | 'paypalPayerEmail'
  | 'metadata'
> & { extras: PaymentOrdersRow['extras'] | null };

/** The payment a held capture was recorded as, still waiting for its review. */
async function heldPayment(trx: Queryable, captureId: string): Promise<HeldPaymentRow | undefined> {
  return trx('paymentVerifications')
    .leftJoin('paymentOrders', 'paymentOrders.id', 'paymentVerifications.paymentOrderId')
    .where('paymentVerifications.paypalCaptureId', captureId)
    .where('paymentVerifications.status', PAYMENT_PENDING)
    .first(
      'paymentVerifications.id',
      'paymentVerifications.paypalOrderId',
      'paymentVerifications.amount',
      'paymentVerifications.currency',
      'paymentVerifications.packageType',
      'paymentVerifications.customerEmail',
      'paymentVerifications.paypalPayerEmail',
      'paymentVerifications.metadata',
      'paymentOrders.extras',
    );
}

/**
 * A capture held for review has completed (PayPal's PAYMENT.CAPTURE.COMPLETED, or the demo
 * checkout's review cleared): its payment grants the access from now, joins the lead queue,
 * and the payer is sent the receipt. Once: a capture not recorded as held (one that completed
 * at once, or was already granted) changes nothing. A completion naming another amount than
 * the one recorded grants nothing. Answers how many payments it granted (0 or 1).
 */
export async function capturedPaymentCompleter({
  trx,
  input,
}: {
  trx: Trx;
  input: { captureId: string; amount?: number | null; currency?: string | null; now?: Date };
}): Promise<number> {
  const payment = await heldPayment(trx, input.captureId);
  if (!payment) return 0;
  const mismatch =
    (input.amount !== undefined && input.amount !== Number(payment.amount)) ||
    (input.currency !== undefined && input.currency !== payment.currency);
  if (mismatch) return 0;
  const now = input.now ?? new Date();
  const expiresAt = accessUntil(now);
  const updated = await trx('paymentVerifications')
    .where({ id: payment.id, status: PAYMENT_PENDING })
    .update({ status: PAYMENT_COMPLETED, verifiedAt: now, expiresAt, updatedAt: trx.fn.now() });
  if (updated !== 1) return 0;
  const to = payment.paypalPayerEmail ?? payment.customerEmail;
  // jsonb arrives parsed from both drivers; text holding JSON (an older row) is read too.
  const metadata: unknown =
    typeof payment.metadata === 'string' ? JSON.parse(payment.metadata) : payment.metadata;
  const payerName = v.safeParse(StoredPayer, metadata);
  // Verifications are recorded from an order, whose package is a paid one.
  const packageType = v.parse(v.picklist(PAID_PACKAGE_TYPES), payment.packageType);
  await consultationLeadRecorder(trx, {
    payerName: payerName.success ? (payerName.output?.payerName ?? null) : null,
    payerEmail: to,
    packageType,
    extras: extrasOf(payment.extras),
    paymentVerificationId: payment.id,
  });
  if (to) {
    await queueReceipt(trx, {
      to,
      amount: Number(payment.amount),
      currency: payment.currency,
      packageType,
      extras: extrasOf(payment.extras),
      orderId: payment.paypalOrderId,
      expiresAt,
    });
  }
  return 1;
}

/** A capture held for review was refused (PayPal's PAYMENT.CAPTURE.DENIED): it never grants access. */
async function heldCaptureDenier(trx: Trx, captureId: string): Promise<number> {
  return trx('paymentVerifications')
    .where({ paypalCaptureId: captureId, status: PAYMENT_PENDING })
    .update({ status: PAYMENT_DECLINED, updatedAt: trx.fn.now() });
}

// ---------------------------------------------------------------------------------------------
// PayPal's webhook

/** The link of a refund that points at the capture it refunds. */
const UpLink = v.looseObject({ rel: v.literal('up'), href: v.string() });
type UpLink = v.InferOutput<typeof UpLink>;

/** A capture resource's amount (PayPal's value text and currency code). */
const ResourceAmount = v.looseObject({
  value: v.optional(v.unknown()),
  currency_code: v.optional(v.unknown()),
});

/** A capture's id from a refund's links ("up" points at the capture it refunds). */
function refundedCaptureId(resource: Record<string, unknown>): string | null {
  const links: unknown[] = Array.isArray(resource.links) ? resource.links : [];
  const href = links.find((link): link is UpLink => v.is(UpLink, link))?.href;
  const match = href ? /\/captures\/([^/?#]+)/.exec(href) : null;
  return match ? decodeURIComponent(match[1]) : null;
}

/** A resource is an object; anything else carries none of the fields read from one. */
const Resource = v.record(v.string(), v.unknown());

export interface WebhookEvent {
  id: string;
  event_type: string;
  /** The event's resource (a capture or a refund), read field by field where it is applied. */
  resource?: unknown;
}

/** A capture resource's amount, in minor units; undefined when the event carries none. */
function captureAmount(resource: Record<string, unknown>): {
  amount?: number | null;
  currency?: string | null;
} {
  const money = resource.amount;
  if (!v.is(ResourceAmount, money)) return {};
  const currency = typeof money.currency_code === 'string' ? money.currency_code : null;
  return { amount: fromPayPalValue(money.value, currency), currency };
}

export interface WebhookOutcome {
  duplicate: boolean;
  /** Payments whose access a refund or reversal ended. */
  endedAccess: number;
  /** Payments held for review whose completed capture granted the access. */
  grantedAccess: number;
}

/**
 * Records a verified webhook event once (a redelivery changes nothing) and applies it: a held
 * capture that completes grants the access its payment waited for, one that is denied never
 * will, and a refunded or reversed capture ends the access its payment granted.
 */
export async function paymentWebhookRecorder({
  trx,
  input: event,
  now,
}: {
  trx: Trx;
  input: WebhookEvent;
  now?: Date;
}): Promise<WebhookOutcome> {
  const [stored] = await trx('webhookEvents')
    .insert({
      eventId: event.id,
      source: 'paypal',
      eventType: event.event_type,
      payload: JSON.stringify(event),
    })
    .onConflict('eventId')
    .ignore()
    .returning('id');
  if (!stored) return { duplicate: true, endedAccess: 0, grantedAccess: 0 };

  const resource = v.is(Resource, event.resource) ? event.resource : {};
  const resourceId = typeof resource.id === 'string' ? resource.id : null;
  let captureId: string | null = null;
  let status: string | null = null;
  let grantedAccess = 0;
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && resourceId) {
    // The resource is the capture itself, now COMPLETED.
    grantedAccess = await capturedPaymentCompleter({
      trx,
      input: { captureId: resourceId, ...captureAmount(resource), now },
    });
  } else if (event.event_type === 'PAYMENT.CAPTURE.DENIED' && resourceId) {
    await heldCaptureDenier(trx, resourceId);
  } else if (
    event.event_type === 'PAYMENT.CAPTURE.REFUNDED' ||
    event.event_type === 'PAYMENT.CAPTURE.REVERSED'
  ) {
    // A refund resource links the capture it returns ("up"); a capture resource is the capture.
    captureId = refundedCaptureId(resource) ?? resourceId;
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
  return { duplicate: false, endedAccess, grantedAccess };
}
