import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@db/index.ts';
import type { PackageType, PaymentListItem } from '@contract/payments.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { buildUser, uniqueEmail } from '../../test/factories.ts';
import { signedIn } from '../clients/officeTestKit.ts';
import { PAYMENT_LIST_LIMIT } from '../../queries/payments.ts';
import { paymentListMessages } from './index.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface PaymentFields {
  verifiedAt: string;
  packageType?: PackageType;
  amount?: number;
  provider?: 'paypal' | 'demo' | null;
  extras?: string[];
  status?: string;
  customerEmail?: string | null;
  paypalPayerEmail?: string | null;
  orderPayerEmail?: string | null;
  metadata?: Record<string, unknown> | null;
  userId?: string | null;
  refundedAt?: string | null;
}

/** A verified payment as the checkout records it: its order (unless provider is null), then the verification. */
async function insertPayment(db: Db, fields: PaymentFields) {
  const orderId = `ORDER-${randomUUID().slice(0, 13)}`;
  const packageType = fields.packageType ?? 'standard';
  const amount = fields.amount ?? 5000;
  let paymentOrderId: string | null = null;
  if (fields.provider !== null) {
    // Free access is recorded without a provider: only a paid package has an order.
    if (packageType === 'free') throw new Error('a free access has no provider order');
    const [order] = await db('paymentOrders')
      .insert({
        provider: fields.provider ?? 'paypal',
        providerOrderId: orderId,
        packageType,
        extras: JSON.stringify(fields.extras ?? []),
        amount,
        currency: 'USD',
        status: 'COMPLETED',
        userId: fields.userId ?? null,
        payerEmail: fields.orderPayerEmail ?? null,
      })
      .returning('id');
    paymentOrderId = order.id;
  }
  const [payment] = await db('paymentVerifications')
    .insert({
      paypalOrderId: orderId,
      paypalCaptureId: `CAPTURE-${orderId}`,
      amount,
      currency: 'USD',
      status: fields.status ?? 'COMPLETED',
      packageType,
      customerEmail: fields.customerEmail === undefined ? uniqueEmail('payer') : fields.customerEmail,
      paypalPayerEmail: fields.paypalPayerEmail ?? null,
      verifiedAt: fields.verifiedAt,
      expiresAt: new Date(Date.parse(fields.verifiedAt) + 90 * 86_400_000).toISOString(),
      metadata: fields.metadata === undefined ? null : JSON.stringify(fields.metadata),
      paymentOrderId,
      userId: fields.userId ?? null,
      refundedAt: fields.refundedAt ?? null,
    })
    .returning('id');
  return { id: payment.id as string, orderId };
}

async function list(http: Awaited<ReturnType<typeof signedIn>>['http'], query = '') {
  const response = await http.get(`/api/payments${query}`).expect(200);
  expect(response.body.success).toBe(true);
  return response.body.data as PaymentListItem[];
}

describe('GET /api/payments', () => {
  const ids: Record<string, string> = {};
  let payerId: string;

  beforeAll(async () => {
    const payer = await buildUser(t.db, { role: 'client', firstName: 'Marie', lastName: 'Joseph' });
    payerId = payer.id;
    ids.premium = (
      await insertPayment(t.db, {
        verifiedAt: '2026-03-02T15:30:00.000Z',
        packageType: 'premium',
        amount: 19_900 + 4_900,
        extras: ['rush-planning'],
        paypalPayerEmail: 'marie@paypal.example',
        customerEmail: 'marie@example.com',
        metadata: { payerName: 'Marie Joseph' },
      })
    ).id;
    ids.demo = (
      await insertPayment(t.db, {
        verifiedAt: '2026-03-05T09:00:00.000Z',
        provider: 'demo',
        customerEmail: null,
        orderPayerEmail: 'demo-payer@example.com',
        userId: payerId,
      })
    ).id;
    ids.refunded = (
      await insertPayment(t.db, {
        verifiedAt: '2026-02-20T23:59:59.000Z',
        packageType: 'group',
        amount: 29_900,
        status: 'REFUNDED',
        refundedAt: '2026-02-25T10:00:00.000Z',
      })
    ).id;
    ids.legacy = (await insertPayment(t.db, { verifiedAt: '2026-01-10T12:00:00.000Z', provider: null })).id;
    // Free access is recorded beside payments, but it is not one.
    await insertPayment(t.db, {
      verifiedAt: '2026-03-06T12:00:00.000Z',
      packageType: 'free',
      amount: 0,
      provider: null,
    });
  });

  it('lists every paid consultation for an admin, newest first, with payer, package, extras and provider', async () => {
    const admin = await signedIn(t, 'admin');
    const response = await admin.http.get('/api/payments').expect(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const data = response.body.data as PaymentListItem[];
    expect(data.map((payment) => payment.id)).toEqual([ids.demo, ids.premium, ids.refunded, ids.legacy]);

    const premium = data[1];
    expect(premium).toEqual({
      id: ids.premium,
      orderId: expect.stringMatching(/^ORDER-/),
      status: 'COMPLETED',
      packageType: 'premium',
      extras: ['rush-planning'],
      amount: 24_800,
      currency: 'USD',
      verifiedAt: '2026-03-02T15:30:00.000Z',
      expiresAt: expect.any(String),
      payerEmail: 'marie@paypal.example',
      payerName: 'Marie Joseph',
      provider: 'paypal',
      refundedAt: null,
    });
    // The demo checkout's payer, named by the account that paid.
    expect(data[0]).toMatchObject({
      provider: 'demo',
      payerEmail: 'demo-payer@example.com',
      payerName: 'Marie Joseph',
      extras: [],
      amount: 5000,
    });
    expect(data[2]).toMatchObject({
      status: 'REFUNDED',
      packageType: 'group',
      refundedAt: '2026-02-25T10:00:00.000Z',
      payerName: null,
    });
    // Recorded before checkouts had orders: PayPal's, with no extras.
    expect(data[3]).toMatchObject({ provider: 'paypal', extras: [] });
    expect(data[0]).not.toHaveProperty('metadata');
    expect(data[0]).not.toHaveProperty('userId');
  });

  it('keeps the days from..to, both included', async () => {
    const admin = await signedIn(t, 'admin');
    const march = await list(admin.http, '?from=2026-03-01&to=2026-03-05');
    expect(march.map((payment) => payment.id)).toEqual([ids.demo, ids.premium]);
    const oneDay = await list(admin.http, '?from=2026-02-20&to=2026-02-20');
    expect(oneDay.map((payment) => payment.id)).toEqual([ids.refunded]);
    const until = await list(admin.http, '?to=2026-02-19');
    expect(until.map((payment) => payment.id)).toEqual([ids.legacy]);
    const since = await list(admin.http, '?from=2026-03-03');
    expect(since.map((payment) => payment.id)).toEqual([ids.demo]);
    expect(await list(admin.http, '?from=2027-01-01')).toEqual([]);
    expect(await list(admin.http, '?from=0001-01-01&to=9999-12-31')).toHaveLength(4);
  });

  it('answers 400 with a message for a date that is not one', async () => {
    const admin = await signedIn(t, 'admin');
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?from=yesterday', 'from'],
      ['?to=2026-13-01', 'to'],
      ['?to=', 'to'],
      ['?from=2026-01-01&from=2026-02-01', 'from'],
    ] as const) {
      const response = await admin.http.get(`/api/payments${query}`).expect(400);
      expect(response.body, query).toMatchObject({
        success: false,
        error: 'validation_failed',
        message: paymentListMessages[field],
        fields: { [field]: paymentListMessages[field] },
      });
    }
    const reversed = await admin.http.get('/api/payments?from=2026-03-02&to=2026-03-01').expect(400);
    expect(reversed.body).toMatchObject({
      message: paymentListMessages.order,
      fields: { to: paymentListMessages.order },
    });
  });

  it('answers 403 to an agent, even an approved one, and to a client', async () => {
    for (const role of ['agent', 'client'] as const) {
      const user = await signedIn(t, role, role === 'agent' ? { approved: true } : {});
      const response = await user.http.get('/api/payments').expect(403);
      expect(response.body).toMatchObject({ success: false, error: 'forbidden' });
    }
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await t.agent().get('/api/payments').expect(401);
    expect(response.body).toMatchObject({ success: false, error: 'unauthorized' });
  });
});

describe('GET /api/payments, with more payments than the list carries', () => {
  it('answers the newest PAYMENT_LIST_LIMIT of them', async () => {
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    const rows = Array.from({ length: PAYMENT_LIST_LIMIT + 1 }, (_, n) => ({
      paypalOrderId: `BULK-${n}-${randomUUID().slice(0, 8)}`,
      amount: 5000,
      currency: 'USD',
      status: 'COMPLETED',
      packageType: 'standard',
      verifiedAt: new Date(start + n * 60_000).toISOString(),
    }));
    await t.db.batchInsert('paymentVerifications', rows, 500);
    const admin = await signedIn(t, 'admin');
    const data = await list(admin.http, '?from=2025-01-01&to=2025-12-31');
    expect(data).toHaveLength(PAYMENT_LIST_LIMIT);
    expect(data[0].orderId).toBe(rows[PAYMENT_LIST_LIMIT].paypalOrderId);
    expect(data.at(-1)!.orderId).toBe(rows[1].paypalOrderId);
  });
});
