import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { tripPlanMessages } from '@contract/tripPlans.ts';
import { storableMessages } from '@contract/storable.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { rowOf } from '../../test/rows.ts';
import { assignClient, buildClient, buildUser, signInAs } from '../../test/factories.ts';
import type { SessionUser } from '../../types.ts';
import { TEMPLATE_WITH_CLIENT } from '../../commands/tripPlans.ts';
import { expectStaffOnly, type HttpMethod } from '../../test/access.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface Session {
  user: SessionUser;
  http: supertest.Agent;
  token: string;
}

async function signedIn(
  role: 'agent' | 'admin' | 'client' = 'agent',
  fields: { approved?: boolean } = {},
): Promise<Session> {
  const user = await buildUser(t.db, { role, ...fields });
  const http = t.agent();
  const token = await signInAs(http, user.email);
  return { user, http, token };
}

function plan(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Pitons Honeymoon',
    description: 'Seven nights in Soufriere',
    destinations: [' Soufriere ', 'Rodney Bay', 'Soufriere', ''],
    duration: 7,
    budget: 650_000,
    currency: 'USD',
    travelStyle: 'romantic',
    activities: ['beaches', 'food-wine'],
    accommodations: ['resort'],
    transportation: ['flight', 'private-transfer'],
    tags: ['honeymoon', ' honeymoon ', 'saint-lucia'],
    isTemplate: false,
    ...overrides,
  };
}

function create(session: Session, body: Record<string, unknown>) {
  return session.http.post('/api/trip-plans').set('X-CSRF-Token', session.token).send(body);
}

describe('trip plans', () => {
  it('creates a plan for a visible client, lists it with the client name and stores it versioned', async () => {
    const me = await signedIn();
    const client = await buildClient(t.db, { firstName: 'Jordan', lastName: 'Baptiste' });
    await assignClient(t.db, client.id as string, me.user.id);

    const created = await create(me, plan({ clientId: client.id })).expect(201);
    expect(created.body.data).toMatchObject({
      name: 'Pitons Honeymoon',
      clientId: client.id,
      clientName: 'Jordan Baptiste',
      agentId: me.user.id,
      destinations: ['Soufriere', 'Rodney Bay'],
      tags: ['honeymoon', 'saint-lucia'],
      budget: 650_000,
      isTemplate: false,
    });
    const row = await rowOf(t.db('tripPlans').where({ id: created.body.data.id }).first());
    expect(row).toMatchObject({ agentId: me.user.id, clientId: client.id, duration: 7, budget: 650_000 });
    expect(row.version).toBeGreaterThan(0);

    const list = await me.http.get('/api/trip-plans').expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: row.id, clientName: 'Jordan Baptiste' })]);
  });

  it('stores empty option lists as null and defaults currency to USD', async () => {
    const me = await signedIn();
    const created = await create(me, {
      name: 'Quick idea',
      destinations: ['Castries'],
      activities: [],
      tags: [],
    }).expect(201);
    expect(created.body.data).toMatchObject({
      currency: 'USD',
      activities: null,
      accommodations: null,
      tags: null,
      duration: null,
      budget: null,
      clientId: null,
    });
  });

  it('updates and tombstones the actor own plan', async () => {
    const me = await signedIn();
    const created = await create(me, plan()).expect(201);
    const id = created.body.data.id as string;
    const before = await rowOf(t.db('tripPlans').where({ id }).first());

    const updated = await me.http
      .put(`/api/trip-plans/${id}`)
      .set('X-CSRF-Token', me.token)
      .send(plan({ name: 'Pitons Anniversary', duration: 5 }))
      .expect(200);
    expect(updated.body.data).toMatchObject({ id, name: 'Pitons Anniversary', duration: 5 });
    const after = await rowOf(t.db('tripPlans').where({ id }).first());
    expect(after.name).toBe('Pitons Anniversary');
    expect(after.version).toBeGreaterThan(before.version);

    const deleted = await me.http.delete(`/api/trip-plans/${id}`).set('X-CSRF-Token', me.token).expect(200);
    expect(deleted.body).toEqual({ success: true, message: 'Trip plan deleted successfully!' });
    const tombstone = await rowOf(t.db('tripPlans').where({ id }).first());
    expect(tombstone.deletedAt).not.toBeNull();
    expect((await me.http.get('/api/trip-plans').expect(200)).body.data).toEqual([]);
    await me.http.delete(`/api/trip-plans/${id}`).set('X-CSRF-Token', me.token).expect(404);
  });

  it('answers each validation message', async () => {
    const me = await signedIn();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', tripPlanMessages.nameRequired],
      [{ destinations: [] }, 'destinations', tripPlanMessages.destinationsRequired],
      [{ destinations: ['  '] }, 'destinations', tripPlanMessages.destinationsRequired],
      [{ duration: 0 }, 'duration', tripPlanMessages.durationMin],
      [{ budget: -1 }, 'budget', tripPlanMessages.budgetPositive],
      [{ budget: 10.5 }, 'budget', tripPlanMessages.budgetMinorUnits],
      [{ currency: 'JPY' }, 'currency', tripPlanMessages.currencyInvalid],
      [{ travelStyle: 'party' }, 'travelStyle', tripPlanMessages.travelStyleInvalid],
      [{ activities: ['skydiving'] }, 'activities.0', tripPlanMessages.activitiesInvalid],
      [{ accommodations: ['castle'] }, 'accommodations.0', tripPlanMessages.accommodationsInvalid],
      [{ transportation: ['teleport'] }, 'transportation.0', tripPlanMessages.transportationInvalid],
      [{ clientId: 'nope' }, 'clientId', tripPlanMessages.clientInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await create(me, plan(overrides)).expect(400);
      expect(response.body).toMatchObject({ success: false, error: 'validation_failed', message });
      expect(response.body.fields[field]).toBe(message);
    }
    const missing = await create(me, {}).expect(400);
    expect(missing.body.fields).toMatchObject({
      name: tripPlanMessages.nameRequired,
      destinations: tripPlanMessages.destinationsRequired,
    });
    expect(await t.db('tripPlans').where({ agentId: me.user.id })).toEqual([]);
  });

  it.each([
    [{ name: '  ' }, 'name', 'Plan name is required'],
    [{ destinations: [] }, 'destinations', 'At least one destination is required'],
    [{ destinations: [' ', ''] }, 'destinations', 'At least one destination is required'],
    [{ duration: 0 }, 'duration', 'Duration must be at least 1 day'],
    [{ budget: -1 }, 'budget', 'Budget must be positive'],
    [{ currency: 'JPY' }, 'currency', tripPlanMessages.currencyInvalid],
    [{ travelStyle: 'party' }, 'travelStyle', tripPlanMessages.travelStyleInvalid],
    [{ clientId: 'nope' }, 'clientId', 'Client not found'],
  ])(
    'refuses an update with %j, answering its message and changing nothing',
    async (overrides, field, message) => {
      const me = await signedIn();
      const created = await create(me, plan()).expect(201);
      const id = created.body.data.id as string;
      const before = await t.db('tripPlans').where({ id }).first();
      const response = await me.http
        .put(`/api/trip-plans/${id}`)
        .set('X-CSRF-Token', me.token)
        .send(plan({ name: 'Changed', duration: 3, ...overrides }))
        .expect(400);
      expect(response.body).toMatchObject({ success: false, error: 'validation_failed', message });
      expect(response.body.fields[field]).toBe(message);
      expect(await t.db('tripPlans').where({ id }).first()).toEqual(before);
    },
  );

  it('answers 400 with the field message "Client not found" for another agent’s client, on create and update', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const mine = await buildClient(t.db);
    await assignClient(t.db, mine.id as string, me.user.id);
    const { id: theirId } = await buildClient(t.db);
    if (typeof theirId !== 'string') throw new Error('the new client has no id');
    await assignClient(t.db, theirId, other.user.id);

    const onCreate = await create(me, plan({ clientId: theirId })).expect(400);
    expect(onCreate.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'Client not found',
      fields: { clientId: 'Client not found' },
    });
    expect(await t.db('tripPlans').where({ agentId: me.user.id })).toEqual([]);

    const created = await create(me, plan({ clientId: mine.id })).expect(201);
    const id = created.body.data.id as string;
    const before = await t.db('tripPlans').where({ id }).first();
    const onUpdate = await me.http
      .put(`/api/trip-plans/${id}`)
      .set('X-CSRF-Token', me.token)
      .send(plan({ clientId: theirId, name: 'Moved' }))
      .expect(400);
    expect(onUpdate.body.fields).toEqual({ clientId: 'Client not found' });
    expect(await t.db('tripPlans').where({ id }).first()).toEqual(before);
    expect(await t.db('tripPlans').where({ clientId: theirId })).toEqual([]);
  });

  it('refuses a client the agent is not assigned to, and a client on a template', async () => {
    const me = await signedIn();
    const stranger = await buildClient(t.db);
    const refused = await create(me, plan({ clientId: stranger.id })).expect(400);
    expect(refused.body.fields).toEqual({ clientId: tripPlanMessages.clientInvalid });

    const mine = await buildClient(t.db);
    await assignClient(t.db, mine.id as string, me.user.id);
    const template = await create(me, plan({ clientId: mine.id, isTemplate: true })).expect(400);
    expect(template.body.fields).toEqual({ clientId: TEMPLATE_WITH_CLIENT });
  });

  it('shares an approved agent’s templates with every agent but lets only the author or an admin change them', async () => {
    const author = await signedIn('agent', { approved: true });
    const other = await signedIn();
    const admin = await signedIn('admin');
    const template = await create(author, plan({ name: 'Family Orlando Week', isTemplate: true })).expect(
      201,
    );
    const id = template.body.data.id as string;

    const seen = await other.http.get('/api/trip-plans/templates').expect(200);
    expect(seen.body.data.map((p: { id: string }) => p.id)).toContain(id);
    expect((await other.http.get('/api/trip-plans').expect(200)).body.data).toEqual([]);
    expect((await author.http.get('/api/trip-plans').expect(200)).body.data).toEqual([]);

    const refused = await other.http
      .put(`/api/trip-plans/${id}`)
      .set('X-CSRF-Token', other.token)
      .send(plan({ name: 'Hijacked', isTemplate: true }))
      .expect(403);
    expect(refused.body.message).toBe(tripPlanMessages.templateOwnerOnly);
    await other.http.delete(`/api/trip-plans/${id}`).set('X-CSRF-Token', other.token).expect(403);
    expect((await rowOf(t.db('tripPlans').where({ id }).first())).name).toBe('Family Orlando Week');

    await admin.http
      .put(`/api/trip-plans/${id}`)
      .set('X-CSRF-Token', admin.token)
      .send(plan({ name: 'Family Orlando Week (revised)', isTemplate: true }))
      .expect(200);
    expect((await rowOf(t.db('tripPlans').where({ id }).first())).agentId).toBe(author.user.id);
  });

  it('answers 404 to a second agent on another agent plan and keeps it out of their lists', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const created = await create(owner, plan()).expect(201);
    const id = created.body.data.id as string;

    expect((await other.http.get('/api/trip-plans').expect(200)).body.data).toEqual([]);
    const templates = await other.http.get('/api/trip-plans/templates').expect(200);
    expect(templates.body.data.map((p: { id: string }) => p.id)).not.toContain(id);
    await other.http.put(`/api/trip-plans/${id}`).set('X-CSRF-Token', other.token).send(plan()).expect(404);
    await other.http.delete(`/api/trip-plans/${id}`).set('X-CSRF-Token', other.token).expect(404);
    await other.http.delete('/api/trip-plans/not-a-uuid').set('X-CSRF-Token', other.token).expect(404);
    expect((await rowOf(t.db('tripPlans').where({ id }).first())).deletedAt).toBeNull();
  });

  it.each<[HttpMethod, string]>([
    ['POST', '/api/trip-plans'],
    ['PUT', '/api/trip-plans/:id'],
    ['DELETE', '/api/trip-plans/:id'],
  ])(
    '%s %s answers 403 to a client user and 401 to an anonymous caller, changing nothing',
    async (method, path) => {
      const owner = await signedIn();
      const created = await create(owner, plan()).expect(201);
      const id = created.body.data.id as string;
      const before = await t.db('tripPlans').where({ id }).first();
      await expectStaffOnly(t, method, path.replace(':id', id), plan({ name: 'Changed' }));
      expect(await t.db('tripPlans').where({ id }).first()).toEqual(before);
      expect(await t.db('tripPlans').where({ name: 'Changed' })).toEqual([]);
    },
  );

  it('answers 403 to a client, 401 to an anonymous caller, and 403 without a CSRF token', async () => {
    const client = await signedIn('client');
    await client.http.get('/api/trip-plans').expect(403);
    await client.http.get('/api/trip-plans/templates').expect(403);
    await create(client, plan()).expect(403);

    const anonymous = t.agent();
    await anonymous.get('/api/trip-plans').expect(401);
    await anonymous.get('/api/trip-plans/templates').expect(401);

    const me = await signedIn();
    await me.http.post('/api/trip-plans').send(plan()).expect(403);
    expect(await t.db('tripPlans').where({ agentId: me.user.id })).toEqual([]);
  });
});

describe('trip plan input the database would refuse', () => {
  it('answers 400 naming the entry, not 500, for a NUL character in a destination or a tag', async () => {
    const me = await signedIn();
    const destination = await create(me, plan({ destinations: ['Soufriere', 'Rodney\u0000Bay'] })).expect(
      400,
    );
    expect(destination.body.fields).toEqual({ 'destinations.1': storableMessages.nulField });
    const tag = await create(me, plan({ tags: ['\u0000'] })).expect(400);
    expect(tag.body.fields).toEqual({ 'tags.0': storableMessages.nulField });
    expect(await t.db('tripPlans').where({ agentId: me.user.id })).toEqual([]);
  });

  it('refuses a budget over $10,000,000.00 with a message that says so', async () => {
    const me = await signedIn();
    const response = await create(me, plan({ budget: 1_000_000_001 })).expect(400);
    expect(response.body.fields).toEqual({ budget: 'Budget must be at most $10,000,000.00' });
    await create(me, plan({ budget: 1_000_000_000 })).expect(201);
  });
});
