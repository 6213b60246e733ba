import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '@contract/brand.ts';
import {
  createPayPalProvider,
  fromPayPalValue,
  SerializedJson,
  toPayPalValue,
  verificationBody,
  type PayPalProviderOptions,
} from './paypal.ts';
import { startFakePayPal, type FakePayPal } from './testing/fakePayPal.ts';
import { PaymentProviderError, type CreateOrderInput, type PaymentsProvider } from './types.ts';

let fake: FakePayPal;
/** Every line the providers of this file logged, as written (JSON). */
const logLines: string[] = [];
const logger = pino(
  { level: 'debug', base: undefined },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
);

beforeAll(async () => {
  fake = await startFakePayPal();
});

afterAll(async () => {
  await fake.close();
});

afterEach(() => {
  fake.setWebhookVerification('auto');
});

function provider(overrides: Partial<PayPalProviderOptions> = {}): PaymentsProvider {
  return createPayPalProvider({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    apiBase: fake.baseUrl,
    webhookId: fake.webhookId,
    logger,
    ...overrides,
  });
}

let sequence = 0;
function orderInput(overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  sequence += 1;
  return {
    requestId: `create-${sequence}-${Date.now()}`,
    amount: 5_000,
    currency: 'USD',
    description: 'Standard Planning consultation',
    customId: `payment-order-${sequence}`,
    returnUrl: 'http://127.0.0.1:3000/quote?paid=standard',
    cancelUrl: 'http://127.0.0.1:3000/pricing',
    ...overrides,
  };
}

/** A created order the payer has approved, ready to capture. */
async function approvedOrder(paypal: PaymentsProvider, payerEmail = 'payer@example.com') {
  const created = await paypal.createOrder(orderInput());
  fake.approve(created.orderId, { email: payerEmail, givenName: 'Ana', surname: 'Joseph' });
  return created.orderId;
}

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('amounts', () => {
  it('writes minor units as PayPal decimal strings and reads them back exactly', () => {
    expect(toPayPalValue(5_000, 'USD')).toBe('50.00');
    expect(toPayPalValue(19_905, 'USD')).toBe('199.05');
    expect(toPayPalValue(7, 'USD')).toBe('0.07');
    expect(toPayPalValue(5_000, 'JPY')).toBe('5000');
    expect(fromPayPalValue('199.00', 'USD')).toBe(19_900);
    expect(fromPayPalValue('0.29', 'USD')).toBe(29);
    expect(fromPayPalValue('1005.1', 'USD')).toBe(100_510);
    expect(fromPayPalValue('50', 'USD')).toBe(5_000);
    expect(fromPayPalValue('50', 'JPY')).toBe(50);
    expect(fromPayPalValue('50.001', 'USD')).toBeNull();
    expect(fromPayPalValue('-5.00', 'USD')).toBeNull();
    expect(fromPayPalValue('5e3', 'USD')).toBeNull();
    expect(fromPayPalValue(50, 'USD')).toBeNull();
  });
});

describe('access token', () => {
  it('is fetched once with the client credentials and reused across calls', async () => {
    const paypal = provider();
    const before = fake.tokenRequests;
    // Concurrent first calls share one token request.
    const orders = await Promise.all([
      paypal.createOrder(orderInput()),
      paypal.createOrder(orderInput()),
      paypal.createOrder(orderInput()),
    ]);
    await paypal.getOrder(orders[0].orderId);
    expect(fake.tokenRequests - before).toBe(1);

    const tokenRequest = fake.requestsTo('/v1/oauth2/token').at(-1)!;
    expect(tokenRequest.method).toBe('POST');
    expect(tokenRequest.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
    );
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest.body).toBe('grant_type=client_credentials');
    const token = fake.issuedTokens.at(-1)!;
    const apiCalls = fake.requests.slice(-4);
    expect(apiCalls.every((request) => request.headers.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('is fetched again, transparently, when PayPal answers 401 for an expired one', async () => {
    const paypal = provider();
    const orderId = (await paypal.createOrder(orderInput())).orderId;
    const before = fake.tokenRequests;
    fake.expireTokens();

    const order = await paypal.getOrder(orderId);

    expect(order?.id).toBe(orderId);
    expect(fake.tokenRequests - before).toBe(1);
    const [refused, retried] = fake.requestsTo(`/v2/checkout/orders/${orderId}`).slice(-2);
    expect(refused.headers.authorization).not.toBe(retried.headers.authorization);
    expect(retried.headers.authorization).toBe(`Bearer ${fake.issuedTokens.at(-1)}`);
  });

  it('is renewed a minute before PayPal says it expires', async () => {
    let clock = 1_000_000;
    const paypal = provider({ now: () => clock });
    const orderId = (await paypal.createOrder(orderInput())).orderId;
    const before = fake.tokenRequests;

    clock += (32_400 - 61) * 1000;
    await paypal.getOrder(orderId);
    expect(fake.tokenRequests).toBe(before);

    clock += 2_000;
    await paypal.getOrder(orderId);
    expect(fake.tokenRequests).toBe(before + 1);
  });

  it('refused client credentials are rejected, and the secret is never logged', async () => {
    const paypal = provider({ clientSecret: 'wrong-secret-that-must-not-be-logged' });
    const error = await failureOf(paypal.createOrder(orderInput()));
    expect(error.kind).toBe('rejected');
    expect(error.detail).toMatchObject({ operation: 'token', status: 401, name: 'invalid_client' });
    expect(logLines.join('\n')).not.toContain('wrong-secret-that-must-not-be-logged');
  });

  it('a token that keeps being refused is rejected after one fresh try', async () => {
    const paypal = provider();
    const orderId = (await paypal.createOrder(orderInput())).orderId;
    const path = `/v2/checkout/orders/${orderId}`;
    const before = fake.requestsTo(path).length;
    fake.failNext(401, { path });
    fake.failNext(401, { path });

    const error = await failureOf(paypal.getOrder(orderId));

    expect(error.kind).toBe('rejected');
    expect(error.detail).toMatchObject({ status: 401 });
    expect(fake.requestsTo(path).length - before).toBe(2);
  });
});

describe('createOrder', () => {
  it('sends the PayPal-Request-Id and the order, and returns the approval link', async () => {
    const paypal = provider();
    const input = orderInput();

    const created = await paypal.createOrder(input);

    const request = fake.requestsTo('/v2/checkout/orders', 'POST').at(-1)!;
    expect(request.requestId).toBe(input.requestId);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: input.customId,
          description: 'Standard Planning consultation',
          amount: { currency_code: 'USD', value: '50.00' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: brand.name,
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            payment_method_preference: 'IMMEDIATE_PAYMENT_REQUIRED',
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
          },
        },
      },
    });
    expect(created.orderId).toMatch(/^[A-Z0-9]{17}$/);
    expect(created.approvalUrl).toBe(`${fake.baseUrl}/checkoutnow?token=${created.orderId}`);
    expect(fake.order(created.orderId)?.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('creates one order for one request id, however often it is sent', async () => {
    const paypal = provider();
    const input = orderInput();
    const first = await paypal.createOrder(input);
    const second = await paypal.createOrder(input);
    expect(second.orderId).toBe(first.orderId);
    expect(second.approvalUrl).toBe(first.approvalUrl);
    const third = await paypal.createOrder({ ...input, requestId: `${input.requestId}-other` });
    expect(third.orderId).not.toBe(first.orderId);
  });

  it('a PayPal failure (500) is unavailable', async () => {
    fake.failNext(500);
    const error = await failureOf(provider().createOrder(orderInput()));
    expect(error.kind).toBe('unavailable');
    expect(error.detail).toMatchObject({ status: 500, name: 'INTERNAL_SERVER_ERROR' });
    expect(error.detail.debugId).toEqual(expect.any(String));
  });

  it('a malformed request (400) is rejected', async () => {
    fake.failNext(400);
    const error = await failureOf(provider().createOrder(orderInput()));
    expect(error.kind).toBe('rejected');
  });
});

describe('getOrder', () => {
  it('maps the order, its amount in minor units, custom_id and payer', async () => {
    const paypal = provider();
    const input = orderInput({ amount: 19_900 });
    const { orderId } = await paypal.createOrder(input);
    fake.approve(orderId, { email: 'ana@example.com', givenName: 'Ana', surname: 'Joseph' });

    expect(await paypal.getOrder(orderId)).toEqual({
      id: orderId,
      status: 'APPROVED',
      amount: 19_900,
      currency: 'USD',
      customId: input.customId,
      payerEmail: 'ana@example.com',
      payerName: 'Ana Joseph',
      captureId: null,
      captureStatus: null,
      captureStatusReason: null,
    });
    expect(fake.requestsTo(`/v2/checkout/orders/${orderId}`).at(-1)?.method).toBe('GET');
  });

  it('reads what PayPal says, even when it differs from what was asked', async () => {
    const paypal = provider();
    const { orderId } = await paypal.createOrder(orderInput());
    fake.tamper(orderId, { amount: '0.99', currency: 'EUR' });
    expect(await paypal.getOrder(orderId)).toMatchObject({ amount: 99, currency: 'EUR' });
  });

  it('an order PayPal does not have is null', async () => {
    const paypal = provider();
    expect(await paypal.getOrder('0NOSUCHORDER0000Z')).toBeNull();
    // Not even a PayPal id: no call at all.
    const before = fake.requests.length;
    expect(await paypal.getOrder('../../v1/oauth2/token')).toBeNull();
    expect(await paypal.getOrder('0b6f4a62-6c1e-4c55-9b1d-000000000000')).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it('an order from elsewhere is reported as PayPal has it', async () => {
    const orderId = fake.addForeignOrder({ customId: 'not-ours', amount: '50.00' });
    expect(await provider().getOrder(orderId)).toMatchObject({
      status: 'COMPLETED',
      customId: 'not-ours',
      amount: 5_000,
      captureStatus: 'COMPLETED',
    });
  });
});

describe('captureOrder', () => {
  it('captures an approved order: COMPLETED with a capture id', async () => {
    const paypal = provider();
    const orderId = await approvedOrder(paypal);

    const order = await paypal.captureOrder(orderId, `capture-${orderId}`);

    expect(order).toMatchObject({
      id: orderId,
      status: 'COMPLETED',
      amount: 5_000,
      currency: 'USD',
      payerEmail: 'payer@example.com',
      payerName: 'Ana Joseph',
      captureStatus: 'COMPLETED',
    });
    expect(order.captureId).toMatch(/^[A-Z0-9]{17}$/);
    const request = fake.requestsTo(`/v2/checkout/orders/${orderId}/capture`).at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.requestId).toBe(`capture-${orderId}`);

    // The same request id again is the same capture.
    const again = await paypal.captureOrder(orderId, `capture-${orderId}`);
    expect(again.captureId).toBe(order.captureId);
  });

  it('a capture PayPal holds for review is COMPLETED with a PENDING capture, and says why', async () => {
    const paypal = provider();
    const orderId = await approvedOrder(paypal);
    fake.holdNextCapture('PENDING_REVIEW');

    const order = await paypal.captureOrder(orderId, `capture-${orderId}`);

    expect(order).toMatchObject({
      status: 'COMPLETED',
      amount: 5_000,
      captureStatus: 'PENDING',
      captureStatusReason: 'PENDING_REVIEW',
    });
    expect(order.captureId).toMatch(/^[A-Z0-9]{17}$/);
    fake.clearReview(orderId);
    expect(await paypal.getOrder(orderId)).toMatchObject({
      captureId: order.captureId,
      captureStatus: 'COMPLETED',
      captureStatusReason: null,
    });
  });

  it('an order captured before (another request id) is returned, not a failure', async () => {
    const paypal = provider();
    const orderId = await approvedOrder(paypal);
    const first = await paypal.captureOrder(orderId, 'capture-a');

    const second = await paypal.captureOrder(orderId, 'capture-b');

    expect(second).toMatchObject({ id: orderId, status: 'COMPLETED', captureId: first.captureId });
    const capture = fake.requestsTo(`/v2/checkout/orders/${orderId}/capture`).at(-1)!;
    expect(capture.requestId).toBe('capture-b');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/checkout/orders/${orderId}` });
  });

  it('a declined instrument is declined', async () => {
    const paypal = provider();
    const orderId = await approvedOrder(paypal);
    fake.declineNextCapture();

    const error = await failureOf(paypal.captureOrder(orderId, 'capture-declined'));

    expect(error.kind).toBe('declined');
    expect(error.detail).toMatchObject({ status: 422, issue: 'INSTRUMENT_DECLINED' });
    expect(fake.order(orderId)?.status).toBe('APPROVED');
  });

  it('an order the payer never approved is declined', async () => {
    const paypal = provider();
    const { orderId } = await paypal.createOrder(orderInput());
    const error = await failureOf(paypal.captureOrder(orderId, 'capture-unapproved'));
    expect(error.kind).toBe('declined');
    expect(error.detail).toMatchObject({ issue: 'ORDER_NOT_APPROVED' });
  });

  it('an unknown order is declined', async () => {
    const error = await failureOf(provider().captureOrder('0NOSUCHORDER0000Z', 'capture-unknown'));
    expect(error.kind).toBe('declined');
  });
});

describe('unavailable PayPal', () => {
  it('a 503 is unavailable', async () => {
    const paypal = provider();
    const orderId = await approvedOrder(paypal);
    fake.failNext(503, { path: `/v2/checkout/orders/${orderId}/capture` });
    const error = await failureOf(paypal.captureOrder(orderId, 'capture-503'));
    expect(error.kind).toBe('unavailable');
  });

  it('a token endpoint failure is unavailable', async () => {
    fake.failNext(500, { path: '/v1/oauth2/token' });
    const error = await failureOf(provider().createOrder(orderInput()));
    expect(error.kind).toBe('unavailable');
    expect(error.detail).toMatchObject({ operation: 'token', status: 500 });
  });

  it('no answer within the timeout is unavailable', async () => {
    const paypal = provider({ timeoutMs: 300 });
    const { orderId } = await paypal.createOrder(orderInput());
    fake.hangNext('silent');
    const error = await failureOf(paypal.getOrder(orderId));
    expect(error.kind).toBe('unavailable');
    expect(error.detail).toMatchObject({ timedOut: true });
  });

  it('a body that stalls after the headers is unavailable', async () => {
    const paypal = provider({ timeoutMs: 300 });
    const orderId = await approvedOrder(paypal);
    fake.hangNext('after-headers');
    const error = await failureOf(paypal.captureOrder(orderId, 'capture-stall'));
    expect(error.kind).toBe('unavailable');
    expect(error.detail).toMatchObject({ timedOut: true });
  });

  it('an address nothing listens on is unavailable', async () => {
    const closed = await startFakePayPal();
    await closed.close();
    const error = await failureOf(provider({ apiBase: closed.baseUrl }).createOrder(orderInput()));
    expect(error.kind).toBe('unavailable');
  });
});

describe('verifyWebhook', () => {
  it('a delivery PayPal signed is verified with the configured webhook id', async () => {
    const paypal = provider();
    const orderId = await approvedOrder(paypal);
    await paypal.captureOrder(orderId, `capture-${orderId}`);
    const delivery = fake.refund(orderId);

    expect(await paypal.verifyWebhook(delivery)).toBe(true);

    const request = fake.requestsTo('/v1/notifications/verify-webhook-signature').at(-1)!;
    expect(request.body).toEqual({
      auth_algo: delivery.headers['paypal-auth-algo'],
      cert_url: delivery.headers['paypal-cert-url'],
      transmission_id: delivery.headers['paypal-transmission-id'],
      transmission_sig: delivery.headers['paypal-transmission-sig'],
      transmission_time: delivery.headers['paypal-transmission-time'],
      webhook_id: fake.webhookId,
      webhook_event: delivery.body,
    });
  });

  it('a changed delivery fails verification', async () => {
    const paypal = provider();
    const orderId = fake.addForeignOrder();
    const delivery = fake.webhookDelivery('PAYMENT.CAPTURE.COMPLETED', orderId);
    const forged = { ...delivery, body: { ...delivery.body, event_type: 'PAYMENT.CAPTURE.REFUNDED' } };
    expect(await paypal.verifyWebhook(forged)).toBe(false);
    expect(await paypal.verifyWebhook(delivery)).toBe(true);
  });

  it('answers what PayPal answers: SUCCESS is true, FAILURE false', async () => {
    const paypal = provider();
    const delivery = fake.webhookDelivery('CHECKOUT.ORDER.APPROVED', fake.addForeignOrder());
    fake.setWebhookVerification('FAILURE');
    expect(await paypal.verifyWebhook(delivery)).toBe(false);
    fake.setWebhookVerification('SUCCESS');
    expect(await paypal.verifyWebhook({ ...delivery, body: { id: 'WH-ANY' } })).toBe(true);
  });

  it('missing headers, or no webhook id configured, are false without calling PayPal', async () => {
    fake.setWebhookVerification('SUCCESS');
    const delivery = fake.webhookDelivery('CHECKOUT.ORDER.APPROVED', fake.addForeignOrder());
    const before = fake.requests.length;
    const withoutSignature = { ...delivery.headers, 'paypal-transmission-sig': undefined };
    expect(await provider().verifyWebhook({ headers: withoutSignature, body: delivery.body })).toBe(false);
    expect(await provider().verifyWebhook({ headers: {}, body: delivery.body })).toBe(false);
    expect(await provider({ webhookId: undefined }).verifyWebhook(delivery)).toBe(false);
    expect(fake.requests.length).toBe(before);
  });

  it('PayPal unreachable while verifying is unavailable (the delivery is retried later)', async () => {
    const paypal = provider();
    const delivery = fake.webhookDelivery('CHECKOUT.ORDER.APPROVED', fake.addForeignOrder());
    fake.failNext(503, { path: '/v1/notifications/verify-webhook-signature' });
    const error = await failureOf(paypal.verifyWebhook(delivery));
    expect(error.kind).toBe('unavailable');
  });
});

describe('logs', () => {
  it('warnings name the status, error and debug id, never the secret, a token or a body', async () => {
    const paypal = provider();
    const orderId = await approvedOrder(paypal, 'private-payer@example.com');
    fake.failNext(500);
    await failureOf(paypal.getOrder(orderId));
    fake.declineNextCapture();
    await failureOf(paypal.captureOrder(orderId, 'capture-logged'));

    const warnings = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        level: 40,
        paypal: expect.objectContaining({
          status: 500,
          name: 'INTERNAL_SERVER_ERROR',
          debugId: expect.any(String),
        }),
      }),
    );
    expect(warnings).toContainEqual(
      expect.objectContaining({
        paypal: expect.objectContaining({ status: 422, issue: 'INSTRUMENT_DECLINED' }),
      }),
    );
    const everything = logLines.join('\n');
    expect(everything).not.toContain(fake.clientSecret);
    expect(everything).not.toContain(Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64'));
    for (const token of fake.issuedTokens) expect(everything).not.toContain(token);
    expect(everything).not.toContain('private-payer@example.com');
  });
});

describe('the webhook event sent back for verification', () => {
  const fields = { auth_algo: 'SHA256withRSA', webhook_id: 'WH-ID' };

  it('is the delivery exactly as it arrived, so a number such as 10.0 is not rewritten', () => {
    const raw = '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.REFUNDED","resource":{"amount":{"value":10.0}}}';
    const body = verificationBody(fields, { headers: {}, body: JSON.parse(raw), rawBody: raw });
    expect(body).toBeInstanceOf(SerializedJson);
    const text = (body as SerializedJson).text;
    expect(text).toBe(`{"auth_algo":"SHA256withRSA","webhook_id":"WH-ID","webhook_event":${raw}}`);
    expect(JSON.parse(text).webhook_event.id).toBe('WH-1');
  });

  it('is the parsed event when the bytes are unknown or not JSON', () => {
    const event = { id: 'WH-2' };
    expect(verificationBody(fields, { headers: {}, body: event })).toEqual({
      ...fields,
      webhook_event: event,
    });
    expect(verificationBody(fields, { headers: {}, body: event, rawBody: '{not json' })).toEqual({
      ...fields,
      webhook_event: event,
    });
  });
});
