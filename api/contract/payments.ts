/**
 * Paid consultations on the wire: what the quote
 * page sends to start a checkout and verify its return, and what the API answers. The browser
 * names a package and its extras, never a price: the server reads the price from the catalogue.
 * Pure valibot: no Node or DOM imports.
 */
import * as v from 'valibot';

export const PAID_PACKAGE_TYPES = ['standard', 'premium', 'group'] as const;
export type PaidPackageType = (typeof PAID_PACKAGE_TYPES)[number];
export const PACKAGE_TYPES = ['free', ...PAID_PACKAGE_TYPES] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const CONSULTATION_EXTRA_IDS = ['travel-insurance-guidance', 'rush-planning'] as const;
export type ConsultationExtraId = (typeof CONSULTATION_EXTRA_IDS)[number];

/** How long a verified payment keeps the quote form open for the browser and the user. */
export const PAYMENT_ACCESS_DAYS = 90;

/** The provider's order status that unlocks the form. */
export const PAYMENT_COMPLETED = 'COMPLETED';
/**
 * A payment the provider captured but holds for review (PayPal's capture status PENDING): it
 * grants nothing until the provider says the capture completed.
 */
export const PAYMENT_PENDING = 'PENDING';
/** A held payment the provider then refused (PayPal's capture status DECLINED). */
export const PAYMENT_DECLINED = 'DECLINED';
/** What a refund or reversal turns a verified payment into: it no longer grants access. */
export const PAYMENT_REFUNDED = 'REFUNDED';
export const PAYMENT_REVERSED = 'REVERSED';

export const paymentMessages = {
  packageInvalid: 'Choose a consultation package: standard, premium or group',
  extraInvalid: 'Unknown extra',
  orderRequired: 'Order id is required',
  /** The alert the quote page shows. */
  verificationFailed: 'Payment verification failed. Please contact support.',
  notCreatedHere: 'This payment was not started on this site.',
  alreadyUsed:
    'This payment has already been used in another browser. Sign in to the account that paid, or contact support.',
  wrongAmount: 'The amount paid does not match the package.',
  notCompleted: 'The payment has not been completed.',
  /** The quote page's notice while the provider reviews a captured payment. */
  pendingReview:
    'Your payment is being reviewed by PayPal. We will e-mail you as soon as it clears, and the quote form opens then.',
  declined: 'The payment was declined. Please try another payment method.',
  unavailable: 'The payment service is not answering right now. Please try again in a few minutes.',
  webhookInvalid: 'Webhook signature could not be verified',
  demoOrderNotFound: 'This demo checkout does not exist or has expired.',
} as const;

/** POST /api/paypal/create-order. Extras are named once each, whatever the browser repeats. */
export const CreateOrder = v.object({
  packageType: v.picklist(PAID_PACKAGE_TYPES, paymentMessages.packageInvalid),
  extras: v.pipe(
    v.optional(v.array(v.picklist(CONSULTATION_EXTRA_IDS, paymentMessages.extraInvalid)), []),
    v.transform((extras) => [...new Set(extras)]),
  ),
});
export type CreateOrder = v.InferOutput<typeof CreateOrder>;

/** PayPal's order ids are 17 letters and digits; the demo provider's are uuids. */
const OrderId = v.pipe(
  v.optional(v.string(paymentMessages.orderRequired), ''),
  v.trim(),
  v.nonEmpty(paymentMessages.orderRequired),
  v.maxLength(64, paymentMessages.orderRequired),
  v.regex(/^[A-Za-z0-9-]+$/, paymentMessages.orderRequired),
);

/** POST /api/paypal/verify-payment: the `token` PayPal put in the return address. */
export const VerifyPayment = v.object({
  orderID: OrderId,
  // A checkout that names no package buys the standard one.
  packageType: v.optional(v.picklist(PAID_PACKAGE_TYPES, paymentMessages.packageInvalid), 'standard'),
});
export type VerifyPayment = v.InferOutput<typeof VerifyPayment>;

/** GET /api/paypal/verify-access?packageType=: without one, any paid package counts. */
export const VerifyAccessQuery = v.object({
  packageType: v.optional(v.picklist(PAID_PACKAGE_TYPES, paymentMessages.packageInvalid)),
});

/** A verified payment as the quote page and the payer read it. */
export interface PaymentRecord {
  id: string;
  orderId: string;
  status: string;
  packageType: PaidPackageType;
  extras: ConsultationExtraId[];
  amount: number;
  currency: string;
  verifiedAt: string | null;
  expiresAt: string | null;
}

export interface CreateOrderResponse {
  success: true;
  data: { orderId: string; approvalUrl: string };
}

export interface VerifyAccessResponse {
  success: true;
  hasAccess: boolean;
  packageType: PaidPackageType | null;
  expiresAt: string | null;
  /** Without access, whether a payment (of the package asked for) is held for review. */
  pending: boolean;
}

export interface UserPaymentsResponse {
  success: true;
  data: PaymentRecord[];
}

export interface VerifyPaymentResponse {
  success: boolean;
  verified: boolean;
  /** The payment is captured but held for review (answered 202). */
  pending?: boolean;
  message?: string;
  payment?: PaymentRecord;
}

/** A payment in the office's Payments list (admins). */
export interface PaymentListItem extends PaymentRecord {
  payerEmail: string | null;
  payerName: string | null;
  provider: 'paypal' | 'demo';
  refundedAt: string | null;
}
