/**
 * Verification through the routes with PayPal configured, against a fake PayPal on 127.0.0.1:
 * the order must be this server's, at the package's amount and currency, and completed; a
 * declined capture, PayPal failing or not answering grant nothing; a refund by webhook ends the
 * access, once however often PayPal delivers it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { paymentMessages } from '@contract/payments.ts';
import { createPayPalProvider } from '../../providers/payments/paypal.ts';
import { startFakePayPal, type FakePayPal } from '../../providers/payments/testing/fakePayPal.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { signedIn, type SignedIn } from '../clients/officeTestKit.ts';
import { present, rowOf } from '../../test/rows.ts';

let paypal: FakePayPal;
let t: TestServer;

beforeAll(async () => {
  paypal = await startFakePayPal();
  t = await getTestServer({
    env: { CHECKOUTS_PER_IP_PER_HOUR: '10000' },
    payments: createPayPalProvider({
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      apiBase: paypal.baseUrl,
      webhookId: paypal.webhookId,
      // Short, so the test of a PayPal that never answers is quick; 10 s in production.
      timeoutMs: 500,
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});

interface Browser {
  http: supertest.Agent;
  token: string;
}

async function browser(): Promise<Browser> {
  const http = t.agent();
  return { http, token: await csrfToken(http) };
}

/** Starts a checkout and approves it on (fake) PayPal as the payer. */
async function approvedOrder(from: Browser, packageType = 'standard'): Promise<string> {
  const response = await from.http
    .post('/api/paypal/create-order')
    .set('X-CSRF-Token', from.token)
    .send({ packageType })
    .expect(201);
  const { orderId, approvalUrl } = response.body.data as { orderId: string; approvalUrl: string };
  expect(approvalUrl).toBe(`${paypal.baseUrl}/checkoutnow?token=${orderId}`);
  paypal.approve(orderId, { email: 'payer@example.com', givenName: 'Ana', surname: 'Payer' });
  return orderId;
}

function verify(from: Browser, orderID: string, packageType = 'standard') {
  return from.http
    .post('/api/paypal/verify-payment')
    .set('X-CSRF-Token', from.token)
    .send({ orderID, packageType });
}

interface PayPalOrderJson {
  purchase_units: { payments: { captures: { id: string }[] } }[];
}

const receiptsFor = (orderId: string) =>
  t.db('outgoingMail').where({ kind: 'receipt' }).whereLike('text', `%${orderId}%`);

/** An order PayPal captured but holds for review, recorded as pending for this payer. */
async function heldOrder(from: Browser, packageType = 'standard'): Promise<string> {
  const orderId = await approvedOrder(from, packageType);
  paypal.holdNextCapture();
  await verify(from, orderId, packageType).expect(202);
  return orderId;
}

const hasAccess = async (from: Browser) =>
  (await from.http.get('/api/paypal/verify-access').expect(200)).body.hasAccess as boolean;

describe('verification against PayPal', () => {
  it('creates the order at the catalogue amount with a request id, captures it once approved, and grants access', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer, 'premium');
    const create = paypal.requestsTo('/v2/checkout/orders', 'POST').at(-1)!;
    expect(create.requestId).toBeTruthy();
    expect(JSON.stringify(create.body)).toContain('"199.00"');

    const response = await verify(payer, orderId, 'premium').expect(200);
    expect(response.body.payment).toMatchObject({
      orderId,
      status: 'COMPLETED',
      amount: 19_900,
      packageType: 'premium',
    });
    const capture = paypal.requestsTo(`/v2/checkout/orders/${orderId}/capture`, 'POST');
    expect(capture).toHaveLength(1);
    expect(capture[0].requestId).toBeTruthy();
    const row = await rowOf(t.db('paymentVerifications').where({ paypalOrderId: orderId }).first());
    expect(row).toMatchObject({ paypalPayerEmail: 'payer@example.com', amount: 19_900, currency: 'USD' });
    expect(row.paypalCaptureId).toBeTruthy();
    expect(await t.db('outgoingMail').where({ kind: 'receipt', to: 'payer@example.com' })).not.toHaveLength(
      0,
    );
    expect(await hasAccess(payer)).toBe(true);
  });

  it('refuses an order whose amount is not the package price', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer);
    paypal.tamper(orderId, { amount: '5.00' });
    const response = await verify(payer, orderId).expect(422);
    expect(response.body).toMatchObject({ verified: false, message: paymentMessages.wrongAmount });
    expect(await hasAccess(payer)).toBe(false);
    expect(await t.db('paymentVerifications').where({ paypalOrderId: orderId })).toHaveLength(0);
  });

  it('refuses an order in another currency', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer);
    paypal.tamper(orderId, { currency: 'EUR', amount: '50.00' });
    await verify(payer, orderId).expect(422);
    expect(await hasAccess(payer)).toBe(false);
  });

  it('refuses a completed PayPal order this server never created', async () => {
    const payer = await browser();
    const foreign = paypal.addForeignOrder({ amount: '50.00', currency: 'USD' });
    const response = await verify(payer, foreign).expect(400);
    expect(response.body.message).toBe(paymentMessages.notCreatedHere);
    expect(await hasAccess(payer)).toBe(false);
  });

  it('refuses an order whose PayPal record names another of our orders', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer);
    paypal.tamper(orderId, { customId: 'someone-else' });
    await verify(payer, orderId).expect(400);
    expect(await hasAccess(payer)).toBe(false);
  });

  it('a declined capture grants nothing, and says so', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer);
    paypal.declineNextCapture();
    const response = await verify(payer, orderId).expect(402);
    expect(response.body.message).toBe(paymentMessages.declined);
    expect(await hasAccess(payer)).toBe(false);
  });

  it('PayPal failing (500) or not answering grants nothing, and a later try succeeds', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer);
    paypal.failNext(500);
    const failed = await verify(payer, orderId).expect(502);
    expect(failed.body.message).toBe(paymentMessages.unavailable);
    paypal.hangNext('silent');
    await verify(payer, orderId).expect(502);
    expect(await hasAccess(payer)).toBe(false);

    await verify(payer, orderId).expect(200);
    expect(await hasAccess(payer)).toBe(true);
  });

  it('an expired PayPal token is replaced without the payer noticing', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer);
    const before = paypal.tokenRequests;
    paypal.expireTokens();
    await verify(payer, orderId).expect(200);
    expect(paypal.tokenRequests).toBe(before + 1);
  });

  it('a capture PayPal holds for review is recorded as pending, granting nothing and mailing nothing yet', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer, 'premium');
    paypal.holdNextCapture('PENDING_REVIEW');
    const response = await verify(payer, orderId, 'premium').expect(202);
    expect(response.body).toMatchObject({
      success: true,
      verified: false,
      pending: true,
      message: paymentMessages.pendingReview,
      payment: { orderId, status: 'PENDING', amount: 19_900 },
    });
    const row = await rowOf(t.db('paymentVerifications').where({ paypalOrderId: orderId }).first());
    expect(row).toMatchObject({ status: 'PENDING', paypalPayerEmail: 'payer@example.com', expiresAt: null });
    expect(row.paypalCaptureId).toBe(
      (paypal.order(orderId) as unknown as PayPalOrderJson).purchase_units[0].payments.captures[0].id,
    );
    expect(row.metadata).toMatchObject({ captureStatusReason: 'PENDING_REVIEW' });
    expect(await receiptsFor(orderId)).toHaveLength(0);
    expect(await hasAccess(payer)).toBe(false);
    expect((await payer.http.get('/api/paypal/verify-access').expect(200)).body.pending).toBe(true);
    // Captured once: verifying again asks PayPal nothing more.
    await verify(payer, orderId, 'premium').expect(202);
    expect(paypal.requestsTo(`/v2/checkout/orders/${orderId}/capture`, 'POST')).toHaveLength(1);
  });

  it('a start that PayPal refuses stores nothing and tells the visitor to try again', async () => {
    const visitor = await browser();
    const [{ count: before }] = await t.db('paymentOrders').count({ count: '*' });
    paypal.failNext(503);
    const response = await visitor.http
      .post('/api/paypal/create-order')
      .set('X-CSRF-Token', visitor.token)
      .send({ packageType: 'standard' })
      .expect(503);
    expect(response.body.message).toBe(paymentMessages.unavailable);
    const [{ count: after }] = await t.db('paymentOrders').count({ count: '*' });
    expect(Number(after)).toBe(Number(before));
  });
});

describe("PayPal's webhook", () => {
  function deliver(delivery: { headers: Record<string, string>; body: unknown }) {
    return t
      .agent()
      .post('/api/paypal/webhook')
      .set(delivery.headers)
      .send(delivery.body as object);
  }

  it('a refund ends the access it granted, once however often it is delivered', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer);
    await verify(payer, orderId).expect(200);
    expect(await hasAccess(payer)).toBe(true);

    const refund = paypal.refund(orderId);
    const first = await deliver(refund).expect(200);
    expect(first.body).toMatchObject({ success: true, duplicate: false, endedAccess: 1 });
    expect(await hasAccess(payer)).toBe(false);
    const row = await rowOf(t.db('paymentVerifications').where({ paypalOrderId: orderId }).first());
    expect(row.status).toBe('REFUNDED');
    expect(row.refundedAt).toBeTruthy();

    const again = await deliver(refund).expect(200);
    expect(again.body).toMatchObject({ duplicate: true, endedAccess: 0 });
    const event = (refund.body as { id: string }).id;
    expect(await t.db('webhookEvents').where({ eventId: event })).toHaveLength(1);
  });

  it('a reversal ends the access too', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer);
    await verify(payer, orderId).expect(200);
    const reversal = paypal.webhookDelivery('PAYMENT.CAPTURE.REVERSED', orderId);
    await deliver(reversal).expect(200);
    expect(await hasAccess(payer)).toBe(false);
  });

  it('a held capture that completes grants the access and mails the receipt, once however often it is delivered', async () => {
    const payer = await browser();
    const orderId = await heldOrder(payer);
    // PayPal tells of the hold too: it changes nothing.
    const held = await deliver(paypal.webhookDelivery('PAYMENT.CAPTURE.PENDING', orderId)).expect(200);
    expect(held.body).toMatchObject({ duplicate: false, grantedAccess: 0 });
    expect(await hasAccess(payer)).toBe(false);

    const completed = paypal.clearReview(orderId);
    const first = await deliver(completed).expect(200);
    expect(first.body).toMatchObject({ success: true, duplicate: false, grantedAccess: 1, endedAccess: 0 });
    expect(await hasAccess(payer)).toBe(true);
    const row = await rowOf(t.db('paymentVerifications').where({ paypalOrderId: orderId }).first());
    expect(row.status).toBe('COMPLETED');
    expect(row.verifiedAt).toBeTruthy();
    expect(new Date(present(row.expiresAt, 'expiry')).getTime()).toBeGreaterThan(
      Date.now() + 80 * 24 * 3600 * 1000,
    );
    const receipts = await receiptsFor(orderId);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      to: 'payer@example.com',
      subject: expect.stringContaining('receipt'),
    });
    expect(receipts[0].text).toContain('$50.00 for Standard Planning consultation');

    const again = await deliver(completed).expect(200);
    expect(again.body).toMatchObject({ duplicate: true, grantedAccess: 0 });
    expect(await receiptsFor(orderId)).toHaveLength(1);
    // The payer's return verified again now opens the form.
    expect((await verify(payer, orderId).expect(200)).body.verified).toBe(true);
  });

  it('refuses a delivery that is not an event, storing nothing and asking PayPal nothing', async () => {
    const verifications = paypal.requestsTo('/v1/notifications/verify-webhook-signature').length;
    for (const body of [{ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }, { id: 'WH-NO-TYPE' }]) {
      const response = await t.agent().post('/api/paypal/webhook').send(body).expect(400);
      expect(response.body.message).toBe(paymentMessages.webhookInvalid);
    }
    expect(await t.db('webhookEvents').where({ eventId: 'WH-NO-TYPE' })).toHaveLength(0);
    expect(paypal.requestsTo('/v1/notifications/verify-webhook-signature')).toHaveLength(verifications);
  });

  it('the completion PayPal sends for a capture that completed at once changes nothing', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer);
    await verify(payer, orderId).expect(200);
    const response = await deliver(paypal.webhookDelivery('PAYMENT.CAPTURE.COMPLETED', orderId)).expect(200);
    expect(response.body).toMatchObject({ duplicate: false, grantedAccess: 0 });
    expect(await receiptsFor(orderId)).toHaveLength(1);
  });

  it('a held capture PayPal denies never grants access', async () => {
    const payer = await browser();
    const orderId = await heldOrder(payer);
    await deliver(paypal.denyReview(orderId)).expect(200);
    expect(await hasAccess(payer)).toBe(false);
    expect((await rowOf(t.db('paymentVerifications').where({ paypalOrderId: orderId }).first())).status).toBe(
      'DECLINED',
    );
    const refused = await verify(payer, orderId).expect(402);
    expect(refused.body).toMatchObject({ verified: false, message: paymentMessages.declined });
    expect((await payer.http.get('/api/paypal/verify-access').expect(200)).body.pending).toBe(false);
    expect(await receiptsFor(orderId)).toHaveLength(0);
  });

  it('a completion for another amount than the one held grants nothing', async () => {
    const payer = await browser();
    const orderId = await heldOrder(payer);
    const completed = paypal.clearReview(orderId);
    const resource = completed.body.resource as { amount: { value: string } };
    resource.amount.value = '5.00';
    paypal.setWebhookVerification('SUCCESS');
    try {
      const response = await deliver(completed).expect(200);
      expect(response.body).toMatchObject({ duplicate: false, grantedAccess: 0 });
    } finally {
      paypal.setWebhookVerification('auto');
    }
    expect(await hasAccess(payer)).toBe(false);
    expect(await receiptsFor(orderId)).toHaveLength(0);
  });

  it('a completion whose signature PayPal does not confirm grants nothing and is not stored', async () => {
    const payer = await browser();
    const orderId = await heldOrder(payer);
    const completed = paypal.clearReview(orderId);
    paypal.setWebhookVerification('FAILURE');
    try {
      const response = await deliver(completed).expect(400);
      expect(response.body.message).toBe(paymentMessages.webhookInvalid);
    } finally {
      paypal.setWebhookVerification('auto');
    }
    expect(await hasAccess(payer)).toBe(false);
    expect(await t.db('webhookEvents').where({ eventId: completed.body.id })).toHaveLength(0);
    // Without the paypal-* headers PayPal is not even asked.
    const verifications = paypal.requestsTo('/v1/notifications/verify-webhook-signature').length;
    await t.agent().post('/api/paypal/webhook').send(completed.body).expect(400);
    expect(paypal.requestsTo('/v1/notifications/verify-webhook-signature')).toHaveLength(verifications);
    expect(await hasAccess(payer)).toBe(false);
  });

  it('refuses a delivery whose signature PayPal does not confirm, storing nothing', async () => {
    const payer = await browser();
    const orderId = await approvedOrder(payer);
    await verify(payer, orderId).expect(200);
    const refund = paypal.refund(orderId);
    paypal.setWebhookVerification('FAILURE');
    try {
      const response = await deliver(refund).expect(400);
      expect(response.body.message).toBe(paymentMessages.webhookInvalid);
    } finally {
      paypal.setWebhookVerification('auto');
    }
    expect(await hasAccess(payer)).toBe(true);
    expect(await t.db('webhookEvents').where({ eventId: (refund.body as { id: string }).id })).toHaveLength(
      0,
    );
  });
});

describe("the office's lead queue and a payment held for review", () => {
  let agent: SignedIn;
  beforeAll(async () => {
    agent = await signedIn(t, 'agent');
    await t.db('agents').where({ userId: agent.user.id }).update({ isApproved: true });
  });

  function deliver(delivery: { headers: Record<string, string>; body: unknown }) {
    return t
      .agent()
      .post('/api/paypal/webhook')
      .set(delivery.headers)
      .send(delivery.body as object);
  }

  /** An order of a payer with an address of their own, so the queue shows only their leads under it. */
  async function heldOrderOf(email: string): Promise<{ payer: Browser; orderId: string }> {
    const payer = await browser();
    const response = await payer.http
      .post('/api/paypal/create-order')
      .set('X-CSRF-Token', payer.token)
      .send({ packageType: 'standard' })
      .expect(201);
    const { orderId } = response.body.data as { orderId: string };
    paypal.approve(orderId, { email, givenName: 'Hana', surname: 'Held' });
    paypal.holdNextCapture();
    await verify(payer, orderId).expect(202);
    return { payer, orderId };
  }

  /** What the office's queue lists for this payer. */
  async function queuedFor(email: string) {
    const { body } = await agent.http.get('/api/leads').expect(200);
    return (body.leads as Array<{ email: string | null }>).filter((lead) => lead.email === email);
  }

  async function leadRowsOf(orderId: string) {
    const payment = await rowOf(t.db('paymentVerifications').where({ paypalOrderId: orderId }).first());
    return t.db('leads').where({ paymentVerificationId: payment.id });
  }

  it('is no lead while the capture is pending, and one lead once it completes, however often PayPal says so', async () => {
    const email = uniqueEmail('held-payer');
    const { orderId } = await heldOrderOf(email);
    await deliver(paypal.webhookDelivery('PAYMENT.CAPTURE.PENDING', orderId)).expect(200);
    expect(await leadRowsOf(orderId)).toHaveLength(0);
    expect(await queuedFor(email)).toEqual([]);

    const completed = paypal.clearReview(orderId);
    await deliver(completed).expect(200);
    const rows = await leadRowsOf(orderId);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'consultation',
        status: 'new',
        name: 'Hana Held',
        summary: 'Standard Planning consultation',
      }),
    ]);
    expect(await queuedFor(email)).toEqual([
      expect.objectContaining({
        id: rows[0].id,
        kind: 'consultation',
        payment: expect.objectContaining({ status: 'COMPLETED', amount: 5_000 }),
      }),
    ]);

    // Delivered again, or the payer's return verified again: still one lead.
    await deliver(completed).expect(200);
    await deliver(paypal.webhookDelivery('PAYMENT.CAPTURE.COMPLETED', orderId)).expect(200);
    expect(await leadRowsOf(orderId)).toHaveLength(1);
    expect(await queuedFor(email)).toHaveLength(1);
  });

  it('never becomes a lead when PayPal denies the held capture', async () => {
    const email = uniqueEmail('denied-payer');
    const { orderId } = await heldOrderOf(email);
    await deliver(paypal.denyReview(orderId)).expect(200);
    expect(await leadRowsOf(orderId)).toHaveLength(0);
    expect(await queuedFor(email)).toEqual([]);
  });
});
