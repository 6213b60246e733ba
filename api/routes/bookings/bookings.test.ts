import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { rowOf } from '../../test/rows.ts';
import { buildBooking, buildItinerary, clientOf, signedIn, type SignedIn } from '../clients/officeTestKit.ts';
import { expectStaffOnly, type HttpMethod } from '../../test/access.ts';
import { bookingMessages } from '@contract/bookings.ts';
import { storableMessages } from '@contract/storable.ts';

let t: TestServer;
let agent: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await getTestServer();
  agent = await signedIn(t);
  other = await signedIn(t);
});
afterAll(async () => {
  await t?.close();
});

async function tripOf(owner: SignedIn, clientFields: Record<string, unknown> = {}) {
  const client = await clientOf(t.db, owner.user.id, clientFields);
  const itinerary = await buildItinerary(t.db, client.id);
  return { client, itinerary };
}

const validBody = (itineraryId: string) => ({
  itineraryId,
  type: 'flight',
  title: 'MIA to UVF',
  details: JSON.stringify({ description: 'Nonstop', location: 'MIA', startTime: '09:30' }),
  cost: 84900,
  currency: 'USD',
  status: 'confirmed',
  bookingReference: 'XK7Q2P',
  supplierInfo: JSON.stringify({ reference: 'AA-1', notes: 'Aisle' }),
  startDate: '2027-02-12',
  endDate: '2027-02-12',
});

describe('GET /api/bookings', () => {
  it('lists one itinerary’s bookings sorted by start date', async () => {
    const { itinerary } = await tripOf(agent);
    const late = await buildBooking(t.db, itinerary.id, { startDate: '2027-02-15', endDate: '2027-02-16' });
    const early = await buildBooking(t.db, itinerary.id, { startDate: '2027-02-12', endDate: '2027-02-13' });
    const undated = await buildBooking(t.db, itinerary.id, { startDate: null, endDate: null });
    await buildBooking(t.db, itinerary.id, { deletedAt: new Date() });
    const elsewhere = await tripOf(agent);
    await buildBooking(t.db, elsewhere.itinerary.id);

    const response = await agent.http.get('/api/bookings').query({ itineraryId: itinerary.id }).expect(200);
    expect(response.body.data.map((row: { id: string }) => row.id)).toEqual([early.id, late.id, undated.id]);
    expect(response.body.data[0]).toMatchObject({
      itineraryId: itinerary.id,
      type: 'hotel',
      title: 'Piton-view resort',
      cost: 320000,
      status: 'confirmed',
      startDate: '2027-02-12',
    });
  });

  it('lists every visible booking with its itinerary and client when no itinerary is given', async () => {
    const viewer = await signedIn(t);
    const { client, itinerary } = await tripOf(viewer, { firstName: 'Samuel', lastName: 'Osei' });
    const booking = await buildBooking(t.db, itinerary.id);
    const hidden = await tripOf(other);
    const othersBooking = await buildBooking(t.db, hidden.itinerary.id);

    const response = await viewer.http.get('/api/bookings').expect(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({
        id: booking.id,
        itinerary: {
          id: itinerary.id,
          title: itinerary.title,
          client: { id: client.id, firstName: 'Samuel', lastName: 'Osei' },
        },
      }),
    ]);
    const filtered = await viewer.http
      .get('/api/bookings')
      .query({ itineraryId: hidden.itinerary.id })
      .expect(200);
    expect(filtered.body.data).toEqual([]);
    await viewer.http.get(`/api/bookings/${othersBooking.id}`).expect(404);
  });

  it('answers 400 for an itineraryId that is not a uuid', async () => {
    const response = await agent.http.get('/api/bookings').query({ itineraryId: 'nope' }).expect(400);
    expect(response.body.fields).toEqual({ itineraryId: 'Itinerary is required' });
  });

  it('answers 403 to a client and 401 to an anonymous caller', async () => {
    const portal = await signedIn(t, 'client');
    await portal.http.get('/api/bookings').expect(403);
    await portal.http.get('/api/bookings/export.csv').expect(403);
    await t.agent().get('/api/bookings').expect(401);
    await t.agent().get('/api/bookings/export.csv').expect(401);
  });
});

describe('POST /api/bookings', () => {
  it('adds the booking to a visible itinerary', async () => {
    const { itinerary } = await tripOf(agent);
    const response = await agent.http
      .post('/api/bookings')
      .set('X-CSRF-Token', agent.token)
      .send(validBody(itinerary.id))
      .expect(201);
    expect(response.body.data).toMatchObject({
      itineraryId: itinerary.id,
      type: 'flight',
      cost: 84900,
      bookingReference: 'XK7Q2P',
      details: validBody(itinerary.id).details,
      itinerary: { id: itinerary.id, title: itinerary.title },
    });
    const row = await rowOf(t.db('bookings').where({ id: response.body.data.id }).first());
    expect(row).toMatchObject({
      type: 'flight',
      cost: 84900,
      supplierInfo: validBody(itinerary.id).supplierInfo,
    });
    expect(row.version).toBeGreaterThan(0);
  });

  it('answers 400 with the specification’s messages, storing nothing', async () => {
    const { itinerary } = await tripOf(agent);
    const post = (body: Record<string, unknown>) =>
      agent.http.post('/api/bookings').set('X-CSRF-Token', agent.token).send(body).expect(400);
    expect((await post({ ...validBody(itinerary.id), cost: -100 })).body.fields).toEqual({
      cost: 'Cost must be positive',
    });
    expect((await post({ ...validBody(itinerary.id), type: 'train' })).body.fields).toEqual({
      type: 'Type must be one of flight, hotel, activity, transport, restaurant, other',
    });
    expect((await post({ ...validBody(itinerary.id), status: 'done' })).body.fields).toEqual({
      status: 'Status must be one of pending, confirmed, cancelled',
    });
    expect((await post({ ...validBody(itinerary.id), title: ' ' })).body.fields).toEqual({
      title: 'Title is required',
    });
    expect((await post({ ...validBody(itinerary.id), details: '{oops' })).body.fields).toEqual({
      details: 'Details must be valid JSON',
    });
    expect((await post({ ...validBody(itinerary.id), supplierInfo: 'x' })).body.fields).toEqual({
      supplierInfo: 'Supplier info must be valid JSON',
    });
    expect((await post({ ...validBody(itinerary.id), itineraryId: undefined })).body.fields).toEqual({
      itineraryId: 'Itinerary is required',
    });
    expect((await post({ ...validBody(itinerary.id), startDate: '2027-13-01' })).body.fields).toEqual({
      startDate: 'Start date must be a date',
    });
    expect((await post({ ...validBody(itinerary.id), endDate: '2027-02-01' })).body.fields).toEqual({
      endDate: 'End date must be on or after the start date',
    });
    expect(await t.db('bookings').where({ itineraryId: itinerary.id })).toHaveLength(0);
  });

  it('accepts optional fields left out, with the defaults', async () => {
    const { itinerary } = await tripOf(agent);
    const response = await agent.http
      .post('/api/bookings')
      .set('X-CSRF-Token', agent.token)
      .send({ itineraryId: itinerary.id, type: 'other', title: 'Travel insurance' })
      .expect(201);
    expect(response.body.data).toMatchObject({
      cost: null,
      currency: 'USD',
      status: 'pending',
      details: null,
      startDate: null,
      endDate: null,
    });
  });

  it('answers 404 for another agent’s itinerary, 403 without CSRF or to a client, 401 anonymous', async () => {
    const hidden = await tripOf(other);
    const response = await agent.http
      .post('/api/bookings')
      .set('X-CSRF-Token', agent.token)
      .send(validBody(hidden.itinerary.id))
      .expect(404);
    expect(response.body.message).toBe('Itinerary not found');
    const { itinerary } = await tripOf(agent);
    expect(
      (await agent.http.post('/api/bookings').send(validBody(itinerary.id)).expect(403)).body.error,
    ).toBe('csrf_invalid');
    const portal = await signedIn(t, 'client');
    await portal.http
      .post('/api/bookings')
      .set('X-CSRF-Token', portal.token)
      .send(validBody(itinerary.id))
      .expect(403);
    const anonymous = t.agent();
    const anonymousToken = await csrfToken(anonymous);
    await anonymous
      .post('/api/bookings')
      .set('X-CSRF-Token', anonymousToken)
      .send(validBody(itinerary.id))
      .expect(401);
    expect(await t.db('bookings').whereIn('itineraryId', [hidden.itinerary.id, itinerary.id])).toHaveLength(
      0,
    );
  });
});

describe('PUT /api/bookings/:id', () => {
  it('edits the fields sent and bumps the version', async () => {
    const { itinerary } = await tripOf(agent);
    const booking = await buildBooking(t.db, itinerary.id);
    const response = await agent.http
      .put(`/api/bookings/${booking.id}`)
      .set('X-CSRF-Token', agent.token)
      .send({ status: 'cancelled', cost: 0, bookingReference: 'NEW-REF' })
      .expect(200);
    expect(response.body.data).toMatchObject({
      status: 'cancelled',
      cost: 0,
      bookingReference: 'NEW-REF',
      title: booking.title,
    });
    const row = await rowOf(t.db('bookings').where({ id: booking.id }).first());
    expect(row).toMatchObject({ status: 'cancelled', cost: 0, bookingReference: 'NEW-REF' });
    expect(row.version).toBeGreaterThan(booking.version as number);
  });

  it('answers 400 for an invalid field and 404 to another agent, changing nothing', async () => {
    const { itinerary } = await tripOf(agent);
    const booking = await buildBooking(t.db, itinerary.id);
    const bad = await agent.http
      .put(`/api/bookings/${booking.id}`)
      .set('X-CSRF-Token', agent.token)
      .send({ cost: -1 })
      .expect(400);
    expect(bad.body.fields).toEqual({ cost: 'Cost must be positive' });
    await other.http
      .put(`/api/bookings/${booking.id}`)
      .set('X-CSRF-Token', other.token)
      .send({ title: 'X' })
      .expect(404);
    const row = await t.db('bookings').where({ id: booking.id }).first();
    expect(row).toMatchObject({ cost: 320000, title: booking.title, version: booking.version });
  });
});

describe('DELETE /api/bookings/:id', () => {
  it('tombstones the booking, bumping its version; another agent gets 404', async () => {
    const { itinerary } = await tripOf(agent);
    const booking = await buildBooking(t.db, itinerary.id);
    await other.http.delete(`/api/bookings/${booking.id}`).set('X-CSRF-Token', other.token).expect(404);
    await agent.http.delete(`/api/bookings/${booking.id}`).expect(403);
    const response = await agent.http
      .delete(`/api/bookings/${booking.id}`)
      .set('X-CSRF-Token', agent.token)
      .expect(200);
    expect(response.body).toEqual({ success: true, message: 'Booking deleted successfully!' });
    const row = await rowOf(t.db('bookings').where({ id: booking.id }).first());
    expect(row.deletedAt).not.toBeNull();
    expect(row.version).toBeGreaterThan(booking.version as number);
    await agent.http.get(`/api/bookings/${booking.id}`).expect(404);
    await agent.http.delete(`/api/bookings/${booking.id}`).set('X-CSRF-Token', agent.token).expect(404);
  });
});

describe('a client user or an anonymous caller on one booking', () => {
  it.each<[HttpMethod, string]>([
    ['GET', '/api/bookings/:id'],
    ['PUT', '/api/bookings/:id'],
    ['DELETE', '/api/bookings/:id'],
  ])('%s %s answers 403 and 401, changing nothing', async (method, path) => {
    const { itinerary } = await tripOf(agent);
    const booking = await buildBooking(t.db, itinerary.id);
    const before = await t.db('bookings').where({ id: booking.id }).first();
    await expectStaffOnly(t, method, path.replace(':id', booking.id), validBody(itinerary.id));
    expect(await t.db('bookings').where({ id: booking.id }).first()).toEqual(before);
  });
});

describe('GET /api/bookings/export.csv', () => {
  it('exports the visible bookings in words, filtered like the list', async () => {
    const exporter = await signedIn(t);
    const { itinerary } = await tripOf(exporter, { firstName: 'Priya', lastName: 'Nair' });
    const booking = await buildBooking(t.db, itinerary.id, {
      details: JSON.stringify({ description: 'Suite, "ocean" view', guests: 2 }),
      supplierInfo: JSON.stringify({ reference: 'SUP-7', notes: 'Pay on arrival' }),
      bookingReference: 'R1',
    });
    const second = await tripOf(exporter);
    await buildBooking(t.db, second.itinerary.id, { title: 'Elsewhere' });
    const hidden = await tripOf(other);
    await buildBooking(t.db, hidden.itinerary.id, { title: 'Hidden' });

    const all = await exporter.http.get('/api/bookings/export.csv').expect(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toBe('attachment; filename="bookings.csv"');
    const lines = all.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Type,Title,Client,Status,Cost,Currency,Reference,Start date,End date,Itinerary,Details,Supplier info',
    );
    expect(lines).toHaveLength(4);
    expect(all.text).not.toContain('Hidden');
    expect(all.text).toContain('Elsewhere');
    expect(all.text).not.toContain(booking.id);
    expect(all.text).toContain(
      'Hotel,Piton-view resort,Priya Nair,Confirmed,3200.00,USD,R1,"February 12, 2027","February 19, 2027",Saint Lucia Anniversary Escape,"Description: Suite, ""ocean"" view; Guests: 2",Reference: SUP-7; Notes: Pay on arrival\r\n',
    );

    const one = await exporter.http
      .get('/api/bookings/export.csv')
      .query({ itineraryId: itinerary.id })
      .expect(200);
    const oneLines = one.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(oneLines).toHaveLength(3);
    expect(oneLines[1].startsWith('Hotel,Piton-view resort,Priya Nair,')).toBe(true);
  });
});

describe('input the database would refuse', () => {
  it('answers 400, not 500, for the impossible day 2027-02-29 on a booking, new or edited', async () => {
    const { itinerary } = await tripOf(agent);
    const created = await agent.http
      .post('/api/bookings')
      .set('X-CSRF-Token', agent.token)
      .send({ ...validBody(itinerary.id), startDate: '2027-02-29', endDate: '2027-03-02' })
      .expect(400);
    expect(created.body.fields).toEqual({ startDate: bookingMessages.startDateInvalid });
    expect(await t.db('bookings').where({ itineraryId: itinerary.id })).toHaveLength(0);

    const booking = await buildBooking(t.db, itinerary.id);
    const edited = await agent.http
      .put(`/api/bookings/${booking.id}`)
      .set('X-CSRF-Token', agent.token)
      .send({ endDate: '2027-06-31' })
      .expect(400);
    expect(edited.body.fields).toEqual({ endDate: bookingMessages.endDateInvalid });
  });

  it('answers 400 naming the field, not 500, for a NUL character in a booking reference', async () => {
    const { itinerary } = await tripOf(agent);
    const response = await agent.http
      .post('/api/bookings')
      .set('X-CSRF-Token', agent.token)
      .send({ ...validBody(itinerary.id), bookingReference: 'XK7\u0000Q2P' })
      .expect(400);
    expect(response.body.fields).toEqual({ bookingReference: storableMessages.nulField });
  });

  it('refuses a cost over $10,000,000.00 with its message', async () => {
    const { itinerary } = await tripOf(agent);
    const response = await agent.http
      .post('/api/bookings')
      .set('X-CSRF-Token', agent.token)
      .send({ ...validBody(itinerary.id), cost: 1_000_000_001 })
      .expect(400);
    expect(response.body.fields).toEqual({ cost: bookingMessages.costTooLarge });
    expect(bookingMessages.costTooLarge).toBe('Cost must be at most $10,000,000.00');
  });
});
