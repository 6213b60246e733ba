/**
 * One sync cycle: push the outbox in order, then pull what changed since the cursor. Each
 * server answer is written to Dexie in one transaction, so a crash or a closed tab between
 * two steps leaves either the old state or the new one, and the outbox survives either way.
 */
import { SYNC_SCHEMA_VERSION, type SyncChange, type SyncEntity, type SyncResult } from '@contract/sync';
import {
  ENTITY_TABLE_NAMES,
  type ConflictEntry,
  type LocalRecord,
  type OfficeDatabase,
  type OutboxEntry,
} from './db';
import { recordLabel } from './labels';
import type { SyncTransport } from './transport';

export const PUSH_BATCH = 200;
export const PULL_PAGE = 500;

const key = (entity: SyncEntity, recordId: string) => `${entity}:${recordId}`;

export async function deviceIdOf(db: OfficeDatabase): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const stored = await db.meta.get('deviceId');
    if (typeof stored?.value === 'string') return stored.value;
    const deviceId = crypto.randomUUID();
    await db.meta.put({ key: 'deviceId', value: deviceId });
    return deviceId;
  });
}

export interface CycleOutcome {
  pushed: number;
  pulled: number;
}

export async function runSyncCycle(db: OfficeDatabase, transport: SyncTransport): Promise<CycleOutcome> {
  const pushed = await pushOutbox(db, transport);
  const pulled = await pullChanges(db, transport);
  await db.meta.put({ key: 'lastSyncedAt', value: new Date().toISOString() });
  return { pushed, pulled };
}

export async function pushOutbox(db: OfficeDatabase, transport: SyncTransport): Promise<number> {
  const deviceId = await deviceIdOf(db);
  let pushed = 0;
  for (;;) {
    const batch = await db.outbox.where('state').equals('pending').limit(PUSH_BATCH).sortBy('seq');
    if (batch.length === 0) return pushed;
    const response = await transport.push({
      deviceId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: batch.map(({ id, seq, entity, op, recordId, baseVersion, base, changes }) => ({
        id,
        seq,
        entity,
        op,
        recordId,
        baseVersion,
        base,
        changes,
      })),
    });
    await applyResults(db, batch, response.results);
    pushed += response.results.length;
    if (response.results.length < batch.length) return pushed;
  }
}

const ALL_TABLES = (db: OfficeDatabase) => [
  ...ENTITY_TABLE_NAMES.map((entity) => db[entity]),
  db.outbox,
  db.shadows,
  db.conflicts,
  db.meta,
];

async function applyResults(db: OfficeDatabase, batch: OutboxEntry[], results: SyncResult[]) {
  const byId = new Map(batch.map((entry) => [entry.id, entry]));
  await db.transaction('rw', ALL_TABLES(db), async () => {
    for (const result of results) {
      const entry = byId.get(result.id);
      if (!entry) continue;
      if (result.status === 'applied' || result.status === 'duplicate') {
        await db.outbox.delete(entry.seq);
        await settle(db, entry, 'keepLocal');
      } else if (result.status === 'conflict') {
        await db.outbox.delete(entry.seq);
        await db.conflicts.put(await conflictOf(db, entry, result));
        await settle(db, entry, 'restoreServer');
      } else {
        await db.outbox.update(entry.seq, {
          state: 'rejected',
          message: result.message ?? 'The server refused this change.',
          fields: result.fields,
        });
      }
    }
  });
}

async function conflictOf(
  db: OfficeDatabase,
  entry: OutboxEntry,
  result: SyncResult,
): Promise<ConflictEntry> {
  const shadow = await db.shadows.get([entry.entity, entry.recordId]);
  const local = await db[entry.entity].get(entry.recordId);
  const kind = result.deleted ? 'deleted' : entry.op === 'delete' ? 'changedSinceDelete' : 'fields';
  return {
    id: entry.id,
    entity: entry.entity,
    recordId: entry.recordId,
    label: recordLabel(entry.entity, { ...(shadow?.record ?? {}), ...(local ?? {}), ...entry.changes }),
    record: { ...(shadow?.record ?? {}), ...(local ?? {}) },
    kind,
    conflicts: result.conflicts ?? [],
    changes: entry.changes,
    version: result.version ?? null,
    message: result.message,
    createdAt: new Date().toISOString(),
  };
}

/**
 * After the server answered a mutation, a record with nothing else queued goes back to the
 * server's story: kept as is when the change was applied (the pull brings the server's
 * copy), restored from the server's copy when it was not (conflict), children of a refused
 * deletion included.
 */
async function settle(db: OfficeDatabase, entry: OutboxEntry, outcome: 'keepLocal' | 'restoreServer') {
  const cascaded = await db.shadows.filter((shadow) => shadow.cascadeOf === entry.id).toArray();
  const shadows = [...cascaded];
  const remaining = await db.outbox.where('[entity+recordId]').equals([entry.entity, entry.recordId]).count();
  if (remaining === 0) {
    const own = await db.shadows.get([entry.entity, entry.recordId]);
    if (own) shadows.push(own);
  }
  for (const shadow of shadows) {
    if (outcome === 'restoreServer') {
      if (shadow.record) await db[shadow.entity].put(shadow.record);
      else if (entry.op === 'upsert') await db[shadow.entity].delete(shadow.recordId);
    }
    await db.shadows.delete([shadow.entity, shadow.recordId]);
  }
}

export async function pullChanges(db: OfficeDatabase, transport: SyncTransport): Promise<number> {
  let cursor = Number((await db.meta.get('cursor'))?.value ?? 0);
  let pulled = 0;
  for (;;) {
    const page = await transport.pull(cursor, PULL_PAGE);
    if (page.reset) {
      await resetLocalCopy(db);
      cursor = 0;
      continue;
    }
    await applyPage(db, page.changes, page.cursor);
    pulled += page.changes.length;
    cursor = page.cursor;
    if (!page.hasMore) return pulled;
  }
}

/** What the user may see changed: start over, keeping every unsent edit and its record. */
async function resetLocalCopy(db: OfficeDatabase) {
  await db.transaction('rw', ALL_TABLES(db), async () => {
    const dirty = await dirtyKeys(db);
    for (const entity of ENTITY_TABLE_NAMES) {
      await db[entity].filter((record) => !dirty.has(key(entity, record.id))).delete();
    }
    await db.meta.put({ key: 'cursor', value: 0 });
  });
}

async function dirtyKeys(db: OfficeDatabase): Promise<Set<string>> {
  const entries = await db.outbox.toArray();
  return new Set(entries.map((entry) => key(entry.entity, entry.recordId)));
}

async function applyPage(db: OfficeDatabase, changes: SyncChange[], cursor: number) {
  await db.transaction('rw', ALL_TABLES(db), async () => {
    const dirty = await dirtyKeys(db);
    const puts = new Map<SyncEntity, LocalRecord[]>();
    const deletes = new Map<SyncEntity, string[]>();
    for (const change of changes) {
      const record = change.record
        ? ({ ...change.record, id: change.recordId, version: change.version } as LocalRecord)
        : null;
      if (dirty.has(key(change.entity, change.recordId))) {
        // Unsent edits stay on screen; the server's copy waits underneath for the outbox.
        const shadow = await db.shadows.get([change.entity, change.recordId]);
        await db.shadows.put({
          ...(shadow ?? {}),
          entity: change.entity,
          recordId: change.recordId,
          record: change.deleted ? null : record,
        });
        continue;
      }
      if (change.deleted || !record) {
        if (!deletes.has(change.entity)) deletes.set(change.entity, []);
        deletes.get(change.entity)!.push(change.recordId);
      } else {
        if (!puts.has(change.entity)) puts.set(change.entity, []);
        puts.get(change.entity)!.push(record);
      }
    }
    for (const [entity, records] of puts) await db[entity].bulkPut(records);
    for (const [entity, ids] of deletes) await db[entity].bulkDelete(ids);
    await db.meta.put({ key: 'cursor', value: cursor });
  });
}
