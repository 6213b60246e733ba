/**
 * Paid consultations through the demo provider (no PayPal keys): the checkout, its page, the
 * verification and the access it grants. The PayPal adapter's own failures
 * are tested against a fake PayPal in paypalVerification.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { paymentMessages } from '@contract/payments.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { present, rowOf } from '../../test/rows.ts';
import { buildUser, signInAs } from '../../test/factories.ts';

let t: TestServer;

beforeAll(async () => {
  // Every test pays from 127.0.0.1: the limit per address is tested on its own below.
  t = await getTestServer({ env: { CHECKOUTS_PER_IP_PER_HOUR: '10000' } });
});
afterAll(async () => {
  await t?.close();
});

interface Browser {
  http: supertest.Agent;
  token: string;
}

async function browser(): Promise<Browser> {
  const http = t.agent();
  return { http, token: await csrfToken(http) };
}

function post(from: Browser, url: string, body: Record<string, unknown>) {
  return from.http.post(url).set('X-CSRF-Token', from.token).send(body);
}

async function checkout(from: Browser, packageType = 'standard', extras: string[] = []) {
  const response = await post(from, '/api/paypal/create-order', { packageType, extras }).expect(201);
  return response.body.data as { orderId: string; approvalUrl: string };
}

/** Presses "Pay with demo account" on the demo checkout page; answers where it sends the payer. */
async function approve(from: Browser, orderId: string): Promise<URL> {
  const response = await from.http
    .post(`/api/paypal/demo-checkout/${orderId}`)
    .type('form')
    .send({ action: 'approve' })
    .expect(303);
  return new URL(response.headers.location, 'http://localhost');
}

function verify(from: Browser, orderID: string, packageType = 'standard') {
  return post(from, '/api/paypal/verify-payment', { orderID, packageType });
}

async function paidBrowser(packageType = 'standard', extras: string[] = []) {
  const payer = await browser();
  const { orderId } = await checkout(payer, packageType, extras);
  await approve(payer, orderId);
  await verify(payer, orderId, packageType).expect(200);
  return { payer, orderId };
}

const access = (from: Browser, packageType?: string) =>
  from.http.get(`/api/paypal/verify-access${packageType ? `?packageType=${packageType}` : ''}`).expect(200);

describe('starting a checkout', () => {
  it('records the order at the catalogue price of the package and extras, and answers the demo checkout address', async () => {
    const visitor = await browser();
    const { orderId, approvalUrl } = await checkout(visitor, 'premium', [
      'rush-planning',
      'travel-insurance-guidance',
      'rush-planning',
    ]);
    expect(orderId).toMatch(/^DEMO-[A-Z0-9]+$/);
    expect(approvalUrl).toMatch(new RegExp(`/api/paypal/demo-checkout/${orderId}$`));
    const order = await rowOf(t.db('paymentOrders').where({ providerOrderId: orderId }).first());
    // $199 + $49 + $25, whatever the browser might have thought.
    expect(order).toMatchObject({
      provider: 'demo',
      packageType: 'premium',
      amount: 27_300,
      currency: 'USD',
      status: 'CREATED',
    });
    const extras = order.extras;
    if (!Array.isArray(extras)) throw new Error('the order holds no list of extras');
    expect([...extras].sort()).toEqual(['rush-planning', 'travel-insurance-guidance']);
  });

  it('ignores a price sent by the browser and refuses an unknown package or extra, storing nothing', async () => {
    const visitor = await browser();
    const before = await t.db('paymentOrders').count({ count: '*' });
    const free = await post(visitor, '/api/paypal/create-order', { packageType: 'free' }).expect(400);
    expect(free.body.fields.packageType).toBe(paymentMessages.packageInvalid);
    const extra = await post(visitor, '/api/paypal/create-order', {
      packageType: 'standard',
      extras: ['spa'],
    }).expect(400);
    expect(extra.body.message).toBe(paymentMessages.extraInvalid);
    expect(await t.db('paymentOrders').count({ count: '*' })).toEqual(before);

    const { orderId } = await checkout(visitor, 'standard');
    await post(visitor, '/api/paypal/create-order', { packageType: 'standard', amount: 1 }).expect(201);
    expect(await t.db('paymentOrders').where({ providerOrderId: orderId }).first('amount')).toEqual({
      amount: 5_000,
    });
  });

  it('needs the CSRF token', async () => {
    const visitor = await browser();
    await visitor.http.post('/api/paypal/create-order').send({ packageType: 'standard' }).expect(403);
  });
});

describe('the demo checkout page', () => {
  it('says it is a demo, shows the order, and returns to the quote page with token and PayerID', async () => {
    const visitor = await browser();
    const { orderId } = await checkout(visitor, 'group');
    const page = await visitor.http.get(`/api/paypal/demo-checkout/${orderId}`).expect(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('Demo checkout.');
    expect(page.text).toContain('no money moves');
    expect(page.text).toContain('Group &#38; Event Planning consultation');
    expect(page.text).toContain('$299.00');

    const back = await approve(visitor, orderId);
    expect(back.pathname).toBe('/quote');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      package: 'group',
      token: orderId,
      PayerID: 'DEMOPAYER',
    });
  });

  it('returns a cancelled checkout to the quote page, which then cannot be verified', async () => {
    const visitor = await browser();
    const { orderId } = await checkout(visitor);
    const response = await visitor.http
      .post(`/api/paypal/demo-checkout/${orderId}`)
      .type('form')
      .send({ action: 'cancel' })
      .expect(303);
    expect(response.headers.location).toBe('/quote?package=standard&cancelled=true');
    const refused = await verify(visitor, orderId).expect(402);
    expect(refused.body).toMatchObject({ success: false, verified: false });
  });

  it('is 404, as for an unknown order, to another browser: it can neither see, approve nor cancel it', async () => {
    const visitor = await browser();
    const { orderId } = await checkout(visitor);
    const stranger = await browser();
    const unknown = await stranger.http.get('/api/paypal/demo-checkout/DEMO-NOSUCHORDER').expect(404);
    const seen = await stranger.http.get(`/api/paypal/demo-checkout/${orderId}`).expect(404);
    expect(seen.body).toEqual({ ...unknown.body, requestId: seen.body.requestId });
    expect(seen.text).not.toContain('$');
    for (const action of ['approve', 'cancel']) {
      await stranger.http
        .post(`/api/paypal/demo-checkout/${orderId}`)
        .type('form')
        .send({ action })
        .expect(404);
    }
    expect((await rowOf(t.db('paymentOrders').where({ providerOrderId: orderId }).first())).status).toBe(
      'CREATED',
    );
    // The browser that started it still pays.
    expect((await approve(visitor, orderId)).searchParams.get('token')).toBe(orderId);
  });

  it('lets the signed-in user who started the order approve it from another device', async () => {
    const user = await buildUser(t.db, { role: 'client' });
    const laptop = t.agent();
    const laptopToken = await signInAs(laptop, user.email);
    const { orderId } = await checkout({ http: laptop, token: laptopToken });
    const phone = t.agent();
    const phoneToken = await signInAs(phone, user.email);
    await phone.get(`/api/paypal/demo-checkout/${orderId}`).expect(200);
    expect((await approve({ http: phone, token: phoneToken }, orderId)).searchParams.get('PayerID')).toBe(
      'DEMOPAYER',
    );
  });

  it('is 404 for an order it does not know', async () => {
    const visitor = await browser();
    await visitor.http.get('/api/paypal/demo-checkout/DEMO-NOSUCHORDER').expect(404);
  });
});

describe('verifying the return (rule d)', () => {
  it('captures the approved order, records it once, grants access to this browser and e-mails a receipt', async () => {
    const payer = await browser();
    const { orderId } = await checkout(payer, 'standard', ['travel-insurance-guidance']);
    await approve(payer, orderId);
    const response = await verify(payer, orderId).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      verified: true,
      payment: {
        orderId,
        status: 'COMPLETED',
        packageType: 'standard',
        amount: 7_500,
        currency: 'USD',
        extras: ['travel-insurance-guidance'],
      },
    });
    const rows = await t.db('paymentVerifications').where({ paypalOrderId: orderId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 7_500, status: 'COMPLETED', packageType: 'standard' });
    expect(new Date(present(rows[0].expiresAt, 'expiry')).getTime()).toBeGreaterThan(
      Date.now() + 80 * 24 * 3600 * 1000,
    );
    const receipts = await t.db('outgoingMail').where({ kind: 'receipt', to: 'demo-payer@example.com' });
    expect(receipts.some((mail) => mail.text.includes(orderId) && mail.text.includes('$75.00'))).toBe(true);

    expect((await access(payer, 'standard')).body).toMatchObject({
      success: true,
      hasAccess: true,
      packageType: 'standard',
    });
    expect((await access(payer)).body.hasAccess).toBe(true);
    expect((await access(payer, 'premium')).body).toMatchObject({ hasAccess: false, pending: false });
  });

  it('a replay of the same order in the same browser changes nothing; in another browser it grants nothing', async () => {
    const { payer, orderId } = await paidBrowser();
    const again = await verify(payer, orderId).expect(200);
    expect(again.body.verified).toBe(true);

    const stranger = await browser();
    const refused = await verify(stranger, orderId).expect(403);
    expect(refused.body).toMatchObject({
      success: false,
      verified: false,
      message: paymentMessages.alreadyUsed,
    });
    expect((await access(stranger)).body.hasAccess).toBe(false);
    expect(await t.db('paymentVerifications').where({ paypalOrderId: orderId })).toHaveLength(1);
    expect(
      await t.db('outgoingMail').where({ kind: 'receipt' }).whereLike('text', `%${orderId}%`),
    ).toHaveLength(1);
  });

  it('another browser cannot verify an order it did not start, even before its owner does', async () => {
    const payer = await browser();
    const { orderId } = await checkout(payer);
    await approve(payer, orderId);
    const thief = await browser();
    await verify(thief, orderId).expect(403);
    await verify(payer, orderId).expect(200);
  });

  it('50 concurrent verifications of one order record exactly one payment', async () => {
    const payer = await browser();
    const { orderId } = await checkout(payer);
    await approve(payer, orderId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(payer, orderId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(answers.every((answer) => answer.body.verified === true)).toBe(true);
    expect(await t.db('paymentVerifications').where({ paypalOrderId: orderId })).toHaveLength(1);
    expect(
      await t.db('outgoingMail').where({ kind: 'receipt' }).whereLike('text', `%${orderId}%`),
    ).toHaveLength(1);
  });

  it('refuses an order this server never started, an unapproved one and a malformed id, granting nothing', async () => {
    const visitor = await browser();
    const unknown = await verify(visitor, 'ABCDEF12345678901').expect(400);
    expect(unknown.body).toMatchObject({ verified: false, message: paymentMessages.notCreatedHere });

    const { orderId } = await checkout(visitor);
    const unpaid = await verify(visitor, orderId).expect(402);
    expect(unpaid.body.message).toBe(paymentMessages.notCompleted);

    const malformed = await verify(visitor, '<script>').expect(400);
    expect(malformed.body.fields.orderID).toBe(paymentMessages.orderRequired);
    const missing = await post(visitor, '/api/paypal/verify-payment', {}).expect(400);
    expect(missing.body.fields.orderID).toBe(paymentMessages.orderRequired);
    expect((await access(visitor)).body.hasAccess).toBe(false);
  });
});

/** Presses "Pay, held for review by PayPal": the demo payer whose payment PayPal reviews first. */
async function approveHeld(from: Browser, orderId: string): Promise<void> {
  await from.http
    .post(`/api/paypal/demo-checkout/${orderId}`)
    .type('form')
    .send({ action: 'approve-held' })
    .expect(303);
}

/** Presses "Clear the review" on the demo checkout page: what PayPal's completion webhook does. */
function clearReview(from: Browser, orderId: string) {
  return from.http.post(`/api/paypal/demo-checkout/${orderId}`).type('form').send({ action: 'clear-review' });
}

describe('a payment held for review', () => {
  it('is recorded as pending: no access and no receipt, and the page is told it is being reviewed', async () => {
    const payer = await browser();
    const { orderId } = await checkout(payer, 'premium');
    await approveHeld(payer, orderId);
    const response = await verify(payer, orderId, 'premium').expect(202);
    expect(response.body).toMatchObject({
      success: true,
      verified: false,
      pending: true,
      message: paymentMessages.pendingReview,
      payment: { orderId, status: 'PENDING', packageType: 'premium', amount: 19_900, expiresAt: null },
    });
    expect(paymentMessages.pendingReview).toBe(
      'Your payment is being reviewed by PayPal. We will e-mail you as soon as it clears, and the quote form opens then.',
    );
    const row = await rowOf(t.db('paymentVerifications').where({ paypalOrderId: orderId }).first());
    expect(row).toMatchObject({ status: 'PENDING', verifiedAt: null, expiresAt: null });
    // Not paid yet, so not yet a consultation for the agents to work.
    expect(await t.db('leads').where({ paymentVerificationId: row.id })).toHaveLength(0);
    expect(row.paypalCaptureId).toBe(`${orderId}-CAPTURE`);
    expect(
      await t.db('outgoingMail').where({ kind: 'receipt' }).whereLike('text', `%${orderId}%`),
    ).toHaveLength(0);

    expect((await access(payer, 'premium')).body).toMatchObject({ hasAccess: false, pending: true });
    expect((await access(payer)).body).toMatchObject({ hasAccess: false, pending: true });
    expect((await access(payer, 'standard')).body).toMatchObject({ hasAccess: false, pending: false });
    const list = await payer.http.get('/api/paypal/user-payments').expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ orderId, status: 'PENDING' })]);
    // A quote request made meanwhile names no payment: the consultation is not paid yet.
    const email = `held-${Date.now()}@example.com`;
    await post(payer, '/api/travel-quotes', { firstName: 'Hal', lastName: 'Held', email }).expect(201);
    expect(await t.db('travelQuotes').where({ email }).first('paymentVerificationId')).toEqual({
      paymentVerificationId: null,
    });

    // Verified again (a reload with the address), it is still pending and still recorded once.
    await verify(payer, orderId, 'premium').expect(202);
    expect(await t.db('paymentVerifications').where({ paypalOrderId: orderId })).toHaveLength(1);
  });

  it('opens the form and mails the receipt once when the review clears', async () => {
    const payer = await browser();
    const { orderId } = await checkout(payer, 'group');
    await approveHeld(payer, orderId);
    await verify(payer, orderId, 'group').expect(202);

    const page = await payer.http.get(`/api/paypal/demo-checkout/${orderId}`).expect(200);
    expect(page.text).toContain('This payment is held for review.');
    expect(page.text).toContain('Clear the review');
    const cleared = await clearReview(payer, orderId).expect(303);
    expect(cleared.headers.location).toBe('/quote');

    expect((await access(payer, 'group')).body).toMatchObject({ hasAccess: true, pending: false });
    const row = await rowOf(t.db('paymentVerifications').where({ paypalOrderId: orderId }).first());
    expect(row.status).toBe('COMPLETED');
    expect(new Date(present(row.expiresAt, 'expiry')).getTime()).toBeGreaterThan(
      Date.now() + 80 * 24 * 3600 * 1000,
    );
    expect(await t.db('leads').where({ paymentVerificationId: row.id })).toEqual([
      expect.objectContaining({ kind: 'consultation', summary: 'Group & Event Planning consultation' }),
    ]);
    const receipts = await t
      .db('outgoingMail')
      .where({ kind: 'receipt', to: 'demo-payer@example.com' })
      .whereLike('text', `%${orderId}%`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('$299.00 for Group & Event Planning consultation');

    // Pressed again, or the order verified again: nothing more.
    await clearReview(payer, orderId).expect(303);
    expect((await verify(payer, orderId, 'group').expect(200)).body.verified).toBe(true);
    expect(await t.db('leads').where({ paymentVerificationId: row.id })).toHaveLength(1);
    expect(
      await t.db('outgoingMail').where({ kind: 'receipt' }).whereLike('text', `%${orderId}%`),
    ).toHaveLength(1);
    expect((await payer.http.get(`/api/paypal/demo-checkout/${orderId}`).expect(200)).text).toContain(
      'This checkout is already paid.',
    );
  });

  it('cannot be cleared by another browser, nor before it was paid', async () => {
    const payer = await browser();
    const { orderId } = await checkout(payer);
    // Not paid yet: nothing to clear, nothing granted.
    await clearReview(payer, orderId).expect(303);
    expect((await rowOf(t.db('paymentOrders').where({ providerOrderId: orderId }).first())).status).toBe(
      'CREATED',
    );
    await approveHeld(payer, orderId);
    await verify(payer, orderId).expect(202);

    const stranger = await browser();
    await clearReview(stranger, orderId).expect(404);
    expect((await access(payer)).body.hasAccess).toBe(false);
    expect((await rowOf(t.db('paymentVerifications').where({ paypalOrderId: orderId }).first())).status).toBe(
      'PENDING',
    );
  });
});

describe("the payer's access (rules b and c)", () => {
  it('lists the payments of this browser only', async () => {
    const { payer, orderId } = await paidBrowser('premium');
    const mine = await payer.http.get('/api/paypal/user-payments').expect(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ orderId, status: 'COMPLETED', packageType: 'premium' }),
    ]);
    const other = await (await browser()).http.get('/api/paypal/user-payments').expect(200);
    expect(other.body).toEqual({ success: true, data: [] });
  });

  it('follows a signed-in payer to another device, and not to anyone else', async () => {
    const user = await buildUser(t.db, { role: 'client' });
    const laptop = await browser();
    laptop.token = await signInAs(laptop.http, user.email);
    const { orderId } = await checkout(laptop, 'group');
    await approve(laptop, orderId);
    await verify(laptop, orderId, 'group').expect(200);
    const receipt = await t.db('outgoingMail').where({ kind: 'receipt', to: user.email });
    expect(receipt).toHaveLength(1);

    const phone = await browser();
    expect((await access(phone, 'group')).body.hasAccess).toBe(false);
    phone.token = await signInAs(phone.http, user.email);
    expect((await access(phone, 'group')).body).toMatchObject({ hasAccess: true, packageType: 'group' });
    expect((await phone.http.get('/api/paypal/user-payments')).body.data).toHaveLength(1);

    const someoneElse = await buildUser(t.db, { role: 'client' });
    const theirs = await browser();
    await signInAs(theirs.http, someoneElse.email);
    expect((await access(theirs)).body.hasAccess).toBe(false);
  });

  it('keeps a payment made before signing in for the account signed into', async () => {
    const user = await buildUser(t.db, { role: 'client' });
    const { payer } = await paidBrowser();
    payer.token = await signInAs(payer.http, user.email);
    expect((await access(payer)).body.hasAccess).toBe(true);
  });

  it('ends access when it expires', async () => {
    const { payer, orderId } = await paidBrowser();
    await t
      .db('paymentVerifications')
      .where({ paypalOrderId: orderId })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await access(payer)).body.hasAccess).toBe(false);
    const list = await payer.http.get('/api/paypal/user-payments').expect(200);
    expect(list.body.data).toHaveLength(1);
  });

  it('refuses an unknown package in the query', async () => {
    const visitor = await browser();
    const response = await visitor.http.get('/api/paypal/verify-access?packageType=gold').expect(400);
    expect(response.body.message).toBe(paymentMessages.packageInvalid);
  });
});

describe('a quote request after a payment', () => {
  it('names the payment, so the agent knows the consultation is paid', async () => {
    const { payer, orderId } = await paidBrowser('premium');
    const email = `paid-${Date.now()}@example.com`;
    await post(payer, '/api/travel-quotes', { firstName: 'Ana', lastName: 'Paid', email }).expect(201);
    const quote = await rowOf(t.db('travelQuotes').where({ email }).select('paymentVerificationId').first());
    const payment = await rowOf(
      t.db('paymentVerifications').where({ paypalOrderId: orderId }).select('id').first(),
    );
    expect(quote.paymentVerificationId).toBe(payment.id);
    const mail = await rowOf(
      t.db('outgoingMail').where({ kind: 'lead', replyTo: email }).select('text').first(),
    );
    expect(mail.text).toContain('Consultation paid: Premium VIP, $199.00');

    const unpaid = await browser();
    const other = `free-${Date.now()}@example.com`;
    await post(unpaid, '/api/travel-quotes', { firstName: 'Bo', lastName: 'Free', email: other }).expect(201);
    expect(await t.db('travelQuotes').where({ email: other }).first('paymentVerificationId')).toEqual({
      paymentVerificationId: null,
    });
  });
});

describe('the limit per network address', () => {
  it('stops a flood of checkouts with a 429, storing nothing more', async () => {
    const limited = await getTestServer({ env: { CHECKOUTS_PER_IP_PER_HOUR: '2' } });
    try {
      const http = limited.agent();
      const token = await csrfToken(http);
      const start = () =>
        http.post('/api/paypal/create-order').set('X-CSRF-Token', token).send({ packageType: 'standard' });
      await start().expect(201);
      await start().expect(201);
      const refused = await start().expect(429);
      expect(refused.body.message).toMatch(
        /^Too many payment attempts from your network\. Please try again in \d+ minutes?\.$/,
      );
      const [{ count }] = await limited.db('paymentOrders').count({ count: '*' });
      expect(Number(count)).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe('the webhook with the demo provider', () => {
  it('refuses every delivery: the demo provider sends none', async () => {
    const response = await t
      .agent()
      .post('/api/paypal/webhook')
      .send({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: {} })
      .expect(400);
    expect(response.body.message).toBe(paymentMessages.webhookInvalid);
    expect(await t.db('webhookEvents').where({ eventId: 'WH-1' })).toHaveLength(0);
  });
});
