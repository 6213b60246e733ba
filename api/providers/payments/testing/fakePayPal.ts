/**
 * A local stand-in for PayPal's REST API, for tests: node:http on 127.0.0.1, an ephemeral port,
 * state kept in memory. It serves what ../paypal.ts calls, shaped like PayPal's answers:
 *
 * - `POST /v1/oauth2/token`: checks the Basic client credentials and grant_type, issues tokens;
 *   `expireTokens()` makes every issued token answer 401 on its next use.
 * - `POST /v2/checkout/orders`: creates an order (PAYER_ACTION_REQUIRED with a `payer-action`
 *   link when the body has payment_source.paypal, else CREATED with an `approve` link), both
 *   links `${baseUrl}/checkoutnow?token=ID`; the same PayPal-Request-Id gives the same order.
 * - `GET /v2/checkout/orders/:id`: the order, or 404 RESOURCE_NOT_FOUND.
 * - `POST /v2/checkout/orders/:id/capture`: captures an APPROVED order (COMPLETED, with a capture
 *   id); the same PayPal-Request-Id again answers the same capture; a COMPLETED order otherwise
 *   answers 422 ORDER_ALREADY_CAPTURED, an unapproved one 422 ORDER_NOT_APPROVED. After
 *   `holdNextCapture()` the order is COMPLETED but its capture PENDING, with
 *   status_details.reason, until `clearReview()` or `denyReview()`.
 * - `POST /v1/notifications/verify-webhook-signature`: SUCCESS or FAILURE (see
 *   `setWebhookVerification`).
 * - `GET /checkoutnow?token=ID`: plays the payer pressing "Pay Now": approves the order and
 *   redirects (302) to its return_url with `token` and `PayerID`; with `&cancel=1`, redirects
 *   to its cancel_url instead.
 *
 * Order ids and capture ids are 17 upper-case letters and digits, as PayPal's are. Amounts are
 * PayPal's wire strings ("50.00") everywhere in this API.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { listeningPort } from '../../../lib/listeningPort.ts';
import { isRecord, messageOf } from '../../../lib/unknownValues.ts';

export const FAKE_PAYPAL_CLIENT_ID = 'fake-paypal-client-id';
export const FAKE_PAYPAL_CLIENT_SECRET = 'fake-paypal-client-secret-0123456789';
export const FAKE_PAYPAL_WEBHOOK_ID = '8PT597110X687430LKGECATA';

const TOKEN_PATH = '/v1/oauth2/token';

export interface FakePayPalOptions {
  /** Default FAKE_PAYPAL_CLIENT_ID. */
  clientId?: string;
  /** Default FAKE_PAYPAL_CLIENT_SECRET. */
  clientSecret?: string;
  /** The webhook id verify-webhook-signature expects; default FAKE_PAYPAL_WEBHOOK_ID. */
  webhookId?: string;
  /** The tokens' expires_in; default 32400 (nine hours, as PayPal's). */
  tokenLifetimeSeconds?: number;
}

/** A request the fake received, recorded before it was answered. */
export interface FakePayPalRequest {
  method: string;
  /** The path without the query: `/v2/checkout/orders/5O190127TN364715T/capture`. */
  path: string;
  /** The path with its query. */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The PayPal-Request-Id header, when sent. */
  requestId: string | undefined;
  /** The body parsed as JSON, or its text when it is not JSON (the token request's form). */
  body: unknown;
}

export interface FakePayer {
  /** Default `buyer@example.com`. */
  email?: string;
  /** Default `Test`. */
  givenName?: string;
  /** Default `Buyer`. */
  surname?: string;
  /** PayPal's payer id (13 characters); made up when not given. */
  payerId?: string;
}

export interface FakeOrderChanges {
  /** The purchase unit's (and its capture's) amount as PayPal writes it: '5.00'. */
  amount?: string;
  currency?: string;
  /** The order's status: CREATED, APPROVED, COMPLETED, VOIDED ... */
  status?: string;
  /** The capture's status (COMPLETED, PENDING, DECLINED, REFUNDED ...); adds a capture if none. */
  captureStatus?: string;
  customId?: string | null;
}

export interface FakeForeignOrder {
  /** Default: a new PayPal-like id. */
  id?: string;
  /** Default COMPLETED (with a COMPLETED capture). */
  status?: string;
  /** Default '50.00'. */
  amount?: string;
  /** Default USD. */
  currency?: string;
  /** Default: a custom_id this server never made (`foreign-<uuid>`); null for none. */
  customId?: string | null;
  /** The payer, for APPROVED and COMPLETED orders. */
  payer?: FakePayer;
  /** The capture's status when the order is COMPLETED; default COMPLETED. */
  captureStatus?: string;
}

/** A webhook delivery as PayPal would POST it: lower-case `paypal-*` headers and the event. */
export interface FakeWebhookDelivery {
  headers: Record<string, string>;
  body: FakeWebhookEvent;
}

export interface FakeWebhookEvent {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: string;
  resource_version: string;
  event_type: string;
  summary: string;
  resource: Record<string, unknown>;
  links: { href: string; rel: string; method: string }[];
}

export type FakeWebhookVerification = 'SUCCESS' | 'FAILURE' | 'auto';

export interface FakePayPal {
  /** `http://127.0.0.1:<port>`: the adapter's apiBase. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Every request received, in order, the token requests included. */
  readonly requests: readonly FakePayPalRequest[];
  /** The recorded requests whose path is `path` (or matches it). */
  requestsTo(path: string | RegExp, method?: string): FakePayPalRequest[];
  /** How many token requests arrived (refused ones included). */
  readonly tokenRequests: number;
  /** Every access token issued, for checking none leaks into logs. */
  readonly issuedTokens: readonly string[];
  /** The order as `GET /v2/checkout/orders/:id` would answer it (a copy); undefined if unknown. */
  order(orderId: string): Record<string, unknown> | undefined;
  /**
   * Plays the payer approving on PayPal: the order becomes APPROVED with this payer. Returns the
   * return_url PayPal sends the browser back to (with `token` and `PayerID`), or null when the
   * order has none. Throws for an unknown order or one that is COMPLETED or VOIDED.
   */
  approve(orderId: string, payer?: FakePayer): string | null;
  /** The next capture (of any order that could be captured) answers 422 with this issue. */
  declineNextCapture(issue?: string): void;
  /**
   * The next capture succeeds but PayPal holds the money for review: the order is COMPLETED,
   * its capture PENDING with `status_details.reason` (default PENDING_REVIEW).
   */
  holdNextCapture(reason?: string): void;
  /**
   * PayPal's review of a held capture clears: the capture becomes COMPLETED. Returns the
   * PAYMENT.CAPTURE.COMPLETED delivery PayPal would send.
   */
  clearReview(orderId: string): FakeWebhookDelivery;
  /** PayPal's review refuses a held capture (DECLINED); returns the PAYMENT.CAPTURE.DENIED delivery. */
  denyReview(orderId: string): FakeWebhookDelivery;
  /**
   * The next API request (any path but the token endpoint's, unless `path` names it) answers
   * `status` with a PayPal error body. Calls queue: two calls fail the next two requests.
   */
  failNext(status: number, options?: { path?: string | RegExp }): void;
  /**
   * The next API request (same matching as failNext) is never answered: `silent` sends nothing,
   * `after-headers` sends 200 headers and the start of a body, then stalls. It stays open until
   * the client gives up or close().
   */
  hangNext(mode?: 'silent' | 'after-headers', options?: { path?: string | RegExp }): void;
  /** Changes an order behind the API's back (a wrong amount, currency or status). */
  tamper(orderId: string, changes: FakeOrderChanges): void;
  /** Adds an order this server never created (not through the API, so no request is recorded). */
  addForeignOrder(order?: FakeForeignOrder): string;
  /**
   * Refunds a captured order in full (the capture becomes REFUNDED, the order stays COMPLETED)
   * and returns the PAYMENT.CAPTURE.REFUNDED delivery PayPal would send.
   */
  refund(orderId: string): FakeWebhookDelivery;
  /**
   * A delivery PayPal would send about this order: CHECKOUT.ORDER.APPROVED and
   * CHECKOUT.ORDER.COMPLETED carry the order; PAYMENT.CAPTURE.* carry its capture (with
   * supplementary_data.related_ids.order_id), PAYMENT.CAPTURE.REFUNDED a refund whose `up`
   * link names the capture. Both carry the order's custom_id.
   */
  webhookDelivery(eventType: string, orderId: string): FakeWebhookDelivery;
  /**
   * What verify-webhook-signature answers. `auto` (the default): SUCCESS only for a delivery
   * made by webhookDelivery() or refund(), unchanged, verified with this fake's webhook id;
   * FAILURE otherwise. SUCCESS and FAILURE answer so for every well-formed request.
   */
  setWebhookVerification(mode: FakeWebhookVerification): void;
  /** Every token issued so far answers 401 on its next use (PayPal's invalid_token). */
  expireTokens(): void;
  close(): Promise<void>;
}

interface Capture {
  id: string;
  status: string;
  /** status_details.reason, while the capture is PENDING or DECLINED. */
  statusReason?: string;
  amount: { currency_code: string; value: string };
  createTime: string;
  updateTime: string;
  refundId?: string;
}

interface OrderState {
  id: string;
  intent: string;
  status: string;
  amount: { currency_code: string; value: string };
  description: string | null;
  customId: string | null;
  returnUrl: string | null;
  cancelUrl: string | null;
  /** payment_source.paypal was sent: PayPal's newer flow (payer-action link). */
  paymentSourceFlow: boolean;
  payer: Required<FakePayer> | null;
  capture: Capture | null;
  /** PayPal-Request-Ids of the captures that succeeded. */
  captureRequestIds: Set<string>;
  createTime: string;
  updateTime: string;
}

interface Fault {
  path?: string | RegExp;
  kind: 'fail' | 'silent' | 'after-headers';
  status: number;
}

interface IssuedToken {
  expiresAt: number;
  expired: boolean;
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A PayPal-like id: `5O190127TN364715T`. */
function paypalId(length = 17): string {
  return Array.from(randomBytes(length), (byte) => ID_CHARS[byte % ID_CHARS.length]).join('');
}

function isoNow(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const ERROR_NAMES: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'AUTHENTICATION_FAILURE',
  403: 'NOT_AUTHORIZED',
  404: 'RESOURCE_NOT_FOUND',
  409: 'RESOURCE_CONFLICT',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMIT_REACHED',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

const ISSUE_DESCRIPTIONS: Record<string, string> = {
  INSTRUMENT_DECLINED:
    'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
  ORDER_NOT_APPROVED: 'Payer has not yet approved the Order for payment.',
  ORDER_ALREADY_CAPTURED: 'Order already captured.If intent=CAPTURE only one capture per order is allowed.',
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
};

/** PayPal's error body: name, message, debug_id, details[].issue and an information link. */
function errorBody(status: number, issue?: string, description?: string) {
  const name = ERROR_NAMES[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'INVALID_REQUEST');
  return {
    name,
    message:
      status >= 500
        ? 'An internal server error has occurred.'
        : status === 422
          ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
          : 'The request could not be processed.',
    debug_id: randomBytes(7).toString('hex').slice(0, 13),
    ...(issue
      ? {
          details: [{ issue, description: description ?? ISSUE_DESCRIPTIONS[issue] ?? issue }],
          links: [
            {
              href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
              rel: 'information_link',
              method: 'GET',
            },
          ],
        }
      : {}),
  };
}

function record(value: unknown): Record<string, unknown> | null {
  return isRecord(value) && !Array.isArray(value) ? value : null;
}

function matches(path: string, pattern: string | RegExp | undefined): boolean {
  if (pattern === undefined) return path !== TOKEN_PATH && /^\/v\d+\//.test(path);
  return typeof pattern === 'string' ? path === pattern : pattern.test(path);
}

export async function startFakePayPal(options: FakePayPalOptions = {}): Promise<FakePayPal> {
  const clientId = options.clientId ?? FAKE_PAYPAL_CLIENT_ID;
  const clientSecret = options.clientSecret ?? FAKE_PAYPAL_CLIENT_SECRET;
  const webhookId = options.webhookId ?? FAKE_PAYPAL_WEBHOOK_ID;
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;

  const requests: FakePayPalRequest[] = [];
  const tokens = new Map<string, IssuedToken>();
  const issuedTokens: string[] = [];
  let tokenRequests = 0;
  const orders = new Map<string, OrderState>();
  const ordersByRequestId = new Map<string, string>();
  const faults: Fault[] = [];
  const declines: string[] = [];
  const holds: string[] = [];
  let verification: FakeWebhookVerification = 'auto';
  /** Deliveries this fake made: transmission id -> signature and event, for `auto`. */
  const deliveries = new Map<string, { signature: string; event: string }>();
  let baseUrl = '';

  function findOrder(orderId: string): OrderState {
    const order = orders.get(orderId);
    if (!order) throw new Error(`the fake PayPal has no order ${orderId}`);
    return order;
  }

  function touch(order: OrderState) {
    order.updateTime = isoNow();
  }

  function heldCapture(orderId: string): Capture {
    const capture = findOrder(orderId).capture;
    if (capture?.status !== 'PENDING') {
      throw new Error(`the fake PayPal's order ${orderId} has no capture held for review`);
    }
    return capture;
  }

  function checkoutLink(order: OrderState) {
    return `${baseUrl}/checkoutnow?token=${order.id}`;
  }

  function payerJson(order: OrderState) {
    if (!order.payer) return {};
    const payer = order.payer;
    const name = { given_name: payer.givenName, surname: payer.surname };
    return {
      payment_source: {
        paypal: {
          email_address: payer.email,
          account_id: payer.payerId,
          account_status: 'VERIFIED',
          name,
          address: { country_code: 'US' },
        },
      },
      payer: { name, email_address: payer.email, payer_id: payer.payerId, address: { country_code: 'US' } },
    };
  }

  function captureJson(order: OrderState, capture: Capture) {
    return {
      id: capture.id,
      status: capture.status,
      ...(capture.statusReason ? { status_details: { reason: capture.statusReason } } : {}),
      amount: { ...capture.amount },
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      ...(order.customId ? { custom_id: order.customId } : {}),
      create_time: capture.createTime,
      update_time: capture.updateTime,
      links: [
        { href: `${baseUrl}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        { href: `${baseUrl}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  function orderLinks(order: OrderState) {
    const self = { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' };
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      // The payment_source flow links `payer-action`; the older application_context one `approve`.
      const rel = order.paymentSourceFlow ? 'payer-action' : 'approve';
      return [self, { href: checkoutLink(order), rel, method: 'GET' }];
    }
    if (order.status === 'APPROVED') {
      return [
        self,
        { href: `${baseUrl}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
      ];
    }
    return [self];
  }

  /** The order as PayPal shows it with return=representation (and on GET). */
  function orderJson(order: OrderState): Record<string, unknown> {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...payerJson(order),
      purchase_units: [
        {
          reference_id: 'default',
          amount: { ...order.amount },
          payee: { email_address: 'merchant@example.com', merchant_id: 'FAKEMERCHANT0' },
          ...(order.description ? { description: order.description } : {}),
          ...(order.customId ? { custom_id: order.customId } : {}),
          ...(order.capture ? { payments: { captures: [captureJson(order, order.capture)] } } : {}),
        },
      ],
      create_time: order.createTime,
      update_time: order.updateTime,
      links: orderLinks(order),
    };
  }

  /** PayPal's default (return=minimal) answer to a create or a capture. */
  function minimalJson(order: OrderState): Record<string, unknown> {
    const full = orderJson(order);
    if (!order.capture) return { id: full.id, status: full.status, links: full.links };
    return {
      id: full.id,
      status: full.status,
      ...payerJson(order),
      purchase_units: [
        { reference_id: 'default', payments: { captures: [captureJson(order, order.capture)] } },
      ],
      links: full.links,
    };
  }

  function newPayer(payer: FakePayer = {}): Required<FakePayer> {
    return {
      email: payer.email ?? 'buyer@example.com',
      givenName: payer.givenName ?? 'Test',
      surname: payer.surname ?? 'Buyer',
      payerId: payer.payerId ?? paypalId(13),
    };
  }

  function newCapture(order: OrderState, status = 'COMPLETED'): Capture {
    const now = isoNow();
    return { id: paypalId(), status, amount: { ...order.amount }, createTime: now, updateTime: now };
  }

  function approve(orderId: string, payer?: FakePayer): string | null {
    const order = findOrder(orderId);
    if (order.status === 'COMPLETED' || order.status === 'VOIDED') {
      throw new Error(`the fake PayPal cannot approve order ${orderId}: it is ${order.status}`);
    }
    order.status = 'APPROVED';
    order.payer = newPayer(payer ?? order.payer ?? undefined);
    touch(order);
    if (!order.returnUrl) return null;
    const url = new URL(order.returnUrl);
    url.searchParams.set('token', order.id);
    url.searchParams.set('PayerID', order.payer.payerId);
    return url.toString();
  }

  function webhookDelivery(eventType: string, orderId: string): FakeWebhookDelivery {
    const order = findOrder(orderId);
    const eventId = `WH-${paypalId(17)}-${paypalId(17)}`;
    let resourceType: string;
    let resource: Record<string, unknown>;
    let summary: string;
    if (eventType.startsWith('CHECKOUT.ORDER.')) {
      resourceType = 'checkout-order';
      resource = orderJson(order);
      summary = `An order has been ${eventType.split('.').pop()!.toLowerCase()}`;
    } else if (eventType === 'PAYMENT.CAPTURE.REFUNDED' || eventType === 'PAYMENT.CAPTURE.REVERSED') {
      if (!order.capture) throw new Error(`the fake PayPal's order ${orderId} has no capture`);
      const capture = order.capture;
      capture.refundId ??= paypalId();
      resourceType = 'refund';
      summary = `A ${capture.amount.currency_code} ${capture.amount.value} capture payment was refunded`;
      resource = {
        id: capture.refundId,
        status: 'COMPLETED',
        amount: { ...capture.amount },
        ...(order.customId ? { custom_id: order.customId } : {}),
        note_to_payer: eventType === 'PAYMENT.CAPTURE.REVERSED' ? 'Reversal' : 'Refund',
        create_time: capture.updateTime,
        update_time: capture.updateTime,
        links: [
          { href: `${baseUrl}/v2/payments/refunds/${capture.refundId}`, rel: 'self', method: 'GET' },
          { href: `${baseUrl}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
        ],
      };
    } else if (eventType.startsWith('PAYMENT.CAPTURE.')) {
      const capture = order.capture ?? newCapture(order, eventType.split('.').pop());
      resourceType = 'capture';
      summary = `Payment ${eventType.split('.').pop()!.toLowerCase()} for ${capture.amount.currency_code} ${capture.amount.value}`;
      resource = {
        ...captureJson(order, capture),
        supplementary_data: { related_ids: { order_id: order.id } },
      };
    } else {
      throw new Error(`the fake PayPal cannot make a ${eventType} event`);
    }
    const event: FakeWebhookEvent = {
      id: eventId,
      event_version: '1.0',
      create_time: isoNow(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [
        { href: `${baseUrl}/v1/notifications/webhooks-events/${eventId}`, rel: 'self', method: 'GET' },
        {
          href: `${baseUrl}/v1/notifications/webhooks-events/${eventId}/resend`,
          rel: 'resend',
          method: 'POST',
        },
      ],
    };
    const transmissionId = randomUUID();
    const signature = randomBytes(256).toString('base64');
    deliveries.set(transmissionId, { signature, event: JSON.stringify(event) });
    return {
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${baseUrl}/v1/notifications/certs/CERT-360caa42-fca2a594-ab66f33d`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': isoNow(),
      },
      body: event,
    };
  }

  // --- the HTTP side ---------------------------------------------------------------------

  type Reply = (status: number, body?: unknown, headers?: Record<string, string>) => void;

  function handleToken(request: FakePayPalRequest, reply: Reply) {
    tokenRequests += 1;
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    const decoded = basic ? Buffer.from(basic[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    if (!basic || decoded.slice(0, colon) !== clientId || decoded.slice(colon + 1) !== clientSecret) {
      return reply(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    if (form.get('grant_type') !== 'client_credentials') {
      return reply(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const token = `A21AA${randomBytes(48).toString('base64url')}`;
    tokens.set(token, { expiresAt: Date.now() + tokenLifetimeSeconds * 1000, expired: false });
    issuedTokens.push(token);
    reply(200, {
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: tokenLifetimeSeconds,
      nonce: `${isoNow()}${randomBytes(8).toString('hex')}`,
    });
  }

  /** Whether the request carries a live token; answers 401 like PayPal when it does not. */
  function authorized(request: FakePayPalRequest, reply: Reply): boolean {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ? tokens.get(bearer) : undefined;
    if (!token) {
      reply(401, {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        debug_id: randomBytes(7).toString('hex').slice(0, 13),
        links: [
          {
            href: 'https://developer.paypal.com/docs/api/overview/#error',
            rel: 'information_link',
          },
        ],
      });
      return false;
    }
    if (token.expired || Date.now() >= token.expiresAt) {
      reply(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
      return false;
    }
    return true;
  }

  function wantsRepresentation(request: FakePayPalRequest) {
    return /return=representation/i.test(request.headers.prefer ?? '');
  }

  function handleCreate(request: FakePayPalRequest, reply: Reply) {
    if (request.requestId) {
      const existing = ordersByRequestId.get(request.requestId);
      const order = existing ? orders.get(existing) : undefined;
      if (order) return reply(200, wantsRepresentation(request) ? orderJson(order) : minimalJson(order));
    }
    const body = record(request.body);
    if (!body)
      return reply(400, errorBody(400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.'));
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
      return reply(400, errorBody(400, 'INVALID_PARAMETER_VALUE', 'intent must be CAPTURE or AUTHORIZE'));
    }
    const units = Array.isArray(body.purchase_units) ? body.purchase_units : [];
    const unit = record(units[0]);
    const amount = record(unit?.amount);
    if (units.length !== 1 || !unit || !amount) {
      return reply(400, errorBody(400, 'MISSING_REQUIRED_PARAMETER', 'purchase_units[0].amount is required'));
    }
    const currency = amount.currency_code;
    const value = amount.value;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
      return reply(400, errorBody(400, 'INVALID_PARAMETER_VALUE', 'amount.currency_code is not a currency'));
    }
    if (typeof value !== 'string' || !/^\d{1,10}(\.\d{2})?$/.test(value)) {
      return reply(422, errorBody(422, 'DECIMAL_PRECISION', 'amount.value is not a valid amount'));
    }
    const wallet = record(record(body.payment_source)?.paypal);
    const context = record(wallet?.experience_context) ?? record(body.application_context);
    const now = isoNow();
    const order: OrderState = {
      id: paypalId(),
      intent: body.intent,
      status: wallet ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      amount: { currency_code: currency, value },
      description: typeof unit.description === 'string' ? unit.description : null,
      customId: typeof unit.custom_id === 'string' ? unit.custom_id : null,
      returnUrl: typeof context?.return_url === 'string' ? context.return_url : null,
      cancelUrl: typeof context?.cancel_url === 'string' ? context.cancel_url : null,
      paymentSourceFlow: Boolean(wallet),
      payer: null,
      capture: null,
      captureRequestIds: new Set(),
      createTime: now,
      updateTime: now,
    };
    orders.set(order.id, order);
    if (request.requestId) ordersByRequestId.set(request.requestId, order.id);
    reply(201, wantsRepresentation(request) ? orderJson(order) : minimalJson(order));
  }

  function handleCapture(order: OrderState, request: FakePayPalRequest, reply: Reply) {
    const answer = () => reply(201, wantsRepresentation(request) ? orderJson(order) : minimalJson(order));
    if (request.requestId && order.captureRequestIds.has(request.requestId)) return answer();
    if (order.status === 'COMPLETED') return reply(422, errorBody(422, 'ORDER_ALREADY_CAPTURED'));
    if (order.status !== 'APPROVED') return reply(422, errorBody(422, 'ORDER_NOT_APPROVED'));
    const decline = declines.shift();
    if (decline) return reply(422, errorBody(422, decline));
    order.status = 'COMPLETED';
    order.capture = newCapture(order);
    const hold = holds.shift();
    if (hold) {
      order.capture.status = 'PENDING';
      order.capture.statusReason = hold;
    }
    if (request.requestId) order.captureRequestIds.add(request.requestId);
    touch(order);
    answer();
  }

  function handleVerify(request: FakePayPalRequest, reply: Reply) {
    const body = record(request.body);
    const required = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time'];
    const missing = body
      ? required.filter((field) => typeof body[field] !== 'string' || !body[field])
      : required;
    if (!body || missing.length > 0 || typeof body.webhook_id !== 'string' || !record(body.webhook_event)) {
      return reply(
        400,
        errorBody(
          400,
          'MISSING_REQUIRED_PARAMETER',
          `missing ${[...missing, 'webhook_id or webhook_event'][0]}`,
        ),
      );
    }
    let status: 'SUCCESS' | 'FAILURE';
    if (verification !== 'auto') {
      status = verification;
    } else {
      const delivery =
        typeof body.transmission_id === 'string' ? deliveries.get(body.transmission_id) : undefined;
      status =
        delivery &&
        body.webhook_id === webhookId &&
        delivery.signature === body.transmission_sig &&
        delivery.event === JSON.stringify(body.webhook_event)
          ? 'SUCCESS'
          : 'FAILURE';
    }
    reply(200, { verification_status: status });
  }

  function handleCheckout(request: FakePayPalRequest, reply: Reply) {
    const query = new URL(request.url, baseUrl).searchParams;
    const order = orders.get(query.get('token') ?? '');
    if (!order) return reply(404, 'This checkout does not exist.', { 'Content-Type': 'text/plain' });
    if (query.get('cancel')) {
      if (!order.cancelUrl) return reply(200, 'Cancelled.', { 'Content-Type': 'text/plain' });
      const url = new URL(order.cancelUrl);
      url.searchParams.set('token', order.id);
      return reply(302, '', { Location: url.toString() });
    }
    let back: string | null;
    try {
      back = approve(order.id);
    } catch (error) {
      return reply(409, messageOf(error), { 'Content-Type': 'text/plain' });
    }
    if (!back) return reply(200, 'Approved.', { 'Content-Type': 'text/plain' });
    reply(302, '', { Location: back });
  }

  function route(request: FakePayPalRequest, reply: Reply) {
    const { method, path } = request;
    if (method === 'POST' && path === TOKEN_PATH) return handleToken(request, reply);
    if (method === 'GET' && path === '/checkoutnow') return handleCheckout(request, reply);
    if (!/^\/v\d+\//.test(path)) return reply(404, 'Not found', { 'Content-Type': 'text/plain' });
    if (!authorized(request, reply)) return;
    if (method === 'POST' && path === '/v2/checkout/orders') return handleCreate(request, reply);
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return handleVerify(request, reply);
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (match) {
      const order = orders.get(decodeURIComponent(match[1]));
      if (!order) return reply(404, errorBody(404, 'INVALID_RESOURCE_ID'));
      if (method === 'GET' && !match[2]) return reply(200, orderJson(order));
      if (method === 'POST' && match[2]) return handleCapture(order, request, reply);
    }
    reply(404, errorBody(404));
  }

  const openResponses = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const url = req.url ?? '/';
      const request: FakePayPalRequest = {
        method: req.method ?? 'GET',
        path: url.split('?')[0],
        url,
        headers,
        requestId: headers['paypal-request-id'],
        body,
      };
      requests.push(request);

      const reply: Reply = (status, payload, extraHeaders = {}) => {
        const isText = typeof payload === 'string';
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Paypal-Debug-Id': randomBytes(7).toString('hex').slice(0, 13),
          ...extraHeaders,
        });
        res.end(payload === undefined ? '' : isText ? payload : JSON.stringify(payload));
      };

      const faultIndex = faults.findIndex((fault) => matches(request.path, fault.path));
      if (faultIndex >= 0) {
        const [fault] = faults.splice(faultIndex, 1);
        if (fault.kind === 'fail') {
          if (request.path === TOKEN_PATH) tokenRequests += 1;
          return reply(fault.status, errorBody(fault.status));
        }
        openResponses.add(res);
        res.on('close', () => openResponses.delete(res));
        if (fault.kind === 'after-headers') {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.write('{"id":"');
        }
        return;
      }
      try {
        route(request, reply);
      } catch (error) {
        if (!res.headersSent) reply(500, { name: 'FAKE_PAYPAL_BUG', message: messageOf(error) });
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  baseUrl = `http://127.0.0.1:${listeningPort(server)}`;

  return {
    baseUrl,
    clientId,
    clientSecret,
    webhookId,
    requests,
    requestsTo: (path, method) =>
      requests.filter(
        (request) =>
          (typeof path === 'string' ? request.path === path : path.test(request.path)) &&
          (method === undefined || request.method === method.toUpperCase()),
      ),
    get tokenRequests() {
      return tokenRequests;
    },
    issuedTokens,
    order(orderId) {
      const order = orders.get(orderId);
      return order ? orderJson(order) : undefined;
    },
    approve,
    declineNextCapture(issue = 'INSTRUMENT_DECLINED') {
      declines.push(issue);
    },
    holdNextCapture(reason = 'PENDING_REVIEW') {
      holds.push(reason);
    },
    clearReview(orderId) {
      const capture = heldCapture(orderId);
      capture.status = 'COMPLETED';
      delete capture.statusReason;
      capture.updateTime = isoNow();
      touch(findOrder(orderId));
      return webhookDelivery('PAYMENT.CAPTURE.COMPLETED', orderId);
    },
    denyReview(orderId) {
      const capture = heldCapture(orderId);
      capture.status = 'DECLINED';
      capture.updateTime = isoNow();
      touch(findOrder(orderId));
      return webhookDelivery('PAYMENT.CAPTURE.DENIED', orderId);
    },
    failNext(status, failOptions = {}) {
      faults.push({ kind: 'fail', status, path: failOptions.path });
    },
    hangNext(mode = 'silent', hangOptions = {}) {
      faults.push({ kind: mode, status: 0, path: hangOptions.path });
    },
    tamper(orderId, changes) {
      const order = findOrder(orderId);
      if (changes.amount !== undefined) order.amount.value = changes.amount;
      if (changes.currency !== undefined) order.amount.currency_code = changes.currency;
      if (changes.status !== undefined) order.status = changes.status;
      if (changes.customId !== undefined) order.customId = changes.customId;
      if (changes.captureStatus !== undefined) {
        order.capture ??= newCapture(order);
        order.capture.status = changes.captureStatus;
      }
      if (order.capture) {
        if (changes.amount !== undefined) order.capture.amount.value = changes.amount;
        if (changes.currency !== undefined) order.capture.amount.currency_code = changes.currency;
        order.capture.updateTime = isoNow();
      }
      touch(order);
    },
    addForeignOrder(foreign = {}) {
      const now = isoNow();
      const status = foreign.status ?? 'COMPLETED';
      const order: OrderState = {
        id: foreign.id ?? paypalId(),
        intent: 'CAPTURE',
        status,
        amount: { currency_code: foreign.currency ?? 'USD', value: foreign.amount ?? '50.00' },
        description: 'Order from another site',
        customId: foreign.customId === undefined ? `foreign-${randomUUID()}` : foreign.customId,
        returnUrl: null,
        cancelUrl: null,
        paymentSourceFlow: true,
        payer: status === 'APPROVED' || status === 'COMPLETED' ? newPayer(foreign.payer) : null,
        capture: null,
        captureRequestIds: new Set(),
        createTime: now,
        updateTime: now,
      };
      if (!/^[A-Z0-9]{1,36}$/.test(order.id)) {
        throw new Error(`PayPal order ids are upper-case letters and digits (got ${order.id})`);
      }
      if (orders.has(order.id)) throw new Error(`the fake PayPal already has order ${order.id}`);
      if (status === 'COMPLETED') order.capture = newCapture(order, foreign.captureStatus ?? 'COMPLETED');
      orders.set(order.id, order);
      return order.id;
    },
    refund(orderId) {
      const order = findOrder(orderId);
      if (!order.capture) throw new Error(`the fake PayPal's order ${orderId} has no capture to refund`);
      order.capture.status = 'REFUNDED';
      order.capture.updateTime = isoNow();
      touch(order);
      return webhookDelivery('PAYMENT.CAPTURE.REFUNDED', orderId);
    },
    webhookDelivery,
    setWebhookVerification(mode) {
      verification = mode;
    },
    expireTokens() {
      for (const token of tokens.values()) token.expired = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of openResponses) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
