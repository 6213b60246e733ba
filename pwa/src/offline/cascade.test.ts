import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNC_ENTITIES, type SyncEntity } from '@contract/sync';
import { PARENT_LINKS } from '@contract/syncParents';
import type { OfficeDatabase } from './db';
import { deleteRecord, saveRecord } from './outbox';
import { discardRefused, waitingBehind } from './resolve';
import { pushOutbox } from './syncCycle';
import { dropDatabase, freshDatabase, refusingChains, scriptedTransport } from './testing';

let db: OfficeDatabase;

beforeEach(async () => {
  db = await freshDatabase();
});

afterEach(async () => {
  await dropDatabase(db);
});

const idOf = (entity: SyncEntity) => `${entity}-1`;

/** One synced record of every entity, each under the one record of each of its parents. */
async function putOneOfEach() {
  for (const entity of SYNC_ENTITIES) {
    const parents = Object.fromEntries(
      (PARENT_LINKS[entity] ?? []).map(({ field, parent }) => [field, idOf(parent)]),
    );
    await db[entity].put({ id: idOf(entity), version: 3, ...parents });
  }
}

/* What the server tombstones with each deletion (api/routes/clients and itineraries tests). */
const DELETED_WITH: Record<SyncEntity, SyncEntity[]> = {
  clients: ['clients', 'itineraries', 'bookings'],
  itineraries: ['itineraries', 'bookings'],
  bookings: ['bookings'],
  agent_quotes: ['agent_quotes'],
  proposals: ['proposals'],
  trip_plans: ['trip_plans'],
  emails: ['emails'],
};

describe('deleting a record on the device', () => {
  it.each(SYNC_ENTITIES)(
    'of %s removes what the server deletes with it, and nothing else',
    async (entity) => {
      await putOneOfEach();
      await deleteRecord(entity, idOf(entity), db);

      const gone: SyncEntity[] = [];
      for (const other of SYNC_ENTITIES) if (!(await db[other].get(idOf(other)))) gone.push(other);
      expect(gone.sort()).toEqual([...DELETED_WITH[entity]].sort());

      // One deletion is queued; the children keep the server's copy, to come back if it is refused.
      const outbox = await db.outbox.toArray();
      expect(outbox.map(({ entity: queued, op }) => [queued, op])).toEqual([[entity, 'delete']]);
      const shadows = await db.shadows.toArray();
      expect(shadows.map((shadow) => shadow.entity).sort()).toEqual([...DELETED_WITH[entity]].sort());
      for (const shadow of shadows.filter((kept) => kept.entity !== entity)) {
        expect(shadow.cascadeOf).toBe(outbox[0].id);
      }
    },
  );
});

describe('deleting a record made on the device before it was sent', () => {
  /** A new client with a trip and a booking under it, then the client deleted (and they with it). */
  async function madeThenDeleted() {
    const client = await saveRecord(
      'clients',
      null,
      { firstName: 'Odile', lastName: 'Offline', email: 'odile@' },
      db,
    );
    const trip = await saveRecord(
      'itineraries',
      null,
      { clientId: client.record.id, title: 'Pitons week' },
      db,
    );
    await saveRecord('bookings', null, { itineraryId: trip.record.id, title: 'Hotel' }, db);
    await deleteRecord('clients', client.record.id, db);
  }

  it('sends the records and the deletion in one push, and leaves nothing behind once applied', async () => {
    await madeThenDeleted();
    const { transport, pushes } = scriptedTransport({});
    await pushOutbox(db, transport);

    expect(pushes.map((push) => push.mutations.map((m) => [m.entity, m.op]))).toEqual([
      [
        ['clients', 'upsert'],
        ['itineraries', 'upsert'],
        ['bookings', 'upsert'],
        ['clients', 'delete'],
      ],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
    for (const entity of SYNC_ENTITIES) expect(await db[entity].count()).toBe(0);
  });

  it('refused, holds the deletion back with the rest; discarded, leaves nothing behind', async () => {
    await madeThenDeleted();
    const refuse = refusingChains((m) =>
      m.changes.email === 'odile@'
        ? { id: m.id, status: 'rejected', message: 'Please enter a valid email address' }
        : { id: m.id, status: 'applied', version: 10 + m.seq },
    );
    await pushOutbox(db, scriptedTransport({ results: refuse }).transport);

    const [creation, ...rest] = await db.outbox.orderBy('seq').toArray();
    expect(creation.state).toBe('rejected');
    expect(rest.map((entry) => [entry.entity, entry.op, entry.state])).toEqual([
      ['itineraries', 'upsert', 'pending'],
      ['bookings', 'upsert', 'pending'],
      ['clients', 'delete', 'pending'],
    ]);
    expect((await waitingBehind(db)).get(creation.id)).toHaveLength(3);

    await discardRefused(creation, db);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
    for (const entity of SYNC_ENTITIES) expect(await db[entity].count()).toBe(0);
  });
});
