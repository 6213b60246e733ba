/**
 * The quote form's gate, as pure functions of the address:
 * which rule decides, and what the page shows before any answer from the server. The server
 * renders the page from the same address, so its HTML and the browser's first render agree.
 */
import type { PackageType, paymentMessages } from '@contract/payments';

/**
 * The alert of a failed verification. The contract's
 * `paymentMessages` comes with its schemas, which a public page's first download does without;
 * the type makes this the contract's sentence, letter for letter.
 */
export const VERIFICATION_FAILED: (typeof paymentMessages)['verificationFailed'] =
  'Payment verification failed. Please contact support.';

/** The notice of a payment the provider holds for review, the contract's sentence likewise. */
export const PAYMENT_REVIEW: (typeof paymentMessages)['pendingReview'] =
  'Your payment is being reviewed by PayPal. We will e-mail you as soon as it clears, and the quote form opens then.';

/** The query parameters the gate reads. */
export interface GateParams {
  free: boolean;
  /** The `package` parameter as written in the address (checked by the server). */
  packageParam: string | null;
  /** PayPal's order id on the way back from the checkout. */
  token: string | null;
  payerId: string | null;
  /** The checkout's Cancel button came back here. */
  cancelled: boolean;
}

/**
 * The rule that decides, first match wins:
 * - `free`: free=true, open at once (rule a);
 * - `return`: back from the checkout with token and PayerID, the payment is verified (rule d).
 *   The way back also names the package, so this comes before the package check, which could
 *   only answer "not paid" for a payment nobody has verified yet;
 * - `package`: the server says whether this browser or account paid for it (rule b);
 *   otherwise `payments`: the account's or browser's payments list (rule c).
 */
export type GateRule = 'free' | 'return' | 'package' | 'payments';

/** A note the locked notice carries. */
export type LockedNote = 'cancelled' | 'verification-failed';

/**
 * `review`: the payment was captured but the provider holds it for review; the form opens when
 * it clears, so the page says so rather than asking to pay again.
 */
export type QuoteAccess =
  | { status: 'checking' }
  | { status: 'locked'; note: LockedNote | null; detail?: string }
  | { status: 'review' }
  | { status: 'open'; packageType: PackageType };

export function readGateParams(search: string): GateParams {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || null;
  return {
    free: params.get('free') === 'true',
    packageParam: value('package'),
    token: value('token'),
    payerId: value('PayerID'),
    cancelled: params.get('cancelled') === 'true',
  };
}

export function gateRule(params: GateParams): GateRule {
  if (params.free) return 'free';
  if (params.token && params.payerId) return 'return';
  if (params.packageParam) return 'package';
  return 'payments';
}

/** The locked notice, with the gentle note of a cancelled checkout when there was one. */
export function lockedFor(params: GateParams): QuoteAccess {
  return { status: 'locked', note: params.cancelled ? 'cancelled' : null };
}

/**
 * What the page shows before the server answers. Coming back from the checkout, or naming a
 * package, a visitor who has most likely paid sees a quiet "checking" rather than a locked
 * notice that a moment later turns out wrong. Anyone else sees the locked notice while the
 * payments list is asked for in the background.
 */
export function initialAccess(params: GateParams): QuoteAccess {
  switch (gateRule(params)) {
    case 'free':
      return { status: 'open', packageType: 'free' };
    case 'return':
      return { status: 'checking' };
    case 'package':
      return params.cancelled ? lockedFor(params) : { status: 'checking' };
    case 'payments':
      return lockedFor(params);
  }
}
