import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { buildClient, uniqueEmail } from '../../test/factories.ts';
import { expectStaffOnly, type HttpMethod } from '../../test/access.ts';
import { insertVersioned } from '@db/versioning.ts';
import { storableMessages } from '@contract/storable.ts';
import { buildBooking, buildItinerary, clientOf, signedIn, type SignedIn } from './officeTestKit.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;
let agent: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await getTestServer();
  agent = await signedIn(t, 'agent', { firstName: 'Nadia' });
  other = await signedIn(t, 'agent');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/clients', () => {
  it('lists only the clients assigned to the agent, by last then first name', async () => {
    const zed = await clientOf(t.db, agent.user.id, { firstName: 'Ann', lastName: 'Zed' });
    const abel = await clientOf(t.db, agent.user.id, { firstName: 'Bea', lastName: 'Abel' });
    const abelA = await clientOf(t.db, agent.user.id, { firstName: 'Al', lastName: 'Abel' });
    const others = await clientOf(t.db, other.user.id, { lastName: 'Abel' });
    await buildClient(t.db, { lastName: 'Unassigned' });

    const response = await agent.http.get('/api/clients').expect(200);
    const ids = response.body.data.map((client: { id: string }) => client.id);
    expect(ids).toEqual([abelA.id, abel.id, zed.id]);
    expect(ids).not.toContain(others.id);
    expect(response.body.data[0]).toMatchObject({ firstName: 'Al', lastName: 'Abel', email: abelA.email });
  });

  it('searches full name and email case-insensitively, treating % literally', async () => {
    const seeker = await signedIn(t);
    const jordan = await clientOf(t.db, seeker.user.id, { firstName: 'Jordan', lastName: 'Baptiste' });
    const byMail = await clientOf(t.db, seeker.user.id, { email: 'keisha.b@example.org', lastName: 'Brown' });
    await clientOf(t.db, seeker.user.id, { firstName: 'Other', lastName: 'Person' });

    const byName = await seeker.http.get('/api/clients').query({ search: 'jordan BAP' }).expect(200);
    expect(byName.body.data.map((c: { id: string }) => c.id)).toEqual([jordan.id]);
    const email = await seeker.http.get('/api/clients').query({ search: 'KEISHA.B@' }).expect(200);
    expect(email.body.data.map((c: { id: string }) => c.id)).toEqual([byMail.id]);
    const percent = await seeker.http.get('/api/clients').query({ search: '%' }).expect(200);
    expect(percent.body.data).toEqual([]);
  });

  it('lets an admin see every client', async () => {
    const admin = await signedIn(t, 'admin');
    const unassigned = await buildClient(t.db, { lastName: 'Orphan' });
    const response = await admin.http.get('/api/clients').expect(200);
    expect(response.body.data.map((c: { id: string }) => c.id)).toContain(unassigned.id);
  });

  it('answers 403 to a client and 401 to an anonymous caller', async () => {
    const client = await signedIn(t, 'client');
    const forbidden = await client.http.get('/api/clients').expect(403);
    expect(forbidden.body).toMatchObject({ success: false, error: 'forbidden' });
    await client.http.get('/api/clients/export.csv').expect(403);
    await t.agent().get('/api/clients').expect(401);
    await t.agent().get('/api/clients/export.csv').expect(401);
  });
});

describe('GET /api/clients/:id', () => {
  it('answers the client with their itineraries, bookings, own quotes and own e-mails', async () => {
    const client = await clientOf(t.db, agent.user.id, { firstName: 'Jordan', lastName: 'Reyes' });
    const itinerary = await buildItinerary(t.db, client.id);
    const booking = await buildBooking(t.db, itinerary.id);
    const [quote, othersQuote, email] = await t.db.transaction(async (trx) => [
      await insertVersioned(trx, 'agent_quotes', {
        clientId: client.id,
        agentId: agent.user.id,
        title: 'Anniversary quote',
        totalCost: 1000,
      }),
      await insertVersioned(trx, 'agent_quotes', {
        clientId: client.id,
        agentId: other.user.id,
        title: 'Not yours',
      }),
      await insertVersioned(trx, 'emails', {
        from: agent.user.email,
        to: client.email,
        subject: 'Your trip',
        body: 'Hello',
        clientId: client.id,
        agentId: agent.user.id,
      }),
    ]);

    const response = await agent.http.get(`/api/clients/${client.id}`).expect(200);
    expect(response.body.data).toMatchObject({ id: client.id, firstName: 'Jordan', lastName: 'Reyes' });
    expect(response.body.data.itineraries).toEqual([
      expect.objectContaining({
        id: itinerary.id,
        client: { id: client.id, firstName: 'Jordan', lastName: 'Reyes' },
      }),
    ]);
    expect(response.body.data.bookings).toEqual([
      expect.objectContaining({
        id: booking.id,
        cost: 320000,
        itinerary: expect.objectContaining({ id: itinerary.id }),
      }),
    ]);
    expect(response.body.data.quotes.map((q: { id: string }) => q.id)).toEqual([quote.id]);
    expect(response.body.data.quotes.map((q: { id: string }) => q.id)).not.toContain(othersQuote.id);
    expect(response.body.data.emails).toEqual([
      expect.objectContaining({ id: email.id, subject: 'Your trip' }),
    ]);
  });

  it('answers 404 when another agent asks for the client, and for an id that is not a uuid', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const response = await other.http.get(`/api/clients/${client.id}`).expect(404);
    expect(response.body).toMatchObject({ success: false, error: 'not_found', message: 'Client not found' });
    await agent.http.get('/api/clients/not-a-uuid').expect(404);
  });
});

describe('POST /api/clients', () => {
  it('creates the client and assigns it to the creating agent', async () => {
    const email = uniqueEmail('new');
    const response = await agent.http
      .post('/api/clients')
      .set('X-CSRF-Token', agent.token)
      .send({
        firstName: ' Grace ',
        lastName: 'Okafor',
        email: email.toUpperCase(),
        phone: '',
        notes: 'Vegan',
      })
      .expect(201);
    expect(response.body.data).toMatchObject({
      firstName: 'Grace',
      lastName: 'Okafor',
      email,
      phone: null,
      notes: 'Vegan',
    });
    const row = await rowOf(t.db('clients').where({ id: response.body.data.id }).first());
    expect(row).toMatchObject({ email, deletedAt: null });
    expect(row.version).toBeGreaterThan(0);
    const assignment = await t.db('clientAgentAssignments').where({ clientId: row.id }).first();
    expect(assignment).toMatchObject({ agentId: agent.user.id, isActive: true });

    const list = await agent.http.get('/api/clients').expect(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(row.id);
    const othersList = await other.http.get('/api/clients').expect(200);
    expect(othersList.body.data.map((c: { id: string }) => c.id)).not.toContain(row.id);
  });

  it('answers 400 with the message of each invalid field, storing nothing', async () => {
    const before = await t.db('clients').count('* as n').first();
    const response = await agent.http
      .post('/api/clients')
      .set('X-CSRF-Token', agent.token)
      .send({ firstName: '  ', email: 'not-an-email' })
      .expect(400);
    expect(response.body.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email address is required',
    });
    const missing = await agent.http
      .post('/api/clients')
      .set('X-CSRF-Token', agent.token)
      .send({ firstName: 'A', lastName: 'B' })
      .expect(400);
    expect(missing.body.fields).toEqual({ email: 'Valid email address is required' });
    expect(await t.db('clients').count('* as n').first()).toEqual(before);
  });

  it('answers 403 without the CSRF token, 403 to a client and 401 to an anonymous caller', async () => {
    const body = { firstName: 'A', lastName: 'B', email: uniqueEmail() };
    const csrf = await agent.http.post('/api/clients').send(body).expect(403);
    expect(csrf.body.error).toBe('csrf_invalid');
    const client = await signedIn(t, 'client');
    await client.http.post('/api/clients').set('X-CSRF-Token', client.token).send(body).expect(403);
    await t.agent().post('/api/clients').send(body).expect(403);
    const anonymous = t.agent();
    const anonymousToken = await csrfToken(anonymous);
    await anonymous.post('/api/clients').set('X-CSRF-Token', anonymousToken).send(body).expect(401);
    expect(await t.db('clients').where({ email: body.email })).toHaveLength(0);
  });
});

describe('PATCH /api/clients/:id', () => {
  it('edits the fields sent and bumps the version', async () => {
    const client = await clientOf(t.db, agent.user.id, { firstName: 'Old', phone: '555-0100' });
    const response = await agent.http
      .patch(`/api/clients/${client.id}`)
      .set('X-CSRF-Token', agent.token)
      .send({ firstName: 'New', notes: 'Window seat' })
      .expect(200);
    expect(response.body.data).toMatchObject({ firstName: 'New', phone: '555-0100', notes: 'Window seat' });
    const row = await rowOf(t.db('clients').where({ id: client.id }).first());
    expect(row.firstName).toBe('New');
    expect(row.version).toBeGreaterThan(client.version as number);
  });

  it('answers 400 for a blank required field and 404 to another agent, changing no field', async () => {
    const client = await clientOf(t.db, agent.user.id, { phone: '555-0100', notes: 'Aisle seat' });
    const before = await t.db('clients').where({ id: client.id }).first();
    const bad = await agent.http
      .patch(`/api/clients/${client.id}`)
      .set('X-CSRF-Token', agent.token)
      .send({ lastName: '', email: 'nope' })
      .expect(400);
    expect(bad.body.fields).toEqual({
      lastName: 'Last name is required',
      email: 'Valid email address is required',
    });
    expect(bad.body.message).toBe('Last name is required');
    // One valid field next to an invalid one: the valid one is not written either.
    const mixed = await agent.http
      .patch(`/api/clients/${client.id}`)
      .set('X-CSRF-Token', agent.token)
      .send({ firstName: 'Changed', phone: '555-0199', notes: 'Window seat', email: 'nope' })
      .expect(400);
    expect(mixed.body.fields).toEqual({ email: 'Valid email address is required' });
    const missing = await other.http
      .patch(`/api/clients/${client.id}`)
      .set('X-CSRF-Token', other.token)
      .send({ firstName: 'X', lastName: 'Y', email: uniqueEmail(), phone: '1', notes: 'Mine' })
      .expect(404);
    expect(missing.body).toMatchObject({ success: false, error: 'not_found', message: 'Client not found' });
    const after = await t.db('clients').where({ id: client.id }).first();
    expect(after).toEqual(before);
    expect(after).toMatchObject({ firstName: 'Marie', lastName: 'Auguste', phone: '555-0100' });
  });
});

describe('DELETE /api/clients/:id', () => {
  it('tombstones the client with their itineraries and bookings', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const itinerary = await buildItinerary(t.db, client.id);
    const booking = await buildBooking(t.db, itinerary.id);
    await other.http.delete(`/api/clients/${client.id}`).set('X-CSRF-Token', other.token).expect(404);
    await agent.http.delete(`/api/clients/${client.id}`).expect(403);

    const response = await agent.http
      .delete(`/api/clients/${client.id}`)
      .set('X-CSRF-Token', agent.token)
      .expect(200);
    expect(response.body).toEqual({ success: true, message: 'Client deleted successfully!' });
    for (const [table, row] of [
      ['clients', client],
      ['itineraries', itinerary],
      ['bookings', booking],
    ] as const) {
      const stored = await rowOf(t.db(table).where({ id: row.id }).first());
      expect(stored.deletedAt).not.toBeNull();
      expect(stored.version).toBeGreaterThan(row.version as number);
    }
    await agent.http.get(`/api/clients/${client.id}`).expect(404);
    const list = await agent.http.get('/api/clients').expect(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(client.id);
  });

  it('leaves what the device keeps too: quotes and e-mails stay, naming the deleted client', async () => {
    const client = await clientOf(t.db, agent.user.id);
    const [quote, email] = await t.db.transaction(async (trx) => [
      await insertVersioned(trx, 'agent_quotes', {
        clientId: client.id,
        agentId: agent.user.id,
        title: 'Kept',
      }),
      await insertVersioned(trx, 'emails', {
        from: agent.user.email,
        to: client.email,
        subject: 'Kept',
        body: 'Kept',
        clientId: client.id,
        agentId: agent.user.id,
      }),
    ]);
    await agent.http.delete(`/api/clients/${client.id}`).set('X-CSRF-Token', agent.token).expect(200);
    for (const [table, row] of [
      ['agent_quotes', quote],
      ['emails', email],
    ] as const) {
      const stored = await rowOf(t.db(table).where({ id: row.id }).first());
      expect(stored).toMatchObject({ deletedAt: null, version: row.version, clientId: client.id });
    }
  });
});

describe('a client user or an anonymous caller on one client', () => {
  it.each<[HttpMethod, string]>([
    ['GET', '/api/clients/:id'],
    ['PATCH', '/api/clients/:id'],
    ['DELETE', '/api/clients/:id'],
  ])('%s %s answers 403 and 401, changing nothing', async (method, path) => {
    const client = await clientOf(t.db, agent.user.id);
    const itinerary = await buildItinerary(t.db, client.id);
    const before = await t.db('clients').where({ id: client.id }).first();
    await expectStaffOnly(t, method, path.replace(':id', client.id), {
      firstName: 'Changed',
      lastName: 'Changed',
      email: uniqueEmail(),
    });
    expect(await t.db('clients').where({ id: client.id }).first()).toEqual(before);
    expect((await rowOf(t.db('itineraries').where({ id: itinerary.id }).first())).deletedAt).toBeNull();
  });
});

describe('GET /api/clients/export.csv', () => {
  it('exports the visible, searched list with the columns a person reads and RFC 4180 quoting', async () => {
    const exporter = await signedIn(t);
    const tricky = await clientOf(t.db, exporter.user.id, {
      firstName: 'Zoe',
      lastName: 'Quote',
      phone: '+1 (758) 555-0100',
      notes: 'Says "hi", often\nand more',
      address: '=SUM(A1)',
    });
    await clientOf(t.db, exporter.user.id, { firstName: 'Amy', lastName: 'Plain' });
    await clientOf(t.db, other.user.id, { firstName: 'Zoe', lastName: 'Quote' });

    const response = await exporter.http.get('/api/clients/export.csv').query({ search: 'zoe' }).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="clients.csv"');
    const text = response.text.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('First name,Last name,Email,Phone,Address,Notes,Added on');
    expect(text).toContain(
      `Zoe,Quote,${tricky.email},+1 (758) 555-0100,'=SUM(A1),"Says ""hi"", often\nand more",`,
    );
    expect(text).not.toContain(tricky.id);
    // Header, one client, and the empty string after the final CRLF.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').length).toBe(3);
  });
});

describe('input the database would refuse', () => {
  it('answers 400 naming the field, not 500, for a NUL character in a search or a client field', async () => {
    const search = await agent.http.get('/api/clients').query({ search: 'jor\u0000dan' }).expect(400);
    expect(search.body).toMatchObject({
      error: 'validation_failed',
      message: storableMessages.nul('search'),
      fields: { search: storableMessages.nulField },
    });
    await agent.http.get('/api/clients/export.csv').query({ search: '\u0000' }).expect(400);

    const email = uniqueEmail('nul');
    const created = await agent.http
      .post('/api/clients')
      .set('X-CSRF-Token', agent.token)
      .send({ firstName: 'Grace', lastName: 'Okafor', email, notes: 'Prefers\u0000 mornings' })
      .expect(400);
    expect(created.body.fields).toEqual({ notes: storableMessages.nulField });
    expect(await t.db('clients').where({ email })).toHaveLength(0);
    // A key holding NUL is named with the character written out, never echoed raw.
    const key = await agent.http
      .post('/api/clients')
      .set('X-CSRF-Token', agent.token)
      .send({ firstName: 'Grace', lastName: 'Okafor', email, 'no\u0000tes': 'x' })
      .expect(400);
    expect(key.body.fields).toEqual({ 'no\\u0000tes': storableMessages.nulField });
  });
});
