import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { buildQuoteRequest, uniqueEmail } from '../../test/factories.ts';
import { buildBooking, buildItinerary, clientOf, signedIn } from '../clients/officeTestKit.ts';
import type { PaymentOrdersRow } from '@db/schema/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
  await buildQuoteRequest(t.db, {
    firstName: 'Ana',
    lastName: 'Lead',
    email: uniqueEmail('lead'),
    groupName: 'Reunion',
    numberOfTravelers: '3-5',
    budgetRange: '7000-10000',
    passportInfo: 'X1234567',
  });
  await buildQuoteRequest(t.db, { firstName: 'Ben', lastName: 'Lead', email: uniqueEmail('lead') });
  // Answered already: neither listed nor counted as pending.
  await buildQuoteRequest(
    t.db,
    { firstName: 'Cleo', lastName: 'Answered', email: uniqueEmail('lead') },
    { status: 'responded' },
  );
});
afterAll(async () => {
  await t?.close();
});

/** `count` more clients of the agent, each with a trip and a booking, made in a few statements. */
async function clientsWithTrips(agentId: string, count: number) {
  const clients = (await t
    .db('clients')
    .insert(
      Array.from({ length: count }, (_, index) => ({
        firstName: 'Guest',
        lastName: `Number ${index}`,
        email: uniqueEmail('guest'),
      })),
    )
    .returning('id')) as Array<{ id: string }>;
  await t.db('clientAgentAssignments').insert(clients.map(({ id }) => ({ clientId: id, agentId })));
  const trips = (await t
    .db('itineraries')
    .insert(
      clients.map(({ id }) => ({ clientId: id, title: 'Island week', status: 'confirmed', totalCost: 5000 })),
    )
    .returning('id')) as Array<{ id: string }>;
  await t
    .db('bookings')
    .insert(
      trips.map(({ id }) => ({ itineraryId: id, type: 'hotel', title: 'Beach resort', status: 'confirmed' })),
    );
}

describe('GET /api/agent/dashboard', () => {
  it('answers the agent’s name, the four cards over their own clients and trips, and no leads before approval', async () => {
    const me = await signedIn(t, 'agent', { firstName: 'Nadia', lastName: 'Okafor' });
    const client = await clientOf(t.db, me.user.id, { firstName: 'Jordan', lastName: 'Reyes' });
    const trip = await buildItinerary(t.db, client.id, { status: 'confirmed', totalCost: 100000 });
    await buildItinerary(t.db, client.id, { status: 'draft', totalCost: 25000 });
    await buildBooking(t.db, trip.id);
    // Another agent's client and trip count for them, not for Nadia.
    const other = await signedIn(t);
    const theirs = await clientOf(t.db, other.user.id);
    await buildItinerary(t.db, theirs.id, { status: 'confirmed', totalCost: 999900 });

    const response = await me.http.get('/api/agent/dashboard').expect(200);
    // Clients, trips and bookings themselves come from the device's copy: only the figures come here.
    expect(response.body).toEqual({
      agent: { id: me.user.id, firstName: 'Nadia', lastName: 'Okafor' },
      quotes: [],
      stats: { totalClients: 1, activeTrips: 1, planningTrips: 1, totalRevenue: 125000, pendingQuotes: 0 },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the same size whether the agent has 1 client or 200, counting all 200', async () => {
    const me = await signedIn(t);
    await t.db('agents').where({ userId: me.user.id }).update({ isApproved: true });
    await clientsWithTrips(me.user.id, 1);
    const one = await me.http.get('/api/agent/dashboard').expect(200);
    await clientsWithTrips(me.user.id, 199);
    const many = await me.http.get('/api/agent/dashboard').expect(200);

    expect(
      Number(
        (await t.db('clientAgentAssignments').where({ agentId: me.user.id }).count({ n: '*' }).first())!.n,
      ),
    ).toBe(200);
    expect(Object.keys(many.body).sort()).toEqual(['agent', 'quotes', 'stats']);
    expect(many.body.quotes).toEqual(one.body.quotes);
    expect(one.body.stats).toMatchObject({ totalClients: 1, activeTrips: 1, totalRevenue: 5000 });
    expect(many.body.stats).toMatchObject({ totalClients: 200, activeTrips: 200, totalRevenue: 1_000_000 });
    // Only the figures' digits grow.
    expect(many.text.length - one.text.length).toBeLessThanOrEqual(8);
  });

  it('shows the website quote requests waiting for an answer once an admin has approved the agent', async () => {
    const me = await signedIn(t);
    await t.db('agents').where({ userId: me.user.id }).update({ isApproved: true });
    const response = await me.http.get('/api/agent/dashboard').expect(200);
    expect(response.body.quotes).toHaveLength(2);
    expect(response.body.quotes.find((q: { firstName: string }) => q.firstName === 'Ana')).toMatchObject({
      groupName: 'Reunion',
      numberOfTravelers: '3-5',
      budgetRange: '7000-10000',
    });
    expect(response.body.quotes[0]).not.toHaveProperty('passportInfo');
    expect(response.body.quotes.map((q: { firstName: string }) => q.firstName)).not.toContain('Cleo');
    expect(response.body.stats.pendingQuotes).toBe(2);
  });

  it('lets an admin see every lead', async () => {
    const admin = await signedIn(t, 'admin');
    const response = await admin.http.get('/api/agent/dashboard').expect(200);
    expect(response.body.quotes).toHaveLength(2);
    expect(response.body.stats.pendingQuotes).toBe(2);
  });

  it('answers 403 to a client and 401 to an anonymous caller', async () => {
    const portal = await signedIn(t, 'client');
    expect((await portal.http.get('/api/agent/dashboard').expect(403)).body.error).toBe('forbidden');
    expect((await t.agent().get('/api/agent/dashboard').expect(401)).body.error).toBe('unauthorized');
  });

  it('names the consultation paid before a quote request, and a refund, and nothing for the others', async () => {
    async function payment(
      fields: {
        packageType?: PaymentOrdersRow['packageType'];
        amount?: number;
        status?: string;
        refundedAt?: Date;
      },
      extras: string[] = [],
    ) {
      const orderId = `ORDER-${Math.random().toString(16).slice(2, 12)}`;
      const [order] = await t
        .db('paymentOrders')
        .insert({
          provider: 'demo',
          providerOrderId: orderId,
          packageType: fields.packageType ?? 'standard',
          extras: JSON.stringify(extras),
          amount: fields.amount ?? 5000,
          currency: 'USD',
          status: 'COMPLETED',
        })
        .returning('id');
      const [verification] = await t
        .db('paymentVerifications')
        .insert({
          paypalOrderId: orderId,
          amount: 5000,
          currency: 'USD',
          status: 'COMPLETED',
          packageType: 'standard',
          verifiedAt: new Date(),
          paymentOrderId: order.id,
          ...fields,
        })
        .returning('id');
      return verification.id as string;
    }
    const paid = await payment({});
    const premium = await payment({ packageType: 'premium', amount: 24_800 }, ['rush-planning']);
    const refunded = await payment({ status: 'REFUNDED', refundedAt: new Date('2026-03-01T10:00:00Z') });
    await buildQuoteRequest(t.db, {
      firstName: 'Paid',
      lastName: 'Lead',
      email: uniqueEmail('lead'),
      paymentVerificationId: paid,
    });
    await buildQuoteRequest(t.db, {
      firstName: 'Premium',
      lastName: 'Lead',
      email: uniqueEmail('lead'),
      paymentVerificationId: premium,
    });
    await buildQuoteRequest(t.db, {
      firstName: 'Refunded',
      lastName: 'Lead',
      email: uniqueEmail('lead'),
      paymentVerificationId: refunded,
    });

    const admin = await signedIn(t, 'admin');
    const { body } = await admin.http.get('/api/agent/dashboard').expect(200);
    const byName = (name: string) => body.quotes.find((q: { firstName: string }) => q.firstName === name);
    expect(byName('Paid').payment).toEqual({
      packageType: 'standard',
      packageName: 'Standard Planning',
      extraNames: [],
      amount: 5000,
      currency: 'USD',
      status: 'COMPLETED',
      refundedAt: null,
    });
    expect(byName('Premium').payment).toMatchObject({
      packageName: 'Premium VIP',
      extraNames: ['Rush Planning'],
      amount: 24_800,
    });
    expect(byName('Refunded').payment).toMatchObject({
      status: 'REFUNDED',
      refundedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(byName('Ana').payment).toBeNull();
    expect(byName('Paid')).not.toHaveProperty('paymentId');
    expect(byName('Paid')).not.toHaveProperty('paymentVerificationId');
    expect(body.stats.pendingQuotes).toBe(5);
  });
});
