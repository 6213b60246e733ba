import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@api/test/db.ts';
import { jsonb } from './index.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.destroy();
});

it('stores arrays, empty arrays and objects in jsonb columns identically on both engines', async () => {
  const [session] = await t
    .db('sessions')
    .insert({
      sid: 'jsonb-check',
      sess: jsonb({ list: [], nested: [{ a: 1 }] }),
      expire: new Date(Date.now() + 60_000),
    })
    .returning('*');
  expect(session.sess).toEqual({ list: [], nested: [{ a: 1 }] });

  const [client] = await t
    .db('clients')
    .insert({ firstName: 'Marie', lastName: 'Auguste', email: 'marie@example.com', version: 1 })
    .returning('id');
  const [quote] = await t
    .db('agentQuotes')
    .insert({ clientId: client.id, title: 'Empty quote', services: jsonb([]), version: 2 })
    .returning('services');
  expect(quote.services).toEqual([]);
  const [withServices] = await t
    .db('agentQuotes')
    .insert({
      clientId: client.id,
      title: 'Two nights',
      services: jsonb([{ name: 'Hotel', price: 25_000, quantity: 2 }]),
      version: 3,
    })
    .returning('services');
  expect(withServices.services).toEqual([{ name: 'Hotel', price: 25_000, quantity: 2 }]);
  expect(jsonb(undefined)).toBeNull();
});
