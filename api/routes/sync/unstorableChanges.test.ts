import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraryMessages } from '@contract/itineraries.ts';
import { quoteMessages } from '@contract/agentQuotes.ts';
import { MAX_NESTING, storableMessages } from '@contract/storable.ts';
import { SYNC_SCHEMA_VERSION, type SyncMutation, type SyncResult } from '@contract/sync.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { clientOf, signedIn } from '../clients/officeTestKit.ts';
import { Device, deviceSeq, newClient, newItinerary, newQuote } from './syncTestKit.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function office() {
  const session = await signedIn(t, 'agent');
  const client = await clientOf(t.db, session.user.id, { notes: 'Before' });
  return { session, client, device: new Device(session) };
}

/** The client's notes changed by someone else, so an edit based on "Before" meets a conflict. */
async function changedElsewhere(session: Awaited<ReturnType<typeof office>>['session'], clientId: string) {
  const version = Number((await rowOf(t.db('clients').where({ id: clientId }).first())).version);
  await session.http
    .patch(`/api/clients/${clientId}`)
    .set('X-CSRF-Token', session.token)
    .send({ notes: 'Changed at the office' })
    .expect(200);
  return version;
}

/** Lists nested `depth` deep, in place of the placeholder: JSON.stringify gives up long before. */
const DEEP = '__nested_6000_deep__';
function pushNested(device: Device, mutations: SyncMutation[], depth = 6000) {
  const body = JSON.stringify({ deviceId: device.id, schemaVersion: SYNC_SCHEMA_VERSION, mutations });
  const nested = `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`;
  return device.session.http
    .post('/api/sync/push')
    .set('X-CSRF-Token', device.session.token)
    .set('Content-Type', 'application/json')
    .send(body.replaceAll(`"${DEEP}"`, nested));
}

const statuses = (results: SyncResult[]) => results.map((result) => result.status);

describe('POST /api/sync/push: changes whose answer could not be stored', () => {
  it('rejects a change nested 6,000 deep instead of answering 503 forever, and the queue moves on', async () => {
    const { session, client, device } = await office();
    const baseVersion = await changedElsewhere(session, client.id);
    const deep = device.upsert(
      'clients',
      client.id,
      { notes: DEEP },
      { baseVersion, base: { notes: 'Before' } },
    );
    const deepBase = device.upsert(
      'clients',
      client.id,
      { notes: 'Mine' },
      { baseVersion, base: { notes: DEEP } },
    );
    const next = device.create('clients', newClient({ firstName: 'Next' }));

    const response = await pushNested(device, [deep, deepBase, next]).expect(200);
    expect(statuses(response.body.results)).toEqual(['rejected', 'rejected', 'applied']);
    const [field, message] = Object.entries(response.body.results[0].fields as Record<string, string>)[0];
    expect(field).toMatch(/^notes(\.0)+$/);
    expect(field.split('.')).toHaveLength(MAX_NESTING);
    expect(message).toBe(storableMessages.tooDeepField);
    expect(response.body.results[0].message).toBe(storableMessages.tooDeep(field));
    expect(response.body.results[1].fields).toEqual({ [field]: storableMessages.tooDeepField });
    expect(response.body.lastSeq).toBe(3);
    expect(await deviceSeq(t.db, device.id)).toBe(3);
    expect((await rowOf(t.db('clients').where({ id: client.id }).first())).notes).toBe(
      'Changed at the office',
    );

    // Sent again (its answer lost), the batch hears the same answers.
    const again = await pushNested(device, [deep, deepBase, next]).expect(200);
    expect(again.body.results).toEqual(response.body.results);
  });

  it('rejects a change holding a NUL character with the field named, even where it meets a conflict', async () => {
    const { session, client, device } = await office();
    const created = device.create('clients', newClient({ firstName: 'Gr\u0000ace' }));
    const baseVersion = await changedElsewhere(session, client.id);
    const conflicting = device.upsert(
      'clients',
      client.id,
      { notes: 'Mine\u0000' },
      { baseVersion, base: { notes: 'Before' } },
    );
    const key = device.upsert('clients', client.id, { 'no\u0000tes': 'x' }, { baseVersion, base: {} });
    const next = device.upsert(
      'clients',
      client.id,
      { phone: '555-0199' },
      { baseVersion, base: { phone: null } },
    );

    const response = await device.push([created, conflicting, key, next]).expect(200);
    expect(statuses(response.body.results)).toEqual(['rejected', 'rejected', 'rejected', 'applied']);
    expect(response.body.results[0]).toMatchObject({
      message: storableMessages.nul('firstName'),
      fields: { firstName: storableMessages.nulField },
    });
    expect(response.body.results[1].fields).toEqual({ notes: storableMessages.nulField });
    expect(response.body.results[2].fields).toEqual({ 'no\\u0000tes': storableMessages.nulField });
    expect(await deviceSeq(t.db, device.id)).toBe(4);
    expect(await t.db('clients').where({ id: created.recordId })).toHaveLength(0);
    expect((await rowOf(t.db('clients').where({ id: client.id }).first())).phone).toBe('555-0199');
  });

  it('rejects an impossible day and an overflowing quote with the form’s messages, not a server failure', async () => {
    const { client, device } = await office();
    const itinerary = device.create('itineraries', newItinerary(client.id, { startDate: '2024-02-31' }));
    const quote = device.create(
      'agent_quotes',
      newQuote(client.id, { services: [{ name: 'Island', price: 1_000_000_000, quantity: 10_000 }] }),
    );
    const response = await device.push([itinerary, quote]).expect(200);
    expect(statuses(response.body.results)).toEqual(['rejected', 'rejected']);
    expect(response.body.results[0].fields).toEqual({ startDate: itineraryMessages.startDateInvalid });
    expect(response.body.results[1].fields).toEqual({ 'services.0.price': quoteMessages.priceTooLarge });
    expect(response.body.lastSeq).toBe(2);
  });
});
