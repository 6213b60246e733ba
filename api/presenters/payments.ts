import {
  CONSULTATION_EXTRA_IDS,
  type ConsultationExtraId,
  type PaidPackageType,
  type PaymentListItem,
  type PaymentRecord,
} from '@contract/payments.ts';
import { consultationExtras, findConsultationPackage } from '@content/catalogue.ts';
import { isoInstant } from './clients.ts';

type Row = Record<string, unknown>;

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

/** The extras an order names, once each and only those the catalogue knows. */
function extrasOf(value: unknown): ConsultationExtraId[] {
  const list = json(value);
  if (!Array.isArray(list)) return [];
  const known = list.filter((id): id is ConsultationExtraId =>
    (CONSULTATION_EXTRA_IDS as readonly unknown[]).includes(id),
  );
  return [...new Set(known)];
}

/** A verified payment (payment_verifications, with its order's extras when known). */
export function presentPaymentRecord(row: Row): PaymentRecord {
  return {
    id: row.id as string,
    orderId: row.paypalOrderId as string,
    status: row.status as string,
    // The queries list paid packages only (free access is not a payment).
    packageType: row.packageType as PaidPackageType,
    extras: extrasOf(row.extras),
    amount: Number(row.amount),
    currency: row.currency as string,
    verifiedAt: instantOrNull(row.verifiedAt),
    expiresAt: instantOrNull(row.expiresAt),
  };
}

/**
 * A payment in the office's list: who paid (the provider's payer, else the e-mail given, else
 * the order's), their name when the provider or the account gave one, and the provider. A
 * verification without an order predates the demo checkout, so it came from PayPal.
 */
export function presentPaymentListItem(row: Row): PaymentListItem {
  const metadata = json(row.metadata);
  const metadataName = metadata && typeof metadata === 'object' ? text((metadata as Row).payerName) : null;
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

/** Splits a dashboard row into the quote request's own columns and its payment (null when none). */
export function presentQuotePayment(row: Row): { quote: Row; payment: QuotePayment | null } {
  const {
    paymentId,
    paymentPackageType,
    paymentAmount,
    paymentCurrency,
    paymentStatus,
    paymentRefundedAt,
    paymentExtras,
    ...quote
  } = row as Row & Record<QuotePaymentColumn, unknown>;
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
