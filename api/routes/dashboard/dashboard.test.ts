import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardMessages, type ClientDashboard } from '@contract/dashboard.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { buildUser, signInAs, uniqueEmail } from '../../test/factories.ts';
import { FORBIDDEN_BODY, UNAUTHORIZED_BODY } from '../../test/access.ts';
import { mailSettled } from '../../providers/mail/index.ts';
import { buildBooking, buildItinerary, clientOf, signedIn } from '../clients/officeTestKit.ts';
import { proposalBody } from '../proposals/proposalTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

/**
 * A client account linked to the agency's record of them, assigned to `agentId`, signed in,
 * with one trip, one booking and one website quote request of their own.
 */
async function travellerOf(agentId: string, name: { firstName: string; lastName: string }) {
  const email = uniqueEmail(name.firstName.toLowerCase());
  const user = await buildUser(t.db, { role: 'client', email, ...name });
  const record = await clientOf(t.db, agentId, {
    ...name,
    email,
    phone: '+1 407 555 0100',
    address: '12 Lake Drive, Orlando, FL',
    notes: 'Window seats; no red-eye flights',
    userId: user.id,
  });
  const http = t.agent();
  const token = await signInAs(http, email);
  return { user, record, http, token, email };
}

async function quoteRequestFrom(email: string, fields: Record<string, unknown> = {}) {
  const [row] = await t
    .db('travelQuotes')
    .insert({
      firstName: 'Quote',
      lastName: 'Sender',
      email,
      groupName: 'Family reunion',
      numberOfTravelers: '3-5',
      budgetRange: '7000-10000',
      departureDate: '2027-06-01',
      returnDate: '2027-06-08',
      specialRequests: 'Ground-floor rooms',
      passportInfo: 'P1234567',
      emergencyContact: 'Aunt May 555-0101',
      ...fields,
    })
    .returning('id');
  return row.id as string;
}

const dashboardOf = async (http: ReturnType<TestServer['agent']>) =>
  (await http.get('/api/dashboard').expect(200)).body as ClientDashboard;

describe('GET /api/dashboard', () => {
  it('answers a client their own record, trips, bookings, quote requests and sent proposals, and nothing of another client', async () => {
    const agentA = await signedIn(t, 'agent', { approved: true });
    const agentB = await signedIn(t, 'agent', { approved: true });
    const mine = await travellerOf(agentA.user.id, { firstName: 'Jordan', lastName: 'Ellis' });
    const theirs = await travellerOf(agentB.user.id, { firstName: 'Keisha', lastName: 'Alexander' });

    const trip = await buildItinerary(t.db, mine.record.id, {
      title: 'Saint Lucia Anniversary Escape',
      description: 'A week under the Pitons',
      status: 'confirmed',
      totalCost: 480000,
      agentNotes: 'Upgrade requested',
    });
    const flight = await buildBooking(t.db, trip.id, {
      type: 'flight',
      title: 'MCO to UVF',
      cost: 61250,
      bookingReference: 'JB7K2Q',
      details: JSON.stringify({ location: 'Orlando International, Terminal C', startTime: '08:15' }),
      supplierInfo: JSON.stringify({ notes: 'net rate 480' }),
      startDate: '2027-02-12',
      endDate: '2027-02-12',
    });
    await buildItinerary(t.db, mine.record.id, { title: 'Gone', deletedAt: new Date() });
    const theirTrip = await buildItinerary(t.db, theirs.record.id, { title: 'Their trip', totalCost: 999 });
    await buildBooking(t.db, theirTrip.id, { title: 'Their hotel' });
    const myQuote = await quoteRequestFrom(mine.email.toUpperCase());
    await quoteRequestFrom(theirs.email);

    const draft = await agentA.http
      .post('/api/proposals')
      .set('X-CSRF-Token', agentA.token)
      .send(proposalBody(mine.record.id, { title: 'Draft only' }))
      .expect(201);
    const sent = await agentA.http
      .post('/api/proposals')
      .set('X-CSRF-Token', agentA.token)
      .send(proposalBody(mine.record.id, { title: 'Pitons honeymoon' }))
      .expect(201);
    await agentA.http
      .post(`/api/proposals/${sent.body.data.id}/send`)
      .set('X-CSRF-Token', agentA.token)
      .expect(200);

    const response = await mine.http.get('/api/dashboard').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.body as ClientDashboard;
    expect(Object.keys(body).sort()).toEqual(
      ['bookings', 'client', 'emailVerified', 'itineraries', 'notifications', 'proposals', 'quotes'].sort(),
    );
    expect(body.client).toEqual({
      firstName: 'Jordan',
      lastName: 'Ellis',
      email: mine.email,
      phone: '+1 407 555 0100',
      address: '12 Lake Drive, Orlando, FL',
      notes: 'Window seats; no red-eye flights',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(body.itineraries).toEqual([
      {
        id: trip.id,
        title: 'Saint Lucia Anniversary Escape',
        description: 'A week under the Pitons',
        status: 'confirmed',
        startDate: '2027-02-12',
        endDate: '2027-02-19',
        totalCost: 480000,
        currency: 'USD',
        agentNotes: 'Upgrade requested',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        version: expect.any(Number),
      },
    ]);
    expect(body.bookings).toEqual([
      {
        id: flight.id,
        itineraryId: trip.id,
        type: 'flight',
        title: 'MCO to UVF',
        status: 'confirmed',
        cost: 61250,
        currency: 'USD',
        bookingReference: 'JB7K2Q',
        startDate: '2027-02-12',
        endDate: '2027-02-12',
        location: 'Orlando International, Terminal C',
        startTime: '08:15',
        endTime: null,
        description: null,
        updatedAt: expect.any(String),
        version: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('net rate');
    expect(body.quotes).toEqual([
      {
        id: myQuote,
        groupName: 'Family reunion',
        firstName: 'Quote',
        lastName: 'Sender',
        numberOfTravelers: '3-5',
        budgetRange: '7000-10000',
        departureDate: '2027-06-01',
        returnDate: '2027-06-08',
        specialRequests: 'Ground-floor rooms',
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(body.quotes)).not.toMatch(/P1234567|Aunt May/);
    expect(body.proposals).toEqual([
      expect.objectContaining({
        id: sent.body.data.id,
        title: 'Pitons honeymoon',
        status: 'sent',
        totalValue: 1_234_500,
        path: expect.stringMatching(/^\/p\/[\w-]{20,}$/),
      }),
    ]);
    expect(body.proposals.map((proposal) => proposal.id)).not.toContain(draft.body.data.id);
    const proposalPage = await t.agent().get(`/api/public/proposals/${body.proposals[0].path.slice(3)}`);
    expect(proposalPage.status).toBe(200);
    expect(body.emailVerified).toBe(true);

    const other = await dashboardOf(theirs.http);
    expect(other.client.firstName).toBe('Keisha');
    expect(other.itineraries.map((itinerary) => itinerary.title)).toEqual(['Their trip']);
    expect(other.bookings.map((booking) => booking.title)).toEqual(['Their hotel']);
    expect(other.quotes).toHaveLength(1);
    expect(other.proposals).toEqual([]);
    expect(JSON.stringify(other)).not.toMatch(/Jordan|Saint Lucia Anniversary|JB7K2Q|Pitons/);
  });

  it('answers a new client with their account and empty lists before the agency keeps a record of them', async () => {
    const user = await buildUser(t.db, {
      role: 'client',
      firstName: 'Ana',
      lastName: 'New',
      phone: '555-0199',
    });
    const http = t.agent();
    await signInAs(http, user.email);
    const body = await dashboardOf(http);
    expect(body).toEqual({
      client: {
        firstName: 'Ana',
        lastName: 'New',
        email: user.email,
        phone: '555-0199',
        address: null,
        notes: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      itineraries: [],
      bookings: [],
      quotes: [],
      proposals: [],
      notifications: [],
      emailVerified: true,
    });
  });

  it('leaves out the quote requests sent from an address its account has not proved', async () => {
    const user = await buildUser(t.db, { role: 'client', emailVerified: false });
    await quoteRequestFrom(user.email);
    const http = t.agent();
    await signInAs(http, user.email);
    const body = await dashboardOf(http);
    expect(body.quotes).toEqual([]);
    expect(body.emailVerified).toBe(false);
  });

  it('answers 401 when signed out and 403 to an agent or an admin', async () => {
    const anonymous = await t.agent().get('/api/dashboard').expect(401);
    expect(anonymous.body).toEqual(UNAUTHORIZED_BODY);
    for (const role of ['agent', 'admin'] as const) {
      const staff = await signedIn(t, role);
      const response = await staff.http.get('/api/dashboard').expect(403);
      expect(response.body).toEqual({ ...FORBIDDEN_BODY, message: dashboardMessages.agentsUseTheOffice });
    }
  });
});

describe('the client’s notices', () => {
  it('tells the client of a proposal sent, a booking confirmed, changed and removed, one notice per change', async () => {
    const agent = await signedIn(t, 'agent', { approved: true, firstName: 'Alicia', lastName: 'Reyes' });
    const me = await travellerOf(agent.user.id, { firstName: 'Carlos', lastName: 'Ramirez' });
    const trip = await buildItinerary(t.db, me.record.id);
    const put = (id: string, changes: Record<string, unknown>) =>
      agent.http.put(`/api/bookings/${id}`).set('X-CSRF-Token', agent.token).send(changes).expect(200);

    const created = await agent.http
      .post('/api/bookings')
      .set('X-CSRF-Token', agent.token)
      .send({ itineraryId: trip.id, type: 'hotel', title: 'Sugar Beach resort', status: 'pending' })
      .expect(201);
    const bookingId = created.body.data.id as string;
    expect((await dashboardOf(me.http)).notifications).toEqual([]);

    await put(bookingId, {
      status: 'confirmed',
      startDate: '2027-02-12',
      endDate: '2027-02-19',
      bookingReference: 'SB-301',
    });
    let notices = (await dashboardOf(me.http)).notifications;
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'booking_confirmed',
        title: 'Booking confirmed',
        entityType: 'bookings',
        entityId: bookingId,
        isRead: false,
      }),
    ]);
    expect(notices[0].message).toContain('"Sugar Beach resort" is confirmed');
    expect(notices[0].message).toContain('SB-301');

    await put(bookingId, { cost: 250000 });
    expect((await dashboardOf(me.http)).notifications).toHaveLength(1);

    await put(bookingId, { startDate: '2027-02-13' });
    await put(bookingId, { endDate: '2027-02-20' });
    notices = (await dashboardOf(me.http)).notifications;
    expect(notices.filter((notice) => notice.type === 'booking_updated')).toHaveLength(1);
    expect(notices.find((notice) => notice.type === 'booking_updated')?.message).toMatch(/dates: .*2027/);

    const proposal = await agent.http
      .post('/api/proposals')
      .set('X-CSRF-Token', agent.token)
      .send(proposalBody(me.record.id, { title: 'Cartagena add-on' }))
      .expect(201);
    await agent.http
      .post(`/api/proposals/${proposal.body.data.id}/send`)
      .set('X-CSRF-Token', agent.token)
      .expect(200);
    await agent.http.delete(`/api/bookings/${bookingId}`).set('X-CSRF-Token', agent.token).expect(200);

    notices = (await dashboardOf(me.http)).notifications;
    expect(notices.map((notice) => notice.type).sort()).toEqual(
      ['booking_confirmed', 'booking_removed', 'booking_updated', 'proposal_sent'].sort(),
    );
    expect(notices.find((notice) => notice.type === 'proposal_sent')?.message).toBe(
      'Alicia Reyes sent you "Cartagena add-on". Open it from your dashboard\'s Quotes tab.',
    );
    // Nothing reaches the agent's own list, and nothing a client without an account could read.
    expect(await t.db('notifications').where({ agentId: agent.user.id })).toEqual([]);
  });

  it('writes nothing for a client the agency knows only by e-mail', async () => {
    const agent = await signedIn(t, 'agent', { approved: true });
    const record = await clientOf(t.db, agent.user.id);
    const trip = await buildItinerary(t.db, record.id);
    const before = Number((await t.db('notifications').count({ count: '*' }).first())!.count);
    await agent.http
      .post('/api/bookings')
      .set('X-CSRF-Token', agent.token)
      .send({ itineraryId: trip.id, type: 'flight', title: 'MCO to UVF', status: 'confirmed' })
      .expect(201);
    expect(Number((await t.db('notifications').count({ count: '*' }).first())!.count)).toBe(before);
  });
});
