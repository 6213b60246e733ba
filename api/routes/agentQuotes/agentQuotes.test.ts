import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { assignClient, buildClient, buildUser, signInAs } from '../../test/factories.ts';
import * as v from 'valibot';
import { QuoteServiceInput, quoteMessages } from '@contract/agentQuotes.ts';
import { storableMessages } from '@contract/storable.ts';
import { demoQuoteTemplates } from '@db/seeds/demo/quoteTemplates.ts';
import type { SessionUser } from '../../types.ts';
import { expectStaffOnly, type HttpMethod } from '../../test/access.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function agentWithClient() {
  const user = await buildUser(t.db, { role: 'agent' });
  const client = await buildClient(t.db);
  await assignClient(t.db, client.id as string, user.id);
  const agent = t.agent();
  const token = await signInAs(agent, user.email);
  return { user, client, agent, token };
}

function quoteBody(clientId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Saint Lucia week',
    clientId,
    services: [{ name: 'Sunset cruise', price: 333, quantity: 3 }],
    currency: 'USD',
    validUntil: '2027-01-31',
    terms: 'Deposit 25%',
    notes: 'Call after 5pm',
    status: 'draft',
    ...overrides,
  };
}

describe('agent quotes', () => {
  it('computes the totals on the server with 8% tax rounded, ignoring totals sent by the caller', async () => {
    const { user, client, agent, token } = await agentWithClient();
    const created = await agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', token)
      .send(
        quoteBody(client.id as string, { subtotal: 1, taxes: 1, totalCost: 1, agentId: crypto.randomUUID() }),
      )
      .expect(201);
    expect(created.body.data).toMatchObject({
      title: 'Saint Lucia week',
      clientId: client.id,
      agentId: user.id,
      subtotal: 999,
      taxes: 80,
      totalCost: 1079,
      currency: 'USD',
      validUntil: '2027-01-31',
      status: 'draft',
      services: [{ name: 'Sunset cruise', price: 333, quantity: 3 }],
      client: { firstName: 'Marie', lastName: 'Auguste' },
    });
    const row = await rowOf(t.db('agentQuotes').where({ id: created.body.data.id }).first());
    expect(row).toMatchObject({ subtotal: 999, taxes: 80, totalCost: 1079, agentId: user.id });
    expect(row.version).toBeGreaterThan(0);

    const list = await agent.get('/api/agent-quotes').expect(200);
    expect(list.body.data.map((q: { id: string }) => q.id)).toEqual([created.body.data.id]);

    const updated = await agent
      .put(`/api/agent-quotes/${created.body.data.id}`)
      .set('X-CSRF-Token', token)
      .send(
        quoteBody(client.id as string, {
          services: [
            { name: 'Hotel night', price: 12_345, quantity: 2 },
            { name: 'Transfer', price: 5_000, quantity: 1 },
          ],
          status: 'sent',
          totalCost: 5,
        }),
      )
      .expect(200);
    // 29690 x 8% = 2375.2 -> 2375
    expect(updated.body.data).toMatchObject({
      subtotal: 29_690,
      taxes: 2375,
      totalCost: 32_065,
      status: 'sent',
    });

    const summaries = await agent.get('/api/quotes').expect(200);
    expect(summaries.body.data).toEqual([
      expect.objectContaining({
        id: created.body.data.id,
        title: 'Saint Lucia week',
        totalAmount: 32_065,
        currency: 'USD',
      }),
    ]);
  });

  it('rounds the 8% tax to whole cents: 6.24 -> 6 and 6.56 -> 7', async () => {
    const { client, agent, token } = await agentWithClient();
    const small = await agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', token)
      .send(quoteBody(client.id as string, { services: [{ name: 'Tip', price: 78, quantity: 1 }] }))
      .expect(201);
    expect(small.body.data).toMatchObject({ subtotal: 78, taxes: 6, totalCost: 84 });
    const up = await agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', token)
      .send(quoteBody(client.id as string, { services: [{ name: 'Snack', price: 41, quantity: 2 }] }))
      .expect(201);
    expect(up.body.data).toMatchObject({ subtotal: 82, taxes: 7, totalCost: 89 });
  });

  it.each([
    [{ services: [] }, 'services', quoteMessages.servicesRequired],
    [{ services: undefined }, 'services', quoteMessages.servicesRequired],
    [
      { services: [{ name: ' ', price: 100, quantity: 1 }] },
      'services.0.name',
      quoteMessages.serviceNameRequired,
    ],
    [
      { services: [{ name: 'Cruise', price: -1, quantity: 1 }] },
      'services.0.price',
      quoteMessages.pricePositive,
    ],
    [
      { services: [{ name: 'Cruise', price: 100, quantity: 0 }] },
      'services.0.quantity',
      quoteMessages.quantityMin,
    ],
    [{ validUntil: '' }, 'validUntil', quoteMessages.validUntilRequired],
    [{ validUntil: null }, 'validUntil', quoteMessages.validUntilRequired],
  ])('rejects %j with its message', async (overrides, field, message) => {
    const { client, agent, token } = await agentWithClient();
    const response = await agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', token)
      .send(quoteBody(client.id as string, overrides))
      .expect(400);
    expect(response.body.fields[field]).toBe(message);
    expect(await t.db('agentQuotes').where({ clientId: String(client.id) })).toHaveLength(0);
  });

  it('answers 404 for a client the agent is not assigned to', async () => {
    const { agent, token } = await agentWithClient();
    const stranger = await buildClient(t.db);
    const response = await agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', token)
      .send(quoteBody(stranger.id as string))
      .expect(404);
    expect(response.body.error).toBe('not_found');
  });

  it('answers 404 "Client not found" for another agent’s client on create and update, storing nothing', async () => {
    const owner = await agentWithClient();
    const other = await agentWithClient();
    const created = await owner.agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', owner.token)
      .send(quoteBody(owner.client.id as string))
      .expect(201);
    const id = created.body.data.id as string;
    const before = await t.db('agentQuotes').where({ id }).first();

    const onCreate = await owner.agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', owner.token)
      .send(quoteBody(other.client.id as string))
      .expect(404);
    expect(onCreate.body).toMatchObject({ success: false, error: 'not_found', message: 'Client not found' });
    const onUpdate = await owner.agent
      .put(`/api/agent-quotes/${id}`)
      .set('X-CSRF-Token', owner.token)
      .send(quoteBody(other.client.id as string, { title: 'Moved' }))
      .expect(404);
    expect(onUpdate.body).toMatchObject({ success: false, error: 'not_found', message: 'Client not found' });
    expect(await t.db('agentQuotes').where({ clientId: String(other.client.id) })).toEqual([]);
    expect(await t.db('agentQuotes').where({ id }).first()).toEqual(before);
  });

  it.each([
    [{ services: [] }, 'services', 'At least one service is required'],
    [{ services: [{ name: ' ', price: 100, quantity: 1 }] }, 'services.0.name', 'Service name required'],
    [
      { services: [{ name: 'Cruise', price: -1, quantity: 1 }] },
      'services.0.price',
      'Price must be positive',
    ],
    [
      { services: [{ name: 'Cruise', price: 100, quantity: 0 }] },
      'services.0.quantity',
      'Quantity must be at least 1',
    ],
    [{ validUntil: '' }, 'validUntil', 'Valid until date is required'],
  ])(
    'refuses an update with %j, answering its message and changing nothing',
    async (overrides, field, message) => {
      const { client, agent, token } = await agentWithClient();
      const created = await agent
        .post('/api/agent-quotes')
        .set('X-CSRF-Token', token)
        .send(quoteBody(client.id as string))
        .expect(201);
      const id = created.body.data.id as string;
      const before = await t.db('agentQuotes').where({ id }).first();
      const response = await agent
        .put(`/api/agent-quotes/${id}`)
        .set('X-CSRF-Token', token)
        .send(quoteBody(client.id as string, { title: 'Renamed', status: 'sent', ...overrides }))
        .expect(400);
      expect(response.body).toMatchObject({ success: false, error: 'validation_failed', message });
      expect(response.body.fields[field]).toBe(message);
      expect(await t.db('agentQuotes').where({ id }).first()).toEqual(before);
    },
  );

  it('hides one agent’s quote from another (404 on update and delete, absent from lists)', async () => {
    const owner = await agentWithClient();
    const created = await owner.agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', owner.token)
      .send(quoteBody(owner.client.id as string))
      .expect(201);
    const id = created.body.data.id as string;

    const other = await agentWithClient();
    expect((await other.agent.get('/api/agent-quotes').expect(200)).body.data).toEqual([]);
    expect((await other.agent.get('/api/quotes').expect(200)).body.data).toEqual([]);
    await other.agent.get(`/api/agent-quotes/${id}`).expect(404);
    await other.agent
      .put(`/api/agent-quotes/${id}`)
      .set('X-CSRF-Token', other.token)
      .send(quoteBody(other.client.id as string))
      .expect(404);
    await other.agent.delete(`/api/agent-quotes/${id}`).set('X-CSRF-Token', other.token).expect(404);
    expect((await rowOf(t.db('agentQuotes').where({ id }).first())).deletedAt).toBeNull();
  });

  it('lets an admin see every quote and file one under another agent', async () => {
    const owner = await agentWithClient();
    const admin = await buildUser(t.db, { role: 'admin' });
    const agent = t.agent();
    const token = await signInAs(agent, admin.email);
    const created = await agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', token)
      .send(quoteBody(owner.client.id as string, { agentId: owner.user.id }))
      .expect(201);
    expect(created.body.data.agentId).toBe(owner.user.id);
    const mine = await owner.agent.get('/api/agent-quotes').expect(200);
    expect(mine.body.data.map((q: { id: string }) => q.id)).toEqual([created.body.data.id]);
    const all = await agent.get('/api/agent-quotes').expect(200);
    expect(all.body.data.map((q: { id: string }) => q.id)).toContain(created.body.data.id);
  });

  it('deletes with a tombstone that leaves the lists', async () => {
    const { client, agent, token } = await agentWithClient();
    const created = await agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', token)
      .send(quoteBody(client.id as string))
      .expect(201);
    const id = created.body.data.id as string;
    const before = (await rowOf(t.db('agentQuotes').where({ id }).first())).version;
    const deleted = await agent.delete(`/api/agent-quotes/${id}`).set('X-CSRF-Token', token).expect(200);
    expect(deleted.body).toEqual({ success: true, message: quoteMessages.deleted });
    const row = await rowOf(t.db('agentQuotes').where({ id }).first());
    expect(row.deletedAt).not.toBeNull();
    expect(row.version).toBeGreaterThan(before);
    expect((await agent.get('/api/agent-quotes').expect(200)).body.data).toEqual([]);
    await agent.delete(`/api/agent-quotes/${id}`).set('X-CSRF-Token', token).expect(404);
  });

  it('shares the quote templates with every agent', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    await t.db('quoteTemplates').insert({
      name: 'Weekend in Orlando',
      title: 'Orlando weekend',
      services: JSON.stringify([{ name: 'Hotel night', price: 20_000, quantity: 2 }]),
      terms: 'Non-refundable',
      createdBy: admin.id,
    });
    const { agent } = await agentWithClient();
    const response = await agent.get('/api/agent-quotes/templates').expect(200);
    expect(response.body.data).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          name: 'Weekend in Orlando',
          title: 'Orlando weekend',
          services: [{ name: 'Hotel night', price: 20_000, quantity: 2 }],
          terms: 'Non-refundable',
        },
      ]),
    );
  });

  it('answers 403 to a client, 401 to an anonymous caller and 403 without a CSRF token', async () => {
    const clientUser: SessionUser = await buildUser(t.db);
    const agent = t.agent();
    const token = await signInAs(agent, clientUser.email);
    for (const path of ['/api/agent-quotes', '/api/agent-quotes/templates', '/api/quotes']) {
      await agent.get(path).expect(403);
      await t.agent().get(path).expect(401);
    }
    const client = await buildClient(t.db);
    await agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', token)
      .send(quoteBody(client.id as string))
      .expect(403);

    const owner = await agentWithClient();
    const noToken = await owner.agent
      .post('/api/agent-quotes')
      .send(quoteBody(owner.client.id as string))
      .expect(403);
    expect(noToken.body.error).toBe('csrf_invalid');
  });

  it.each<[HttpMethod, string]>([
    ['GET', '/api/agent-quotes/:id'],
    ['PUT', '/api/agent-quotes/:id'],
    ['DELETE', '/api/agent-quotes/:id'],
  ])(
    '%s %s answers 403 to a client user and 401 to an anonymous caller, changing nothing',
    async (method, path) => {
      const owner = await agentWithClient();
      const created = await owner.agent
        .post('/api/agent-quotes')
        .set('X-CSRF-Token', owner.token)
        .send(quoteBody(owner.client.id as string))
        .expect(201);
      const id = created.body.data.id as string;
      const before = await t.db('agentQuotes').where({ id }).first();
      await expectStaffOnly(
        t,
        method,
        path.replace(':id', id),
        quoteBody(owner.client.id as string, { title: 'Changed', status: 'accepted' }),
      );
      expect(await t.db('agentQuotes').where({ id }).first()).toEqual(before);
    },
  );

  it('seeds demo templates whose services pass the quote form', () => {
    expect(demoQuoteTemplates.length).toBeGreaterThanOrEqual(3);
    for (const template of demoQuoteTemplates) {
      expect(template.services.length).toBeGreaterThan(0);
      for (const service of template.services) expect(v.is(QuoteServiceInput, service)).toBe(true);
    }
  });
});

describe('quote input the database would refuse', () => {
  const post = (agent: Awaited<ReturnType<typeof agentWithClient>>, overrides: Record<string, unknown>) =>
    agent.agent
      .post('/api/agent-quotes')
      .set('X-CSRF-Token', agent.token)
      .send(quoteBody(agent.client.id as string, overrides));

  it('answers 400, not 500, for the impossible valid-until days 2024-02-31 and 0000-01-01', async () => {
    const owner = await agentWithClient();
    for (const validUntil of ['2024-02-31', '0000-01-01', '2027-02-29']) {
      const response = await post(owner, { validUntil });
      expect(response.status, validUntil).toBe(400);
      expect(response.body.fields, validUntil).toEqual({ validUntil: quoteMessages.validUntilInvalid });
    }
    expect(await t.db('agentQuotes').where({ clientId: String(owner.client.id) })).toHaveLength(0);
    await post(owner, { validUntil: '2028-02-29' }).expect(201);
  });

  it('answers 400, not 500, for a quote whose total would overflow its integer column', async () => {
    const owner = await agentWithClient();
    const huge = await post(owner, {
      services: [{ name: 'Private island', price: 1_000_000_000, quantity: 10_000 }],
    });
    expect(huge.status).toBe(400);
    expect(huge.body.fields).toEqual({ 'services.0.price': 'Price must be at most $1,000,000.00' });

    const many = await post(owner, { services: [{ name: 'Villa', price: 100_000_000, quantity: 2_000 }] });
    expect(many.status).toBe(400);
    expect(many.body.fields).toEqual({ services: quoteMessages.servicesTooMuch });
    expect(quoteMessages.servicesTooMuch).toBe(
      'The services must add up to at most $10,000,000.00 before taxes',
    );

    const quantity = await post(owner, { services: [{ name: 'Seat', price: 1, quantity: 10_001 }] });
    expect(quantity.body.fields).toEqual({ 'services.0.quantity': 'Quantity must be at most 10,000' });
    const rows = Array.from({ length: 101 }, (_, index) => ({
      name: `Night ${index + 1}`,
      price: 100,
      quantity: 1,
    }));
    const long = await post(owner, { services: rows });
    expect(long.body.fields).toEqual({ services: 'A quote has at most 100 services' });
    expect(await t.db('agentQuotes').where({ clientId: String(owner.client.id) })).toHaveLength(0);

    // The largest accepted quote, with its taxes, still fits the columns.
    const largest = await post(owner, { services: [{ name: 'Charter', price: 100_000_000, quantity: 10 }] });
    expect(largest.status).toBe(201);
    expect(largest.body.data).toMatchObject({
      subtotal: 1_000_000_000,
      taxes: 80_000_000,
      totalCost: 1_080_000_000,
    });
  });

  it('answers 400 naming the service, not 500, for a NUL character in a service name', async () => {
    const owner = await agentWithClient();
    const response = await post(owner, {
      services: [{ name: 'Sunset\u0000cruise', price: 333, quantity: 1 }],
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ 'services.0.name': storableMessages.nulField });
    expect(response.body.message).toBe(storableMessages.nul('services.0.name'));
  });
});
