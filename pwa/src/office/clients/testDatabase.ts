/** Test helpers: a fresh office database per test, filled as a first pull would leave it. */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { SyncEntity } from '@contract/sync';
import {
  openOfficeDatabase,
  setOfficeDatabase,
  type LocalRecord,
  type OfficeDatabase,
} from '@pwa/offline/db';

/** Databases opened by freshOfficeDb since the last test ended (workOnTheDeviceOnly closes them). */
const opened = new Set<OfficeDatabase>();

export async function freshOfficeDb(
  records: Partial<Record<SyncEntity, LocalRecord[]>> = {},
  { synced = true }: { synced?: boolean } = {},
): Promise<OfficeDatabase> {
  const db = openOfficeDatabase(`test-${crypto.randomUUID()}`);
  opened.add(db);
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

/**
 * Every test of the calling file works on the device alone: each request fails as it would
 * offline, none may be made at all, and the test's office databases are closed after it.
 */
export function workOnTheDeviceOnly(): void {
  const realFetch = globalThis.fetch;
  let network: ReturnType<typeof goOffline>;
  beforeEach(() => {
    network = goOffline();
  });
  afterEach(() => {
    expect(network).not.toHaveBeenCalled();
    globalThis.fetch = realFetch;
    for (const db of opened) db.close();
    opened.clear();
    setOfficeDatabase(null);
    vi.restoreAllMocks();
  });
}
