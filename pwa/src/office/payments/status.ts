/**
 * How the office shows a consultation payment's state: the provider's status, except that a
 * refund recorded on a payment still marked COMPLETED shows as refunded. No antd here: the
 * Overview reads this too.
 */
import { PAYMENT_COMPLETED, PAYMENT_REFUNDED, PAYMENT_REVERSED } from '@contract/payments';

export interface PaymentStatusView {
  label: string;
  /** antd Tag colour: paid green, refunded or reversed red, anything else gold. */
  color: 'green' | 'red' | 'gold';
  /** The word a quote request's tag starts with. */
  verb: string;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export function paymentStatusView(payment: { status: string; refundedAt: string | null }): PaymentStatusView {
  if (payment.status === PAYMENT_REVERSED) return { label: 'Reversed', color: 'red', verb: 'Reversed' };
  if (payment.status === PAYMENT_REFUNDED || payment.refundedAt)
    return { label: 'Refunded', color: 'red', verb: 'Refunded' };
  if (payment.status === PAYMENT_COMPLETED) return { label: 'Completed', color: 'green', verb: 'Paid' };
  const label = capitalised(payment.status.replace(/_/g, ' '));
  return { label, color: 'gold', verb: `Payment ${label.toLowerCase()}` };
}
