import * as v from 'valibot';
import {
  CONSULTATION_EXTRA_IDS,
  type ConsultationExtraId,
  type PaidPackageType,
  type PaymentListItem,
  type PaymentRecord,
} from '@contract/payments.ts';
import { consultationExtras, findConsultationPackage } from '@content/catalogue.ts';
import type { PaymentRecordRow } from '../queries/paymentAccess.ts';
import type { PaymentListRow } from '../queries/payments.ts';
import { isoInstant } from './clients.ts';

/** What a verification's metadata may say of the payer (the provider's name for them). */
const PayerMetadata = v.object({ payerName: v.optional(v.unknown()) });

function instantOrNull(value: unknown): string | null {
  return value == null ? null : isoInstant(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** jsonb arrives parsed from both drivers; text holding JSON (an older row) is read too. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

const isExtraId = (value: unknown): value is ConsultationExtraId =>
  v.is(v.picklist(CONSULTATION_EXTRA_IDS), value);

/** The extras an order names (its json column), once each and only those the catalogue knows. */
export function extrasOf(value: unknown): ConsultationExtraId[] {
  const list = json(value);
  if (!Array.isArray(list)) return [];
  return [...new Set(list.filter(isExtraId))];
}

/** A payer's name in a verification's metadata (its json column), when the provider gave one. */
export function payerNameOf(metadata: unknown): string | null {
  const parsed = v.safeParse(PayerMetadata, json(metadata));
  return parsed.success ? text(parsed.output.payerName) : null;
}

/**
 * The package a verification was paid for. Free access is recorded beside payments with the
 * package "free": the contract names paid packages only, and a free record is passed on as it
 * is stored, as it always was (the office's list selects paid packages only).
 */
export function paidPackageOf(packageType: string): PaidPackageType {
  // Narrower than the column: the contract's type, not a check (a free record goes out unchanged).
  return packageType as PaidPackageType;
}

/** A verified payment (payment_verifications, with its order's extras when known). */
export function presentPaymentRecord(row: PaymentRecordRow): PaymentRecord {
  return {
    id: row.id,
    orderId: row.paypalOrderId,
    status: row.status,
    packageType: paidPackageOf(row.packageType),
    extras: extrasOf(row.extras),
    amount: Number(row.amount),
    currency: row.currency,
    verifiedAt: instantOrNull(row.verifiedAt),
    expiresAt: instantOrNull(row.expiresAt),
  };
}

/**
 * A payment in the office's list: who paid (the provider's payer, else the e-mail given, else
 * the order's), their name when the provider or the account gave one, and the provider. A
 * verification without an order predates the demo checkout, so it came from PayPal.
 */
export function presentPaymentListItem(row: PaymentListRow): PaymentListItem {
  const metadataName = payerNameOf(row.metadata);
  const accountName = text(`${text(row.userFirstName) ?? ''} ${text(row.userLastName) ?? ''}`);
  return {
    ...presentPaymentRecord(row),
    payerEmail: text(row.paypalPayerEmail) ?? text(row.customerEmail) ?? text(row.orderPayerEmail),
    payerName: metadataName ?? accountName,
    provider: row.provider === 'demo' ? 'demo' : 'paypal',
    refundedAt: instantOrNull(row.refundedAt),
  };
}

/** The consultation a website quote request was made after, as the office's lead list shows it. */
export interface QuotePayment {
  packageType: string;
  /** The catalogue's name of the package ("Standard Planning"). */
  packageName: string;
  /** The catalogue's names of the extras paid with it. */
  extraNames: string[];
  /** Minor units: what was paid, extras included. */
  amount: number;
  currency: string;
  status: string;
  refundedAt: string | null;
}

/** The aliases under which queries/payments QUOTE_PAYMENT_COLUMNS carries a quote request's payment. */
type QuotePaymentColumn =
  | 'paymentId'
  | 'paymentPackageType'
  | 'paymentAmount'
  | 'paymentCurrency'
  | 'paymentStatus'
  | 'paymentRefundedAt'
  | 'paymentExtras';

/** A row carrying a quote request's payment under those aliases (each null without a payment). */
export type QuotePaymentRow = Partial<Record<QuotePaymentColumn, unknown>>;

/** Splits a dashboard row into the quote request's own columns and its payment (null when none). */
export function presentQuotePayment<Row extends QuotePaymentRow>(
  row: Row,
): { quote: Omit<Row, QuotePaymentColumn>; payment: QuotePayment | null } {
  const {
    paymentId,
    paymentPackageType,
    paymentAmount,
    paymentCurrency,
    paymentStatus,
    paymentRefundedAt,
    paymentExtras,
    ...quote
  } = row;
  if (!paymentId) return { quote, payment: null };
  const packageType = String(paymentPackageType);
  const extras = extrasOf(paymentExtras);
  return {
    quote,
    payment: {
      packageType,
      packageName: findConsultationPackage(packageType)?.name ?? packageType,
      extraNames: consultationExtras.filter((extra) => extras.includes(extra.id)).map((extra) => extra.name),
      amount: Number(paymentAmount),
      currency: String(paymentCurrency),
      status: String(paymentStatus),
      refundedAt: instantOrNull(paymentRefundedAt),
    },
  };
}
