/**
 * Every office write goes through here: the record changes on the device and its mutation
 * joins the outbox in one Dexie transaction, so a change is never shown without being queued
 * or queued without being shown. Sequence numbers come from `meta` inside that transaction:
 * dense and never reused, because the server reads a skipped number as a lost change.
 */
import type { SyncEntity } from '@contract/sync';
import { cascadeLinksOf, cascadeReach } from '@contract/syncParents';
import { withoutAbilities } from './abilities';
import { officeDb, type LocalRecord, type OfficeDatabase, type OutboxEntry, type ShadowRecord } from './db';
import { notifyLocalWrite } from './writeSignal';

const NEXT_SEQ = 'nextSeq';

export function newId(): string {
  return crypto.randomUUID();
}

/** The next place in the outbox's order (inside the caller's transaction, which holds `meta`). */
export async function takeSeq(db: OfficeDatabase): Promise<number> {
  const entry = await db.meta.get(NEXT_SEQ);
  const seq = typeof entry?.value === 'number' ? entry.value : 1;
  await db.meta.put({ key: NEXT_SEQ, value: seq + 1 });
  return seq;
}

/** Keeps the server's copy of a record before its first unsent edit (once per record). */
async function keepShadow(
  db: OfficeDatabase,
  entity: SyncEntity,
  record: LocalRecord | undefined,
  recordId: string,
  cascadeOf?: string,
) {
  const existing = await db.shadows.get([entity, recordId]);
  if (existing) {
    // A record made here, removed with its parent before the server answered its creation:
    // whatever that answer brings must go (or come back) with the parent's deletion.
    if (cascadeOf && existing.record === null && !existing.cascadeOf)
      await db.shadows.put({ ...existing, cascadeOf });
    return;
  }
  const shadow: ShadowRecord = {
    entity,
    recordId,
    record: record && record.version > 0 ? record : null,
    ...(cascadeOf ? { cascadeOf } : {}),
  };
  await db.shadows.put(shadow);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export interface SaveResult {
  record: LocalRecord;
  /** False when nothing changed (no mutation was queued). */
  queued: boolean;
}

export interface SaveOptions {
  /** Queue every given field, also those the device already shows (a value the server lacks). */
  force?: boolean;
  /** What the server is known to hold for these fields, instead of the device's copy. */
  base?: Record<string, unknown>;
  /** The server version the change is made over, instead of the one the device knows. */
  baseVersion?: number | null;
  /**
   * The record as the person saw it when they began this edit (a dialog's opening copy).
   * Only the fields they changed from it are queued, with what they saw as the base: a field
   * another device changed meanwhile then merges (untouched here) or shows as a conflict,
   * instead of being silently set back to the value the dialog opened with.
   */
  seen?: LocalRecord;
}

/**
 * Creates (id null or unknown) or edits a record. `changes` are the API's field names and
 * values; only fields that differ from the device's copy are queued, unless `force`.
 */
export async function saveRecord(
  entity: SyncEntity,
  id: string | null,
  changes: Record<string, unknown>,
  db: OfficeDatabase = officeDb(),
  options: SaveOptions = {},
): Promise<SaveResult> {
  changes = withoutAbilities(changes);
  const table = db[entity];
  const result = await db.transaction('rw', [table, db.outbox, db.meta, db.shadows], async () => {
    const recordId = id ?? newId();
    const existing = await table.get(recordId);
    const now = new Date().toISOString();
    const seen = existing ? options.seen : undefined;
    const changed = Object.fromEntries(
      Object.entries(changes).filter(
        ([field, value]) =>
          !existing ||
          options.force ||
          (!sameValue(existing[field], value) && (!seen || !sameValue(seen[field], value))),
      ),
    );
    if (existing && Object.keys(changed).length === 0) return { record: existing, queued: false };

    const base = existing
      ? Object.fromEntries(
          Object.keys(changed).map((field) => [
            field,
            options.base && field in options.base
              ? options.base[field]
              : seen
                ? (seen[field] ?? null)
                : (existing[field] ?? null),
          ]),
        )
      : {};
    const shadow = await db.shadows.get([entity, recordId]);
    const baseVersion =
      options.baseVersion !== undefined
        ? options.baseVersion
        : seen && seen.version > 0
          ? Math.min(seen.version, shadow?.record?.version ?? seen.version)
          : existing
            ? (shadow?.record?.version ?? (existing.version > 0 ? existing.version : null))
            : null;
    await keepShadow(db, entity, existing, recordId);

    const record: LocalRecord = existing
      ? { ...existing, ...changed, updatedAt: now }
      : { id: recordId, version: 0, createdAt: now, updatedAt: now, ...changed };
    await table.put(record);
    const entry: OutboxEntry = {
      seq: await takeSeq(db),
      id: newId(),
      entity,
      op: 'upsert',
      recordId,
      baseVersion,
      base,
      changes: changed,
      createdAt: now,
      state: 'pending',
    };
    await db.outbox.add(entry);
    return { record, queued: true };
  });
  if (result.queued) notifyLocalWrite(db.name);
  return result;
}

export const STILL_OPENING = 'This record is still opening: try again in a moment.';

/**
 * The save of every edit dialog: `opened` is the record as the dialog opened it, in the shape
 * of `changes`. Only the fields the person changed from it are queued, each over the value they
 * saw, so a field another device changed meanwhile merges or shows as a conflict instead of
 * being silently set back. It cannot be left out: a dialog whose opening copy is still being
 * read saves nothing and says so, rather than save over the device's newer copy.
 */
export async function saveEdit(
  entity: SyncEntity,
  id: string,
  changes: Record<string, unknown>,
  opened: LocalRecord | undefined,
  db: OfficeDatabase = officeDb(),
): Promise<SaveResult> {
  if (!opened || opened.id !== id) throw new Error(STILL_OPENING);
  return saveRecord(entity, id, changes, db, { seen: opened });
}

/** Children that go with a parent on the server (tombstoned with it), removed with it here. */
async function cascadeChildren(db: OfficeDatabase, entity: SyncEntity, id: string, mutationId: string) {
  for (const { child, field } of cascadeLinksOf(entity)) {
    const records = await db[child].where(field).equals(id).toArray();
    for (const record of records) {
      await keepShadow(db, child, record, record.id, mutationId);
      await db[child].delete(record.id);
      await cascadeChildren(db, child, record.id, mutationId);
    }
  }
}

/**
 * Deletes a record on the device (with what the server deletes with it) and queues the
 * deletion. With `baseVersion` (the version the agent decided over) the deletion is queued
 * even when the device no longer shows the record.
 */
export async function deleteRecord(
  entity: SyncEntity,
  id: string,
  db: OfficeDatabase = officeDb(),
  options: { baseVersion?: number | null } = {},
): Promise<void> {
  const table = db[entity];
  const tables = [...cascadeReach(entity).map((reached) => db[reached]), db.outbox, db.meta, db.shadows];
  const queued = await db.transaction('rw', tables, async () => {
    const existing = await table.get(id);
    if (!existing && options.baseVersion === undefined) return false;
    const shadow = await db.shadows.get([entity, id]);
    const mutationId = newId();
    if (existing) {
      await keepShadow(db, entity, existing, id);
      await table.delete(id);
      await cascadeChildren(db, entity, id, mutationId);
    }
    const knownVersion =
      shadow?.record?.version ?? (existing && existing.version > 0 ? existing.version : null);
    await db.outbox.add({
      seq: await takeSeq(db),
      id: mutationId,
      entity,
      op: 'delete',
      recordId: id,
      baseVersion: options.baseVersion !== undefined ? options.baseVersion : knownVersion,
      base: {},
      changes: {},
      createdAt: new Date().toISOString(),
      state: 'pending',
    });
    return true;
  });
  if (queued) notifyLocalWrite(db.name);
}

/**
 * Keep mine, for a record deleted elsewhere: the device shows `record` again under its id and
 * queues its restoration, with `changes` over it (made over `base`, what the device saw before
 * them). The server brings back with it what its deletion took, and the next pull brings
 * those here too. Runs inside the caller's transaction or its own.
 */
export async function restoreRecord(
  entity: SyncEntity,
  record: LocalRecord,
  changes: Record<string, unknown>,
  db: OfficeDatabase,
  options: { base?: Record<string, unknown>; baseVersion: number | null },
): Promise<void> {
  changes = withoutAbilities(changes);
  const table = db[entity];
  await db.transaction('rw', [table, db.outbox, db.meta, db.shadows], async () => {
    // The server's copy is the tombstone: discarding a refused restoration removes the record.
    await db.shadows.put({ entity, recordId: record.id, record: null });
    await table.put({ ...record, ...changes });
    await db.outbox.add({
      seq: await takeSeq(db),
      id: newId(),
      entity,
      op: 'restore',
      recordId: record.id,
      baseVersion: options.baseVersion,
      base: Object.fromEntries(
        Object.keys(changes)
          .filter((field) => options.base && field in options.base)
          .map((field) => [field, options.base![field]]),
      ),
      changes,
      createdAt: new Date().toISOString(),
      state: 'pending',
    });
  });
  notifyLocalWrite(db.name);
}
