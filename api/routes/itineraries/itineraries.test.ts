import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { buildBooking, buildItinerary, clientOf, signedIn, type SignedIn } from '../clients/officeTestKit.ts';
import { itineraryCalendar } from '@documents/itineraryCalendar.ts';
import { itineraryMessages } from '@contract/itineraries.ts';
import { storableMessages } from '@contract/storable.ts';
import { expectStaffOnly, type HttpMethod } from '../../test/access.ts';
import { rowOf } from '../../test/rows.ts';

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

const validBody = (clientId: string) => ({
  title: 'Orlando Family Week',
  description: 'Parks and pools',
  clientId,
  startDate: '2027-06-01',
  endDate: '2027-06-08',
  totalCost: 612345,
  currency: 'usd',
  status: 'confirmed',
  agentNotes: 'Twin beds',
});

describe('GET /api/itineraries', () => {
  it('lists the itineraries of the agent’s clients, newest first, each with its client', async () => {
    const client = await clientOf(t.db, agent.user.id, { firstName: 'Keisha', lastName: 'Brown' });
    const older = await buildItinerary(t.db, client.id, { title: 'Older' });
    const newer = await buildItinerary(t.db, client.id, { title: 'Newer' });
    const othersClient = await clientOf(t.db, other.user.id);
    const hidden = await buildItinerary(t.db, othersClient.id);
    const deleted = await buildItinerary(t.db, client.id, { deletedAt: new Date() });

    const response = await agent.http.get('/api/itineraries').expect(200);
    const ids = response.body.data.map((row: { id: string }) => row.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(deleted.id);
    expect(response.body.data.find((row: { id: string }) => row.id === older.id)).toMatchObject({
      title: 'Older',
      clientId: client.id,
      startDate: '2027-02-12',
      endDate: '2027-02-19',
      totalCost: 480000,
      currency: 'USD',
      status: 'draft',
      client: { id: client.id, firstName: 'Keisha', lastName: 'Brown' },
    });
  });

  it('answers 403 to a client and 401 to an anonymous caller', async () => {
    const client = await signedIn(t, 'client');
    await client.http.get('/api/itineraries').expect(403);
    await t.agent().get('/api/itineraries').expect(401);
  });

  it('answers 404 when another agent asks for the itinerary', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const itinerary = await buildItinerary(t.db, client.id);
    await agent.http.get(`/api/itineraries/${itinerary.id}`).expect(200);
    const response = await other.http.get(`/api/itineraries/${itinerary.id}`).expect(404);
    expect(response.body.message).toBe('Itinerary not found');
    await other.http.get(`/api/itineraries/${itinerary.id}/calendar.ics`).expect(404);
  });
});

describe('POST /api/itineraries', () => {
  it('creates the itinerary for a visible client and answers it with its client', async () => {
    const client = await clientOf(t.db, agent.user.id, { firstName: 'Emily', lastName: 'Chen' });
    const response = await agent.http
      .post('/api/itineraries')
      .set('X-CSRF-Token', agent.token)
      .send(validBody(client.id))
      .expect(201);
    expect(response.body.data).toMatchObject({
      title: 'Orlando Family Week',
      totalCost: 612345,
      currency: 'USD',
      status: 'confirmed',
      client: { id: client.id, firstName: 'Emily', lastName: 'Chen' },
    });
    const row = await rowOf(t.db('itineraries').where({ id: response.body.data.id }).first());
    expect(row).toMatchObject({
      clientId: client.id,
      startDate: '2027-06-01',
      agentNotes: 'Twin beds',
      deletedAt: null,
    });
    expect(row.version).toBeGreaterThan(0);
  });

  it('answers 400 with the specification’s messages', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const post = (body: Record<string, unknown>) =>
      agent.http.post('/api/itineraries').set('X-CSRF-Token', agent.token).send(body).expect(400);

    const missing = await post({ clientId: client.id });
    expect(missing.body.fields).toEqual({
      title: 'Title is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    const negative = await post({ ...validBody(client.id), totalCost: -1 });
    expect(negative.body.fields).toEqual({ totalCost: 'Total cost must be positive' });
    expect(negative.body.message).toBe('Total cost must be positive');
    const fraction = await post({ ...validBody(client.id), totalCost: 10.5 });
    expect(fraction.body.fields).toEqual({ totalCost: 'Total cost must be positive' });
    const status = await post({ ...validBody(client.id), status: 'booked' });
    expect(status.body.fields).toEqual({
      status: 'Status must be one of draft, confirmed, completed, cancelled',
    });
    const noClient = await post({ ...validBody(client.id), clientId: undefined });
    expect(noClient.body.fields).toEqual({ clientId: 'Client is required' });
    const backwards = await post({ ...validBody(client.id), endDate: '2027-05-01' });
    expect(backwards.body.fields).toEqual({ endDate: 'End date must be on or after the start date' });
    expect(await t.db('itineraries').where({ clientId: client.id })).toHaveLength(0);
  });

  it('answers 404 for another agent’s client, storing nothing', async () => {
    const othersClient = await clientOf(t.db, other.user.id);
    const response = await agent.http
      .post('/api/itineraries')
      .set('X-CSRF-Token', agent.token)
      .send(validBody(othersClient.id))
      .expect(404);
    expect(response.body.message).toBe('Client not found');
    expect(await t.db('itineraries').where({ clientId: othersClient.id })).toHaveLength(0);
  });

  it('answers 403 without the CSRF token or to a client, and 401 to an anonymous caller', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const csrf = await agent.http.post('/api/itineraries').send(validBody(client.id)).expect(403);
    expect(csrf.body.error).toBe('csrf_invalid');
    const portal = await signedIn(t, 'client');
    await portal.http
      .post('/api/itineraries')
      .set('X-CSRF-Token', portal.token)
      .send(validBody(client.id))
      .expect(403);
    const anonymous = t.agent();
    const anonymousToken = await csrfToken(anonymous);
    await anonymous
      .post('/api/itineraries')
      .set('X-CSRF-Token', anonymousToken)
      .send(validBody(client.id))
      .expect(401);
    expect(await t.db('itineraries').where({ clientId: client.id })).toHaveLength(0);
  });
});

describe('PUT /api/itineraries/:id', () => {
  it('edits the fields sent and bumps the version', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const itinerary = await buildItinerary(t.db, client.id);
    const response = await agent.http
      .put(`/api/itineraries/${itinerary.id}`)
      .set('X-CSRF-Token', agent.token)
      .send({ status: 'completed', totalCost: 0 })
      .expect(200);
    expect(response.body.data).toMatchObject({ status: 'completed', totalCost: 0, title: itinerary.title });
    const row = await rowOf(t.db('itineraries').where({ id: itinerary.id }).first());
    expect(row).toMatchObject({ status: 'completed', totalCost: 0 });
    expect(row.version).toBeGreaterThan(itinerary.version as number);
  });

  it('answers 400 for invalid fields, and 404 to another agent or for a move to their client', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const itinerary = await buildItinerary(t.db, client.id);
    const put = (who: SignedIn, body: Record<string, unknown>) =>
      who.http.put(`/api/itineraries/${itinerary.id}`).set('X-CSRF-Token', who.token).send(body);
    expect((await put(agent, { startDate: null }).expect(400)).body.fields).toEqual({
      startDate: 'Start date is required',
    });
    expect((await put(agent, { endDate: '2027-01-01' }).expect(400)).body.fields).toEqual({
      endDate: 'End date must be on or after the start date',
    });
    await put(other, { title: 'Mine now' }).expect(404);
    const othersClient = await clientOf(t.db, other.user.id);
    const moved = await put(agent, { clientId: othersClient.id }).expect(404);
    expect(moved.body).toMatchObject({ success: false, error: 'not_found', message: 'Client not found' });
    const row = await t.db('itineraries').where({ id: itinerary.id }).first();
    expect(row).toMatchObject({ clientId: client.id, title: itinerary.title, version: itinerary.version });
  });
});

describe('DELETE /api/itineraries/:id', () => {
  it('tombstones the itinerary and its bookings in one transaction, bumping their versions', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const itinerary = await buildItinerary(t.db, client.id);
    const first = await buildBooking(t.db, itinerary.id);
    const second = await buildBooking(t.db, itinerary.id, { type: 'flight', title: 'Flight out' });
    await other.http.delete(`/api/itineraries/${itinerary.id}`).set('X-CSRF-Token', other.token).expect(404);
    await agent.http.delete(`/api/itineraries/${itinerary.id}`).expect(403);
    expect((await rowOf(t.db('bookings').where({ id: first.id }).first())).deletedAt).toBeNull();

    const response = await agent.http
      .delete(`/api/itineraries/${itinerary.id}`)
      .set('X-CSRF-Token', agent.token)
      .expect(200);
    expect(response.body).toEqual({ success: true, message: 'Itinerary deleted successfully!' });
    const stored = await rowOf(t.db('itineraries').where({ id: itinerary.id }).first());
    expect(stored.deletedAt).not.toBeNull();
    expect(stored.version).toBeGreaterThan(itinerary.version as number);
    for (const booking of [first, second]) {
      const row = await rowOf(t.db('bookings').where({ id: booking.id }).first());
      expect(row.deletedAt).not.toBeNull();
      expect(row.version).toBeGreaterThan(booking.version as number);
    }
    await agent.http.get(`/api/itineraries/${itinerary.id}`).expect(404);
    const bookings = await agent.http.get('/api/bookings').query({ itineraryId: itinerary.id }).expect(200);
    expect(bookings.body.data).toEqual([]);
  });
});

describe('a client user or an anonymous caller on one itinerary', () => {
  it.each<[HttpMethod, string]>([
    ['GET', '/api/itineraries/:id'],
    ['PUT', '/api/itineraries/:id'],
    ['DELETE', '/api/itineraries/:id'],
  ])('%s %s answers 403 and 401, changing nothing', async (method, path) => {
    const client = await clientOf(t.db, agent.user.id);
    const itinerary = await buildItinerary(t.db, client.id);
    const booking = await buildBooking(t.db, itinerary.id);
    const before = await t.db('itineraries').where({ id: itinerary.id }).first();
    await expectStaffOnly(t, method, path.replace(':id', itinerary.id), validBody(client.id));
    expect(await t.db('itineraries').where({ id: itinerary.id }).first()).toEqual(before);
    expect((await rowOf(t.db('bookings').where({ id: booking.id }).first())).deletedAt).toBeNull();
  });
});

describe('GET /api/itineraries/:id/calendar.ics', () => {
  it('answers a calendar with the trip and one event per dated booking', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const itinerary = await buildItinerary(t.db, client.id, {
      title: 'Saint Lucia; sun, sea',
      description: 'Line one\nLine two',
      status: 'confirmed',
    });
    const hotel = await buildBooking(t.db, itinerary.id, {
      details: JSON.stringify({ description: 'Ocean suite', location: 'Soufrière, Saint Lucia' }),
      bookingReference: 'ABC123',
    });
    const flight = await buildBooking(t.db, itinerary.id, {
      type: 'flight',
      title: 'Flight out',
      status: 'pending',
      startDate: '2027-02-12',
      endDate: null,
    });
    await buildBooking(t.db, itinerary.id, { title: 'Undated', startDate: null, endDate: null });

    const response = await agent.http.get(`/api/itineraries/${itinerary.id}/calendar.ics`).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="itinerary-${itinerary.id}.ics"`,
    );
    const text = response.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(unfolded).toContain(`UID:itinerary-${itinerary.id}@agent-office`);
    expect(unfolded).toContain('SUMMARY:Saint Lucia\\; sun\\, sea');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270212\r\nDTEND;VALUE=DATE:20270220');
    expect(unfolded).toContain(`UID:booking-${hotel.id}@agent-office`);
    expect(unfolded).toContain('SUMMARY:Hotel: Piton-view resort');
    expect(unfolded).toContain('LOCATION:Soufrière\\, Saint Lucia');
    expect(unfolded).toContain('DESCRIPTION:Ocean suite\\nReference: ABC123');
    expect(unfolded).toContain(`UID:booking-${flight.id}@agent-office`);
    expect(unfolded).toMatch(/SUMMARY:Flight: Flight out[\s\S]*STATUS:TENTATIVE/);
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(unfolded).not.toContain('Undated');
  });

  it('folds long lines at 75 octets without splitting a character, and escapes text', () => {
    const description = `${'é'.repeat(40)}${'🌴'.repeat(30)} back\\slash; semi, comma\r\nnext`;
    const text = itineraryCalendar(
      {
        id: 'trip-1',
        title: 'Rodney Bay, week; one',
        description,
        startDate: '2027-12-31',
        endDate: '2027-12-31',
        status: 'cancelled',
        updatedAt: '2027-01-05T09:30:00.000Z',
        version: 4,
      },
      [],
    );
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const folded = lines.filter((line) => line.startsWith(' '));
    expect(folded.length).toBeGreaterThan(0);
    // A fold never cuts a character: every line survives a UTF-8 round trip unchanged.
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `DESCRIPTION:${'é'.repeat(40)}${'🌴'.repeat(30)} back\\\\slash\\; semi\\, comma\\nnext\r\n`,
    );
    expect(unfolded).toContain('X-WR-CALNAME:Rodney Bay\\, week\\; one\r\n');
    expect(unfolded).toContain('SUMMARY:Rodney Bay\\, week\\; one\r\n');
    // A one-day trip ends (exclusively) on the next day, across a year end.
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20271231\r\nDTEND;VALUE=DATE:20280101\r\n');
    expect(unfolded).toContain('DTSTAMP:20270105T093000Z\r\n');
    expect(unfolded).toContain('SEQUENCE:4\r\n');
    expect(unfolded).toContain('STATUS:CANCELLED\r\n');
  });

  it('answers 403 to a client and 401 to an anonymous caller', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const itinerary = await buildItinerary(t.db, client.id);
    const portal = await signedIn(t, 'client');
    await portal.http.get(`/api/itineraries/${itinerary.id}/calendar.ics`).expect(403);
    await t.agent().get(`/api/itineraries/${itinerary.id}/calendar.ics`).expect(401);
  });
});

describe('input the database would refuse', () => {
  it('answers 400, not 500, for the impossible days 2024-02-31, 2027-02-29 and 0000-01-01', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const post = (body: Record<string, unknown>) =>
      agent.http.post('/api/itineraries').set('X-CSRF-Token', agent.token).send(body);

    for (const day of ['2024-02-31', '2027-02-29', '0000-01-01', '2027-04-31', '2027-00-10']) {
      const response = await post({ ...validBody(client.id), startDate: day, endDate: '9999-12-31' });
      expect(response.status, day).toBe(400);
      expect(response.body.fields, day).toEqual({ startDate: itineraryMessages.startDateInvalid });
    }
    expect(await t.db('itineraries').where({ clientId: client.id })).toHaveLength(0);
    // Leap days of leap years are real days, including the 400-year rule.
    for (const day of ['2024-02-29', '2000-02-29']) {
      await post({ ...validBody(client.id), startDate: day, endDate: day }).expect(201);
    }
    const stored = await t.db('itineraries').where({ clientId: client.id });
    expect(stored).toHaveLength(2);

    const edit = await agent.http
      .put(`/api/itineraries/${stored[0].id}`)
      .set('X-CSRF-Token', agent.token)
      .send({ endDate: '2100-02-29' })
      .expect(400);
    expect(edit.body.fields).toEqual({ endDate: itineraryMessages.endDateInvalid });
  });

  it('answers 400 naming the field, not 500, for a NUL character in a text field', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const response = await agent.http
      .post('/api/itineraries')
      .set('X-CSRF-Token', agent.token)
      .send({ ...validBody(client.id), agentNotes: 'Twin\u0000beds' })
      .expect(400);
    expect(response.body).toMatchObject({
      error: 'validation_failed',
      message: storableMessages.nul('agentNotes'),
      fields: { agentNotes: storableMessages.nulField },
    });
    expect(await t.db('itineraries').where({ clientId: client.id })).toHaveLength(0);
  });

  it('refuses a total cost over $10,000,000.00 with its message, so no total outgrows its column', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const response = await agent.http
      .post('/api/itineraries')
      .set('X-CSRF-Token', agent.token)
      .send({ ...validBody(client.id), totalCost: 1_000_000_001 })
      .expect(400);
    expect(response.body.fields).toEqual({ totalCost: 'Total cost must be at most $10,000,000.00' });
  });
});
