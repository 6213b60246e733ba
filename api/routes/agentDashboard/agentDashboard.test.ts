import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { officeStats } from '@contract/dashboardStats.ts';
import { ITINERARY_STATUSES } from '@contract/itineraries.ts';
import { buildBooking, buildItinerary, clientOf, signedIn } from '../clients/officeTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
  await t.db('travelQuotes').insert([
    {
      firstName: 'Ana',
      lastName: 'Lead',
      email: uniqueEmail('lead'),
      groupName: 'Reunion',
      numberOfTravelers: '3-5',
      budgetRange: '7000-10000',
      passportInfo: 'X1234567',
    },
    { firstName: 'Ben', lastName: 'Lead', email: uniqueEmail('lead') },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/agent/dashboard', () => {
  it('answers the agent’s own clients, trips, bookings and stats, and no leads before approval', async () => {
    const me = await signedIn(t, 'agent', { firstName: 'Nadia' });
    const other = await signedIn(t);
    const client = await clientOf(t.db, me.user.id, { firstName: 'Jordan', lastName: 'Reyes' });
    const confirmed = await buildItinerary(t.db, client.id, { status: 'confirmed', totalCost: 100000 });
    await buildItinerary(t.db, client.id, { status: 'draft', totalCost: 25050 });
    await buildItinerary(t.db, client.id, { status: 'draft', totalCost: null });
    await buildItinerary(t.db, client.id, { status: 'confirmed', totalCost: 999, deletedAt: new Date() });
    const booking = await buildBooking(t.db, confirmed.id);
    const othersClient = await clientOf(t.db, other.user.id);
    const othersTrip = await buildItinerary(t.db, othersClient.id, {
      status: 'confirmed',
      totalCost: 777777,
    });
    await buildBooking(t.db, othersTrip.id);

    const response = await me.http.get('/api/agent/dashboard').expect(200);
    const body = response.body;
    expect(body.agent).toMatchObject({ firstName: 'Nadia' });
    expect(body.clients.map((c: { id: string }) => c.id)).toEqual([client.id]);
    expect(body.itineraries).toHaveLength(3);
    expect(body.itineraries.find((i: { id: string }) => i.id === confirmed.id).client).toEqual({
      id: client.id,
      firstName: 'Jordan',
      lastName: 'Reyes',
    });
    expect(body.bookings).toEqual([
      expect.objectContaining({
        id: booking.id,
        itinerary: expect.objectContaining({
          id: confirmed.id,
          client: expect.objectContaining({ firstName: 'Jordan' }),
        }),
      }),
    ]);
    expect(body.quotes).toEqual([]);
    expect(body.stats).toEqual({
      totalClients: 1,
      activeTrips: 1,
      planningTrips: 2,
      totalRevenue: 125050,
      pendingQuotes: 0,
    });
  });

  it('shows the website quote requests once an admin has approved the agent', async () => {
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
    expect(response.body.stats).toMatchObject({ totalClients: 0, totalRevenue: 0, pendingQuotes: 2 });
  });

  it('lets an admin see every client and every lead in the stats', async () => {
    const admin = await signedIn(t, 'admin');
    const response = await admin.http.get('/api/agent/dashboard').expect(200);
    const clients = Number((await t.db('clients').whereNull('deletedAt').count({ n: '*' }).first())!.n);
    expect(response.body.stats.totalClients).toBe(clients);
    expect(response.body.stats.pendingQuotes).toBe(2);
    expect(response.body.clients).toHaveLength(clients);
  });

  it('counts the cards as the device counts its copy of the same itineraries', async () => {
    const me = await signedIn(t);
    const first = await clientOf(t.db, me.user.id);
    const second = await clientOf(t.db, me.user.id);
    let cost = 1000;
    for (const status of ITINERARY_STATUSES) {
      for (const totalCost of [cost, null, 0]) await buildItinerary(t.db, first.id, { status, totalCost });
      await buildItinerary(t.db, second.id, { status, totalCost: cost + 7, deletedAt: new Date() });
      cost += 1000;
    }

    const { body } = await me.http.get('/api/agent/dashboard').expect(200);
    const { pendingQuotes: _leads, ...cards } = body.stats;
    expect(cards).toEqual(officeStats(body.clients.length, body.itineraries));
    expect(cards.activeTrips + cards.planningTrips).toBeGreaterThan(0);
  });

  it('answers 403 to a client and 401 to an anonymous caller', async () => {
    const portal = await signedIn(t, 'client');
    expect((await portal.http.get('/api/agent/dashboard').expect(403)).body.error).toBe('forbidden');
    expect((await t.agent().get('/api/agent/dashboard').expect(401)).body.error).toBe('unauthorized');
  });

  it('names the consultation paid before a quote request, and a refund, and nothing for the others', async () => {
    async function payment(fields: Record<string, unknown>, extras: string[] = []) {
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
    await t.db('travelQuotes').insert([
      { firstName: 'Paid', lastName: 'Lead', email: uniqueEmail('lead'), paymentVerificationId: paid },
      { firstName: 'Premium', lastName: 'Lead', email: uniqueEmail('lead'), paymentVerificationId: premium },
      {
        firstName: 'Refunded',
        lastName: 'Lead',
        email: uniqueEmail('lead'),
        paymentVerificationId: refunded,
      },
    ]);

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
