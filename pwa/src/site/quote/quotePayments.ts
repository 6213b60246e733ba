/**
 * The quote page's calls to the payments API. A chunk
 * of its own: the page fetches it once it is the browser's and has something to check, or when
 * a payment button is first pressed.
 */
import type {
  ConsultationExtraId,
  CreateOrder,
  CreateOrderResponse,
  PaidPackageType,
  PAYMENT_COMPLETED,
  PAYMENT_PENDING,
  UserPaymentsResponse,
  VerifyAccessResponse,
  VerifyPayment,
  VerifyPaymentResponse,
} from '@contract/payments';
import { consultationPackages } from '@content/catalogue';
import { ApiError, apiRequest } from '@pwa/lib/api';
import { errorMessage } from '@pwa/lib/errorMessage';
import { gateRule, lockedFor, VERIFICATION_FAILED, type GateParams, type QuoteAccess } from './quoteGate';

const BASE = '/api/paypal';
/** The contract's word for a payment that grants access (its module's schemas stay out of here). */
const COMPLETED: typeof PAYMENT_COMPLETED = 'COMPLETED';
/** The contract's word for a payment held for review. */
const PENDING: typeof PAYMENT_PENDING = 'PENDING';

function isPaidPackage(value: string | null): value is PaidPackageType {
  return consultationPackages.some((item) => item.type === value);
}

/** Rule d: the order the visitor approved at the checkout, verified (and captured) by the server. */
async function verifyReturn(params: GateParams): Promise<QuoteAccess> {
  const body: VerifyPayment = {
    orderID: params.token ?? '',
    // The way back names the package it was bought for; the standard package otherwise.
    packageType: isPaidPackage(params.packageParam) ? params.packageParam : 'standard',
  };
  try {
    const res = await apiRequest('POST', `${BASE}/verify-payment`, body);
    const answer = (await res.json()) as VerifyPaymentResponse;
    if (answer.success && answer.verified) {
      return { status: 'open', packageType: answer.payment?.packageType ?? body.packageType };
    }
    if (answer.success && answer.pending) return { status: 'review' };
    return verificationFailed(answer.message);
  } catch (error) {
    console.warn('The payment could not be verified.', error);
    return verificationFailed(error instanceof ApiError ? errorMessage(error, '') : undefined);
  }
}

function verificationFailed(detail: string | undefined): QuoteAccess {
  // The server's own words, when it said something beyond the alert's sentence.
  const extra = detail && detail !== VERIFICATION_FAILED ? detail : undefined;
  return { status: 'locked', note: 'verification-failed', ...(extra ? { detail: extra } : {}) };
}

/** Rule b: whether this browser's session or signed-in account has paid for the package. */
async function checkPackage(params: GateParams): Promise<QuoteAccess> {
  const packageType = params.packageParam ?? '';
  const res = await apiRequest('GET', `${BASE}/verify-access?packageType=${encodeURIComponent(packageType)}`);
  const answer = (await res.json()) as VerifyAccessResponse;
  if (answer.success && answer.hasAccess) {
    return {
      status: 'open',
      packageType: answer.packageType ?? (isPaidPackage(packageType) ? packageType : 'standard'),
    };
  }
  return answer.success && answer.pending ? { status: 'review' } : lockedFor(params);
}

/**
 * Rule c: a completed payment in the list of this browser's session or signed-in account; with
 * none, one held for review says so.
 */
async function checkPayments(params: GateParams): Promise<QuoteAccess> {
  const res = await apiRequest('GET', `${BASE}/user-payments`);
  const answer = (await res.json()) as UserPaymentsResponse;
  const payments = answer.success ? answer.data : [];
  const paid = payments.find((payment) => payment.status === COMPLETED);
  if (paid) return { status: 'open', packageType: paid.packageType };
  return payments.some((payment) => payment.status === PENDING) ? { status: 'review' } : lockedFor(params);
}

/**
 * The gate's answer for the address. A failed verification says so (rule d); any other failed
 * check is only logged, and the form stays locked.
 */
export async function checkQuoteAccess(params: GateParams): Promise<QuoteAccess> {
  const rule = gateRule(params);
  if (rule === 'free') return { status: 'open', packageType: 'free' };
  if (rule === 'return') return verifyReturn(params);
  try {
    return rule === 'package' ? await checkPackage(params) : await checkPayments(params);
  } catch (error) {
    console.warn('Could not check access to the quote form.', error);
    return lockedFor(params);
  }
}

/**
 * Starts a checkout for a package and its extras; answers where to send the browser. The server
 * prices the order from its catalogue: the browser names what was chosen, never an amount.
 */
export async function startCheckout(
  packageType: PaidPackageType,
  extras: ConsultationExtraId[],
): Promise<string> {
  const body: CreateOrder = { packageType, extras };
  const res = await apiRequest('POST', `${BASE}/create-order`, body);
  const answer = (await res.json()) as CreateOrderResponse;
  const approvalUrl = answer.data?.approvalUrl;
  const url = approvalUrl ? new URL(approvalUrl, window.location.href) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new Error('The checkout could not be opened.');
  }
  return url.href;
}
