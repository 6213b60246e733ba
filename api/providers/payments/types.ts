/**
 * The payments provider: PayPal Orders v2 when PAYPAL_CLIENT_ID and
 * PAYPAL_CLIENT_SECRET are set, else a demo provider on this server that takes no money. The
 * API speaks to both through this interface; amounts are minor units here, whatever the wire.
 */
import type { MinorUnits } from '@contract/money.ts';

/** PayPal's order statuses (Orders v2); the demo provider uses the same words. */
export type ProviderOrderStatus =
  'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED' | (string & {});

/** An order as the provider reports it. */
export interface ProviderOrder {
  id: string;
  status: ProviderOrderStatus;
  /** The purchase unit's amount, in minor units; null when the provider gave none. */
  amount: MinorUnits | null;
  currency: string | null;
  /** What this server put in the order's custom_id when it created it (our payment_orders id). */
  customId: string | null;
  payerEmail: string | null;
  payerName: string | null;
  /** The capture, once the order is captured. */
  captureId: string | null;
  /** COMPLETED, PENDING, DECLINED, REFUNDED ... */
  captureStatus: string | null;
  /** Why a capture is PENDING or DECLINED (PayPal's status_details.reason: PENDING_REVIEW, ECHECK ...). */
  captureStatusReason: string | null;
}

export interface CreateOrderInput {
  /** Sent as PayPal-Request-Id: the same id twice creates one order. */
  requestId: string;
  amount: MinorUnits;
  currency: 'USD';
  /** What the payer sees on the checkout page: "Standard Planning consultation". */
  description: string;
  /** Our payment_orders id, returned on the order (custom_id). */
  customId: string;
  /** Where the provider sends the payer back, with token and PayerID (the quote page). */
  returnUrl: string;
  cancelUrl: string;
}

export interface CreatedOrder {
  orderId: string;
  /** Where the browser goes to approve the payment. */
  approvalUrl: string;
}

/** A webhook delivery as it arrived: its headers (lower-case names) and its parsed body. */
export interface WebhookDelivery {
  headers: Record<string, string | undefined>;
  body: unknown;
  /** The body's bytes as they arrived, sent back for the signature check when known. */
  rawBody?: string;
}

export type PaymentFailureKind =
  /** The payer's instrument was declined, or the order cannot be captured. */
  | 'declined'
  /** The provider failed, timed out or could not be reached: try again later. */
  | 'unavailable'
  /** The provider refused our credentials or request: the configuration is wrong. */
  | 'rejected';

export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentFailureKind,
    message: string,
    /** Safe to log: the provider's status and error name, never credentials. */
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentsProvider {
  readonly name: 'paypal' | 'demo';
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /** The order, or null when the provider has no such order. */
  getOrder(orderId: string): Promise<ProviderOrder | null>;
  /** Captures an APPROVED order; `requestId` (PayPal-Request-Id) makes a retry the same capture. */
  captureOrder(orderId: string, requestId: string): Promise<ProviderOrder>;
  /** Whether the delivery really comes from the provider (PayPal: verify-webhook-signature). */
  verifyWebhook(delivery: WebhookDelivery): Promise<boolean>;
}
