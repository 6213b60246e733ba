/** Test helpers: a fresh office database per test, filled as a first pull would leave it. */
import { vi } from 'vitest';
import type { SyncEntity } from '@contract/sync';
import {
  openOfficeDatabase,
  setOfficeDatabase,
  type LocalRecord,
  type OfficeDatabase,
} from '@pwa/offline/db';

export async function freshOfficeDb(
  records: Partial<Record<SyncEntity, LocalRecord[]>> = {},
  { synced = true }: { synced?: boolean } = {},
): Promise<OfficeDatabase> {
  const db = openOfficeDatabase(`test-${crypto.randomUUID()}`);
  setOfficeDatabase(db);
  for (const [entity, rows] of Object.entries(records)) await db[entity as SyncEntity].bulkPut(rows);
  if (synced) await db.meta.put({ key: 'cursor', value: 1 });
  return db;
}

/** The queued mutations, as the sync will send them. */
export async function queued(db: OfficeDatabase) {
  return (await db.outbox.orderBy('seq').toArray()).map(
    ({ entity, op, recordId, baseVersion, base, changes }) => ({
      entity,
      op,
      recordId,
      baseVersion,
      base,
      changes,
    }),
  );
}

/** Every request fails as it would offline; the office tabs must not need one. */
export function goOffline() {
  const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}
