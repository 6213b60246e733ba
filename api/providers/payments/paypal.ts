/**
 * PayPal Orders v2 over fetch: the server authenticates with OAuth2
 * client credentials, creates an order the payer approves on PayPal, reads it back and captures
 * it. Amounts travel as decimal strings ("50.00") on PayPal's side and as minor units here.
 *
 * Every call is bounded by one timer that covers the answer's body too, so a PayPal that sends
 * headers and then stalls cannot hold a request open. Failures become PaymentProviderError:
 * 'unavailable' (5xx, 429, network, timeout: try again later), 'declined' (422: the order cannot
 * be captured) or 'rejected' (400, 401 after a fresh token, 403: our configuration is wrong).
 * Warnings carry PayPal's status, error name and debug_id only: never credentials, tokens or
 * bodies.
 */
import { brand } from '@contract/brand.ts';
import type { MinorUnits } from '@contract/money.ts';
import type { Logger } from '../../logger.ts';
import { isRecord } from '../../lib/unknownValues.ts';
import {
  PaymentProviderError,
  type CreatedOrder,
  type CreateOrderInput,
  type PaymentsProvider,
  type ProviderOrder,
  type WebhookDelivery,
} from './types.ts';

export interface PayPalProviderOptions {
  clientId: string;
  clientSecret: string;
  /** `https://api-m.paypal.com`, `https://api-m.sandbox.paypal.com`, or a local fake in tests. */
  apiBase: string;
  /** The webhook's id in the PayPal developer dashboard; without it no delivery verifies. */
  webhookId?: string;
  /** Bound on each call to PayPal, headers and body together. */
  timeoutMs?: number;
  logger?: Logger;
  /** The clock that decides when the cached access token is too old (milliseconds). */
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A cached token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** PayPal's order ids: letters and digits (Orders v2 path parameter pattern). */
const ORDER_ID = /^[A-Z0-9]{1,36}$/;
/** Purchase unit description and brand name limits (Orders v2). */
const MAX_DESCRIPTION = 127;
const WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

interface Answer {
  status: number;
  /** The parsed JSON body; null when there was none or it was not JSON. */
  body: unknown;
}

interface CachedToken {
  value: string;
  expiresAt: number;
}

type Json = Record<string, unknown>;

function record(value: unknown): Json | null {
  return isRecord(value) && !Array.isArray(value) ? value : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function first(value: unknown): Json | null {
  return Array.isArray(value) ? record(value[0]) : null;
}

/** Digits after the decimal point of a currency: 2 for USD, 0 for JPY. */
function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** 5000, 'USD' -> "50.00", in integers: no floating point between the price and the wire. */
export function toPayPalValue(amount: MinorUnits, currency: string): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`not an amount in minor units: ${amount}`);
  const digits = fractionDigits(currency);
  if (digits === 0) return String(amount);
  const scale = 10 ** digits;
  return `${Math.floor(amount / scale)}.${String(amount % scale).padStart(digits, '0')}`;
}

/** "199.00", 'USD' -> 19900 exactly; null for anything that is not a plain decimal amount. */
export function fromPayPalValue(value: unknown, currency: string | null): MinorUnits | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,15})(?:\.(\d{1,6}))?$/.exec(value.trim());
  if (!match) return null;
  const digits = fractionDigits(currency ?? 'USD');
  const fraction = match[2] ?? '';
  // More decimals than the currency has are only acceptable as trailing zeros.
  if (/[1-9]/.test(fraction.slice(digits))) return null;
  const minor =
    Number(match[1]) * 10 ** digits + Number(fraction.slice(0, digits).padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** PayPal's order JSON (GET, create or capture with return=representation) as a ProviderOrder. */
export function toProviderOrder(body: unknown): ProviderOrder | null {
  const order = record(body);
  const id = text(order?.id);
  if (!order || !id) return null;
  const unit = first(order.purchase_units);
  const capture = first(record(unit?.payments)?.captures);
  const unitAmount = record(unit?.amount);
  const captureAmount = record(capture?.amount);
  const amount = unitAmount ?? captureAmount;
  const currency = text(amount?.currency_code);
  const payer = record(order.payer);
  const wallet = record(record(order.payment_source)?.paypal);
  const name = record(payer?.name) ?? record(wallet?.name);
  const payerName = [text(name?.given_name), text(name?.surname)].filter(Boolean).join(' ') || null;
  return {
    id,
    status: text(order.status) ?? 'UNKNOWN',
    amount: fromPayPalValue(amount?.value, currency),
    currency,
    customId: text(unit?.custom_id) ?? text(capture?.custom_id),
    payerEmail: text(payer?.email_address) ?? text(wallet?.email_address),
    payerName,
    captureId: text(capture?.id),
    captureStatus: text(capture?.status),
    captureStatusReason: text(record(capture?.status_details)?.reason),
  };
}

/** What may be logged of a PayPal error body: its name, debug id and first issue. */
function errorSummary(body: unknown): { name?: string; debugId?: string; issue?: string } {
  const error = record(body);
  const name = text(error?.name) ?? text(error?.error);
  const debugId = text(error?.debug_id);
  const issue = text(first(error?.details)?.issue);
  return {
    ...(name ? { name } : {}),
    ...(debugId ? { debugId } : {}),
    ...(issue ? { issue } : {}),
  };
}

function headerIn(headers: WebhookDelivery['headers'], name: string): string | null {
  const direct = headers[name];
  if (direct !== undefined) return text(direct.trim());
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name && value !== undefined) return text(value.trim());
  }
  return null;
}

/** A request body already written as JSON text: sent as it is. */
export class SerializedJson {
  constructor(readonly text: string) {}
}

/**
 * PayPal checks the signature over the event exactly as it sent it: the delivery's own bytes go
 * back inside the request when we have them (parsing and writing again may change a number such
 * as 10.0), else the parsed event.
 */
export function verificationBody(fields: Record<string, string>, delivery: WebhookDelivery): unknown {
  const raw = delivery.rawBody?.trim();
  if (!raw) return { ...fields, webhook_event: delivery.body };
  try {
    JSON.parse(raw);
  } catch {
    return { ...fields, webhook_event: delivery.body };
  }
  const head = JSON.stringify(fields).slice(0, -1);
  return new SerializedJson(`${head},"webhook_event":${raw}}`);
}

export function createPayPalProvider(options: PayPalProviderOptions): PaymentsProvider {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const logger = options.logger;
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  let cached: CachedToken | null = null;
  let pendingToken: Promise<string> | null = null;

  function warn(operation: string, status: number | null, body: unknown, message: string) {
    logger?.warn(
      { paypal: { operation, ...(status === null ? {} : { status }), ...errorSummary(body) } },
      message,
    );
  }

  /** The failure a non-2xx answer means; logged once here. */
  function failure(operation: string, answer: Answer): PaymentProviderError {
    const { status } = answer;
    const detail = { operation, status, ...errorSummary(answer.body) };
    warn(operation, status, answer.body, `PayPal ${operation} answered ${status}`);
    if (status >= 500 || status === 429 || status < 200 || (status >= 300 && status < 400)) {
      return new PaymentProviderError('unavailable', `PayPal ${operation} failed (${status})`, detail);
    }
    if (status === 422) {
      return new PaymentProviderError('declined', `PayPal ${operation} was refused (${status})`, detail);
    }
    return new PaymentProviderError(
      'rejected',
      `PayPal refused the ${operation} request (${status})`,
      detail,
    );
  }

  /**
   * One HTTP exchange under one timer that also covers reading the body. Network errors, the
   * timeout and a 2xx whose body is not JSON are 'unavailable'.
   */
  async function send(
    operation: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let status: number;
    let raw: string;
    try {
      const response = await fetch(`${apiBase}${path}`, {
        method,
        headers: { Accept: 'application/json', ...headers },
        body,
        redirect: 'manual',
        signal: controller.signal,
      });
      status = response.status;
      raw = await response.text();
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const reason = timedOut ? `did not answer within ${timeoutMs} ms` : 'could not be reached';
      warn(operation, null, null, `PayPal ${operation} ${reason}`);
      throw new PaymentProviderError('unavailable', `PayPal ${operation} ${reason}`, {
        operation,
        timedOut,
        ...(timedOut ? {} : { cause: error instanceof Error ? error.name : undefined }),
      });
    } finally {
      clearTimeout(timer);
    }
    let parsed: unknown = null;
    if (raw.trim() !== '') {
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = null;
        if (status >= 200 && status < 300) {
          warn(
            operation,
            status,
            null,
            `PayPal ${operation} answered ${status} with a body that is not JSON`,
          );
          throw new PaymentProviderError('unavailable', `PayPal ${operation} answered an unreadable body`, {
            operation,
            status,
          });
        }
      }
    }
    return { status, body: parsed };
  }

  async function requestToken(): Promise<string> {
    const answer = await send(
      'token',
      'POST',
      '/v1/oauth2/token',
      { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    if (answer.status !== 200) throw failure('token', answer);
    const body = record(answer.body);
    const value = text(body?.access_token);
    const expiresIn = typeof body?.expires_in === 'number' ? body.expires_in * 1000 : 0;
    if (!value) {
      warn('token', answer.status, null, 'PayPal answered the token request without a token');
      throw new PaymentProviderError('unavailable', 'PayPal gave no access token', { operation: 'token' });
    }
    // Renewed a minute early; a token that lives less than two minutes is kept for half its life.
    const lifetime = Math.max(expiresIn - TOKEN_MARGIN_MS, expiresIn / 2);
    cached = { value, expiresAt: now() + lifetime };
    return value;
  }

  /** The cached token, or one new token request shared by every caller waiting for it. */
  function accessToken(): Promise<string> {
    if (cached && now() < cached.expiresAt) return Promise.resolve(cached.value);
    cached = null;
    pendingToken ??= requestToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** An API call with the bearer token; a 401 drops that token and tries once more. */
  async function call(
    operation: string,
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const token = await accessToken();
      const answer = await send(
        operation,
        method,
        path,
        {
          Authorization: `Bearer ${token}`,
          ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body === undefined ? undefined : body instanceof SerializedJson ? body.text : JSON.stringify(body),
      );
      if (answer.status !== 401 || attempt > 1) return answer;
      if (cached?.value === token) cached = null;
    }
  }

  function orderFrom(operation: string, answer: Answer): ProviderOrder {
    const order = toProviderOrder(answer.body);
    if (!order) {
      warn(operation, answer.status, null, `PayPal ${operation} answered without an order`);
      throw new PaymentProviderError('unavailable', `PayPal ${operation} answered without an order`, {
        operation,
        status: answer.status,
      });
    }
    return order;
  }

  async function getOrder(orderId: string): Promise<ProviderOrder | null> {
    if (!ORDER_ID.test(orderId)) return null;
    const answer = await call('get order', 'GET', `/v2/checkout/orders/${orderId}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw failure('get order', answer);
    return orderFrom('get order', answer);
  }

  return {
    name: 'paypal',

    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      const answer = await call(
        'create order',
        'POST',
        '/v2/checkout/orders',
        { 'PayPal-Request-Id': input.requestId, Prefer: 'return=representation' },
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              custom_id: input.customId,
              description: input.description.slice(0, MAX_DESCRIPTION),
              amount: { currency_code: input.currency, value: toPayPalValue(input.amount, input.currency) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: brand.name.slice(0, MAX_DESCRIPTION),
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                payment_method_preference: 'IMMEDIATE_PAYMENT_REQUIRED',
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        },
      );
      if (answer.status !== 200 && answer.status !== 201) throw failure('create order', answer);
      const body = record(answer.body);
      const orderId = text(body?.id);
      const links = Array.isArray(body?.links) ? body.links.map(record) : [];
      const approval =
        links.find((link) => link?.rel === 'payer-action') ?? links.find((link) => link?.rel === 'approve');
      const approvalUrl = text(approval?.href);
      if (!orderId || !approvalUrl) {
        warn('create order', answer.status, null, 'PayPal created an order without an id or approval link');
        throw new PaymentProviderError('unavailable', 'PayPal gave no order id or approval link', {
          operation: 'create order',
          status: answer.status,
        });
      }
      return { orderId, approvalUrl };
    },

    getOrder,

    async captureOrder(orderId: string, requestId: string): Promise<ProviderOrder> {
      if (!ORDER_ID.test(orderId)) {
        throw new PaymentProviderError('declined', 'Not a PayPal order id', { operation: 'capture' });
      }
      const answer = await call('capture', 'POST', `/v2/checkout/orders/${orderId}/capture`, {
        'PayPal-Request-Id': requestId,
        Prefer: 'return=representation',
      });
      if (answer.status === 200 || answer.status === 201) return orderFrom('capture', answer);
      if (answer.status === 422 && errorSummary(answer.body).issue === 'ORDER_ALREADY_CAPTURED') {
        // A retried capture (another request id) of an order already paid is not a failure.
        const order = await getOrder(orderId);
        if (order) return order;
      }
      if (answer.status === 404) {
        warn('capture', answer.status, answer.body, 'PayPal has no such order to capture');
        throw new PaymentProviderError('declined', 'PayPal has no such order', {
          operation: 'capture',
          status: 404,
          ...errorSummary(answer.body),
        });
      }
      throw failure('capture', answer);
    },

    /**
     * True only when PayPal answers SUCCESS. A delivery without the five paypal-* headers, or
     * with no webhook id configured, is false without a call; so is one PayPal calls malformed
     * (400/422). PayPal unreachable throws 'unavailable' so the webhook answers an error and
     * PayPal delivers again later.
     */
    async verifyWebhook(delivery: WebhookDelivery): Promise<boolean> {
      if (!options.webhookId) {
        logger?.warn('PayPal webhook delivery not verified: no webhook id is configured');
        return false;
      }
      const fields: Record<string, string> = {};
      for (const [field, header] of Object.entries(WEBHOOK_HEADERS)) {
        const value = headerIn(delivery.headers, header);
        if (!value) return false;
        fields[field] = value;
      }
      if (!record(delivery.body)) return false;
      const answer = await call(
        'verify webhook',
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {},
        verificationBody({ ...fields, webhook_id: options.webhookId }, delivery),
      );
      if (answer.status === 400 || answer.status === 422) {
        warn('verify webhook', answer.status, answer.body, 'PayPal refused to verify a webhook delivery');
        return false;
      }
      if (answer.status !== 200) throw failure('verify webhook', answer);
      return record(answer.body)?.verification_status === 'SUCCESS';
    },
  };
}
