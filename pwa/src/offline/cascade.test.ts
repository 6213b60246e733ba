import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SYNC_ENTITIES, type SyncEntity } from '@contract/sync';
import { PARENT_LINKS } from '@contract/syncParents';
import type { OfficeDatabase } from './db';
import { deleteRecord } from './outbox';
import { dropDatabase, freshDatabase } from './testing';

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
