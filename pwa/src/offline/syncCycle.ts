/**
 * One sync cycle: push the outbox in order, then pull what changed since the cursor. Each
 * server answer is written to Dexie in one transaction, so a crash or a closed tab between
 * two steps leaves either the old state or the new one, and the outbox survives either way.
 */
import {
  MAX_PULL_LIMIT,
  MAX_PUSH_MUTATIONS,
  START_CURSOR,
  SYNC_SCHEMA_VERSION,
  type SyncChange,
  type SyncEntity,
  type SyncPullResponse,
  type SyncResult,
} from '@contract/sync';
import {
  entryKey,
  hasParents,
  isCreation,
  mergeCopies,
  parentCopies,
  parentKeys,
  recordKey,
  refusalChains,
} from './chains';
import {
  ENTITY_TABLE_NAMES,
  RESET_CURSOR,
  SENT_SEQ,
  type ConflictEntry,
  type LocalRecord,
  type OfficeDatabase,
  type OutboxEntry,
  type ShadowRecord,
} from './db';
import { recordLabel } from './labels';
import { classify, type SyncTransport } from './transport';

/**
 * As many changes a push as the server takes: each batch reads the outbox again and costs the
 * server a request, so a long offline day goes up in as few as it can.
 */
export const PUSH_BATCH = MAX_PUSH_MUTATIONS;
/**
 * A push also stays under this many characters of JSON, well inside the server's default body
 * limit (1 MB): a few proposals carrying uploaded logos (up to 350,000 characters each) would
 * otherwise make one batch the server refuses with 413 on every try. One entry always goes.
 */
export const PUSH_BYTES = 512 * 1024;
/**
 * As many changes a pull as the server gives: what a page costs the server beyond its rows
 * (a snapshot, the head, a query per entity) is paid once per page, and a first pull of a
 * large office is dozens of pages.
 */
export const PULL_PAGE = MAX_PULL_LIMIT;

/**
 * The first page of a pull from 0 is small: a new device's first screen shows what has arrived
 * at once, instead of after a full page's answer and write.
 */
export const FIRST_PULL_PAGE = 200;

/**
 * How far a pull from 0 has got, `{ received, total }` (total as the server estimated it, or
 * null from a server that does not say): set only while that pull is unfinished.
 */
export const PULL_PROGRESS = 'pullProgress';

export interface PullProgress {
  received: number;
  total: number | null;
}

/** Where a pull started over from 0 has got to; set only while that pull is unfinished. */
export { RESET_CURSOR };

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

/**
 * `stopped` ends the cycle before it writes anything more: an answer that arrives after the
 * office closed (the agent signed out and the database is being deleted) would open the
 * database again and leave that answer's records on the device.
 */
export async function runSyncCycle(
  db: OfficeDatabase,
  transport: SyncTransport,
  stopped?: AbortSignal,
): Promise<CycleOutcome> {
  // "Synced at" is when this cycle began: every change made on the device or the server before
  // that moment has been exchanged once it ends; changes made during it may not have been.
  const startedAt = new Date().toISOString();
  const pushed = await pushOutbox(db, transport, stopped);
  const pulled = await pullChanges(db, transport, stopped);
  stopped?.throwIfAborted();
  await db.meta.put({ key: 'lastSyncedAt', value: startedAt });
  return { pushed, pulled };
}

/** Every table of the device's copy: a step that may touch any record locks them all. */
export const ALL_TABLES = (db: OfficeDatabase) => [
  ...ENTITY_TABLE_NAMES.map((entity) => db[entity]),
  db.outbox,
  db.shadows,
  db.conflicts,
  db.meta,
  db.resetSeen,
];

export async function pushOutbox(
  db: OfficeDatabase,
  transport: SyncTransport,
  stopped?: AbortSignal,
): Promise<number> {
  const deviceId = await deviceIdOf(db);
  let pushed = 0;
  for (;;) {
    const batch = await nextBatch(db);
    if (batch.length === 0) return pushed;
    let results: SyncResult[];
    try {
      const response = await transport.push({
        deviceId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: batch.map(({ id, wireSeq, entity, op, recordId, baseVersion, base, changes }) => ({
          id,
          seq: wireSeq!,
          entity,
          op,
          recordId,
          baseVersion,
          base,
          changes,
        })),
      });
      results = response.results;
    } catch (error) {
      // A server that stopped part way (503) or found a gap (409) still says what it applied.
      const failure = classify(error);
      stopped?.throwIfAborted();
      if (failure.results.length > 0) await applyResults(db, batch, failure.results);
      throw failure;
    }
    stopped?.throwIfAborted();
    const settled = await applyResults(db, batch, results);
    pushed += results.length;
    // Stop when the server answered only part of the batch, or nothing it said moved the outbox.
    if (results.length < batch.length || settled === 0) return pushed;
  }
}

/**
 * The next mutations to send, numbered for the wire in the same transaction. Changes already
 * numbered go first and again, in their order. A new record and the changes leaning on it go
 * in one push, in queue order: the server applies them in that order and, should it refuse
 * the creation, refuses what leans on it too. A creation sent before whose answer was lost is
 * different: sent again, it is answered from what the server kept, and a change leaning on it
 * waits for that answer rather than reach a record the server may never have made. Changes
 * behind a refused creation are not sent at all.
 */
async function nextBatch(db: OfficeDatabase): Promise<OutboxEntry[]> {
  return db.transaction('rw', ALL_TABLES(db), async () => {
    const entries = await db.outbox.orderBy('seq').toArray();
    const { heldBy } = await refusalChains(db, entries);
    const firsts = new Set<number>();
    const seen = new Set<string>();
    for (const entry of entries) {
      if (!seen.has(entryKey(entry))) firsts.add(entry.seq);
      seen.add(entryKey(entry));
    }
    const pending = entries.filter((entry) => entry.state === 'pending' && !heldBy.has(entry.seq));
    const numbered = pending
      .filter((entry) => entry.wireSeq !== undefined)
      .sort((a, b) => a.wireSeq! - b.wireSeq!);
    const batch: OutboxEntry[] = [...numbered];
    const sizeOf = (entry: OutboxEntry) => JSON.stringify(entry).length;
    let bytes = numbered.reduce((total, entry) => total + sizeOf(entry), 0);
    const unanswered = new Set<string>();
    for (const entry of numbered)
      if (isCreation(entry, firsts.has(entry.seq))) unanswered.add(entryKey(entry));
    for (const entry of pending) {
      if (entry.wireSeq !== undefined) continue;
      if (batch.length >= PUSH_BATCH) break;
      const size = sizeOf(entry);
      if (batch.length > 0 && bytes + size > PUSH_BYTES) break;
      if (unanswered.size > 0) {
        const needs = [entryKey(entry), ...(hasParents(entry.entity) ? await parentKeys(db, entry) : [])];
        if (needs.some((key) => unanswered.has(key))) break;
      }
      batch.push(entry);
      bytes += size;
    }

    const stored = Number((await db.meta.get(SENT_SEQ))?.value ?? 0);
    let sent = Math.max(stored, ...entries.map((entry) => entry.wireSeq ?? 0));
    const fresh = batch.filter((entry) => entry.wireSeq === undefined);
    for (const entry of fresh) entry.wireSeq = ++sent;
    if (fresh.length > 0) await db.outbox.bulkPut(fresh);
    if (sent !== stored) await db.meta.put({ key: SENT_SEQ, value: sent });
    return batch;
  });
}

/**
 * Writes the server's answers. The server may answer a change twice (a retried batch is
 * answered with the stored result), so a change no longer waiting in the outbox is skipped.
 */
async function applyResults(
  db: OfficeDatabase,
  batch: OutboxEntry[],
  results: SyncResult[],
): Promise<number> {
  const sent = new Set(batch.map((entry) => entry.id));
  const answered = new Set(results.map((result) => result.id));
  return db.transaction('rw', ALL_TABLES(db), async () => {
    let settled = 0;
    const refused = new Set<string>();
    for (const result of results) {
      if (!sent.has(result.id)) continue;
      const entry = await db.outbox.where('id').equals(result.id).first();
      if (!entry || entry.state !== 'pending') continue;
      settled += 1;
      if (result.status === 'applied' || result.status === 'duplicate') {
        await settleApplied(db, entry, result, answered);
      } else if (result.status === 'conflict') {
        await settleConflict(db, entry, result);
      } else {
        await db.outbox.update(entry.seq, {
          state: 'rejected',
          message: result.message ?? 'The server refused this change.',
          fields: result.fields,
          heldBehind: result.parent,
          ...(hasParents(entry.entity) ? { parents: await parentsOf(db, entry) } : {}),
        });
        refused.add(entry.id);
      }
    }
    if (refused.size > 0) await holdBackChains(db, refused);
    return settled;
  });
}

/**
 * Refused changes that lean on a creation refused before them wait behind it like changes
 * never sent: the agent settles that record, and they go again after it under new numbers
 * (the server has answered these for good). The server says so by naming the record; a
 * refusal naming none means the same for a change the device knows leans on one (a push cut
 * off behind a creation sends its chain on its own, to a server that never made the record).
 * A named record that is no refused creation here holds nothing back: the change shows as
 * refused rather than wait for ever behind nothing.
 */
async function holdBackChains(db: OfficeDatabase, refused: Set<string>) {
  const { dependants } = await refusalChains(db);
  for (const chain of dependants.values()) {
    for (const entry of chain) {
      if (!refused.has(entry.id)) continue;
      await db.outbox.update(entry.seq, {
        state: 'pending',
        wireSeq: undefined,
        message: undefined,
        fields: undefined,
        parents: undefined,
      });
    }
  }
}

/** The record's copy on the device as `entry` would leave it. */
async function deviceCopy(db: OfficeDatabase, entry: OutboxEntry): Promise<Record<string, unknown>> {
  const shadow = await db.shadows.get([entry.entity, entry.recordId]);
  const local = await db[entry.entity].get(entry.recordId);
  return { ...(shadow?.record ?? {}), ...(local ?? {}), ...entry.changes };
}

/**
 * The parents of a refused change as the device knows them now, or as a copy kept earlier
 * knew them (a change made again after a conflict carries the copies its conflict kept).
 */
async function parentsOf(db: OfficeDatabase, entry: OutboxEntry) {
  return mergeCopies(await parentCopies(db, entry.entity, await deviceCopy(db, entry)), entry.parents);
}

/** The outbox entries of one record. */
export function queueOf(db: OfficeDatabase, record: { entity: SyncEntity; recordId: string }) {
  return db.outbox.where('[entity+recordId]').equals([record.entity, record.recordId]);
}

/** The changes of one record still in the outbox, in their order. */
export async function queuedFor(
  db: OfficeDatabase,
  record: { entity: SyncEntity; recordId: string },
): Promise<OutboxEntry[]> {
  return queueOf(db, record).sortBy('seq');
}

/** The device's copy without the edits still queued: each field as the first queued edit found it. */
function withoutQueued(record: Record<string, unknown>, queued: OutboxEntry[]): Record<string, unknown> {
  const copy = { ...record };
  const reverted = new Set<string>();
  for (const entry of queued) {
    if (entry.op !== 'upsert') continue;
    for (const field of Object.keys(entry.changes)) {
      if (reverted.has(field)) continue;
      reverted.add(field);
      if (field in entry.base) copy[field] = entry.base[field];
      else delete copy[field];
    }
  }
  return copy;
}

/**
 * The server's copy once `entry` was applied: the newest copy known (a pull may have brought
 * another device's fields meanwhile) with this change on top, unless that copy is newer than
 * the change and so already holds it, or whatever replaced it.
 */
function serverCopyAfter(
  entry: OutboxEntry,
  version: number | undefined,
  shadow: ShadowRecord | undefined,
  local: LocalRecord | undefined,
  queued: OutboxEntry[],
): LocalRecord {
  const known = shadow?.record;
  if (known) {
    if (version !== undefined && version <= known.version) return known;
    return { ...known, ...entry.changes, version: version ?? known.version };
  }
  const current = local ? withoutQueued(local, queued) : { ...entry.changes };
  const previous = typeof current.version === 'number' ? current.version : 0;
  return { ...current, id: entry.recordId, version: Math.max(previous, version ?? 0) } as LocalRecord;
}

/** The children a deletion removed with it (a scan of the shadows: only deletions have any). */
async function cascadedShadows(db: OfficeDatabase, mutationId: string): Promise<ShadowRecord[]> {
  return db.shadows.filter((shadow) => shadow.cascadeOf === mutationId).toArray();
}

/**
 * The server took the change. Later unsent changes of the record made over the version this
 * one was made over now stand on the version it produced (an edit and then a deletion from
 * this device must not conflict with each other). When nothing else waits for the record, the
 * device shows the server's copy with its own changes: never simply the device's old copy,
 * which would hide what other devices changed while these edits waited.
 */
async function settleApplied(
  db: OfficeDatabase,
  entry: OutboxEntry,
  result: SyncResult,
  answered: Set<string>,
) {
  await db.outbox.delete(entry.seq);
  const table = db[entry.entity];
  const queued = await queuedFor(db, entry);
  if (result.version !== undefined) {
    for (const other of queued) {
      if (other.state !== 'pending' || answered.has(other.id)) continue;
      if (other.baseVersion === entry.baseVersion)
        await db.outbox.update(other.seq, { baseVersion: result.version });
    }
  }
  const shadow = await db.shadows.get([entry.entity, entry.recordId]);
  const local = await table.get(entry.recordId);
  const server = entry.op === 'delete' ? null : serverCopyAfter(entry, result.version, shadow, local, queued);
  if (queued.length === 0 && shadow?.cascadeOf && !local) {
    // Removed here with its parent meanwhile: the copy waits with the parent's deletion.
    await db.shadows.put({ ...shadow, record: server });
  } else if (queued.length === 0) {
    if (server) await table.put(server);
    await db.shadows.delete([entry.entity, entry.recordId]);
  } else if (shadow || server) {
    await db.shadows.put({ ...shadow, entity: entry.entity, recordId: entry.recordId, record: server });
  }
  // Children removed with an applied deletion are gone on the server as well.
  if (entry.op === 'delete') {
    for (const child of await cascadedShadows(db, entry.id)) {
      await db.shadows.delete([child.entity, child.recordId]);
    }
  }
}

/**
 * The server kept another device's values (or the record was deleted there). Fields it
 * merged are the server's now; conflicting fields show the server's value until the agent
 * chooses, unless a later queued edit of the same field speaks for the agent already.
 */
async function settleConflict(db: OfficeDatabase, entry: OutboxEntry, result: SyncResult) {
  await db.conflicts.put(await conflictOf(db, entry, result));
  await db.outbox.delete(entry.seq);
  const table = db[entry.entity];
  const queued = await queuedFor(db, entry);
  const shadow = await db.shadows.get([entry.entity, entry.recordId]);
  const local = await table.get(entry.recordId);
  const theirs = Object.fromEntries((result.conflicts ?? []).map((item) => [item.field, item.theirs]));

  let server: LocalRecord | null | undefined;
  if (result.deleted) server = null;
  else if (entry.op === 'delete') server = shadow?.record ?? undefined;
  else {
    const known =
      shadow?.record ?? (local ? (withoutQueued(local, [entry, ...queued]) as LocalRecord) : undefined);
    if (known) {
      const merged = Object.fromEntries(
        Object.entries(entry.changes).filter(([field]) => !(field in theirs)),
      );
      server = { ...known, ...merged, ...theirs, version: known.version };
    }
  }

  if (queued.length === 0) {
    if (server) await table.put(server);
    else if (server === null && entry.op === 'upsert') await table.delete(entry.recordId);
    await db.shadows.delete([entry.entity, entry.recordId]);
  } else {
    if (server !== undefined) {
      await db.shadows.put({ ...shadow, entity: entry.entity, recordId: entry.recordId, record: server });
    }
    const spoken = new Set(queued.flatMap((other) => Object.keys(other.changes)));
    const shown = Object.fromEntries(Object.entries(theirs).filter(([field]) => !spoken.has(field)));
    if (local && Object.keys(shown).length > 0) await table.put({ ...local, ...shown });
  }
  // Children removed with a deletion the server did not take come back.
  if (entry.op === 'delete') {
    for (const child of await cascadedShadows(db, entry.id)) {
      if (child.record) await db[child.entity].put(child.record);
      await db.shadows.delete([child.entity, child.recordId]);
    }
  }
}

async function conflictOf(
  db: OfficeDatabase,
  entry: OutboxEntry,
  result: SyncResult,
): Promise<ConflictEntry> {
  const shadow = await db.shadows.get([entry.entity, entry.recordId]);
  const local = await db[entry.entity].get(entry.recordId);
  const kind = result.deleted ? 'deleted' : entry.op === 'delete' ? 'changedSinceDelete' : 'fields';
  // Deleted with its parent, perhaps: the parent's copy leaves the device with the next pull.
  const parents = kind === 'deleted' && hasParents(entry.entity) ? await parentsOf(db, entry) : undefined;
  return {
    id: entry.id,
    entity: entry.entity,
    recordId: entry.recordId,
    label: recordLabel(entry.entity, { ...(shadow?.record ?? {}), ...(local ?? {}), ...entry.changes }),
    record: { ...(shadow?.record ?? {}), ...(local ?? {}) },
    kind,
    conflicts: result.conflicts ?? [],
    changes: entry.changes,
    base: entry.base,
    version: result.version ?? null,
    message: result.message,
    createdAt: new Date().toISOString(),
    ...(parents && parents.length > 0 ? { parents } : {}),
  };
}

/**
 * The cursor as kept on the device. One kept as a number comes from before cursors were text;
 * sent as it is, the server answers it with a pull from 0.
 */
function storedCursor(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : START_CURSOR;
}

/**
 * Asks for a page; a rejection nobody awaits (the page before it could not be written, so the
 * pull stops there) is not reported as unhandled.
 */
function requestPage(transport: SyncTransport, cursor: string): Promise<SyncPullResponse> {
  const page = transport.pull(cursor, cursor === START_CURSOR ? FIRST_PULL_PAGE : PULL_PAGE);
  page.catch(() => undefined);
  return page;
}

/**
 * Pulls until the server has nothing more. When the server asks to start over (what the user
 * may see changed), the device keeps its records and its cursor while it pulls from 0, and
 * only once that pull is complete removes what it did not bring: a connection lost half way
 * leaves the full old copy, and the next cycle (or a reload) goes on where the pull stopped.
 *
 * The next page is asked for while the device writes the one in hand: the server's answer
 * depends on the cursor alone, and the device keeps a cursor only in the transaction that
 * writes its page's records. A first pull of a large office is dozens of pages, each about as
 * long to answer as to write, so the two overlap; a page that cannot be written ends the
 * pull there, and the page asked for after it is dropped unread.
 */
export async function pullChanges(
  db: OfficeDatabase,
  transport: SyncTransport,
  stopped?: AbortSignal,
): Promise<number> {
  const resumed = (await db.meta.get(RESET_CURSOR))?.value;
  let resetting = resumed !== undefined;
  const cursor = resetting ? storedCursor(resumed) : storedCursor((await db.meta.get('cursor'))?.value);
  let pulled = 0;
  const stored = (await db.meta.get(PULL_PROGRESS))?.value as PullProgress | undefined;
  let progress: PullProgress | undefined = cursor === START_CURSOR ? undefined : stored;
  let next = requestPage(transport, cursor);
  for (;;) {
    const page = await next;
    // Most of a long pull has a page on its way: one arriving after the office closed is dropped.
    stopped?.throwIfAborted();
    if (page.reset) {
      await db.transaction('rw', db.meta, db.resetSeen, async () => {
        await db.resetSeen.clear();
        await db.meta.put({ key: RESET_CURSOR, value: START_CURSOR });
      });
      resetting = true;
      next = requestPage(transport, START_CURSOR);
      continue;
    }
    if (page.hasMore) next = requestPage(transport, page.cursor);
    // A pull from 0 (a new device, a reset) tells how far it has got; a short pull says nothing.
    if (page.hasMore && (progress || page.total !== undefined || cursor === START_CURSOR || resetting))
      progress = {
        received: (progress?.received ?? 0) + page.changes.length,
        total: progress?.total ?? page.total ?? null,
      };
    await applyPage(db, page.changes, page.cursor, resetting, page.hasMore ? progress : undefined);
    pulled += page.changes.length;
    if (!page.hasMore) {
      stopped?.throwIfAborted();
      if (resetting) await finishReset(db, page.cursor);
      return pulled;
    }
  }
}

/** The records with changes in the outbox, read from its index alone (not the changes themselves). */
async function dirtyKeys(db: OfficeDatabase): Promise<Set<string>> {
  const keys = (await db.outbox.orderBy('[entity+recordId]').uniqueKeys()) as unknown as Array<
    [SyncEntity, string]
  >;
  return new Set(keys.map(([entity, recordId]) => recordKey(entity, recordId)));
}

/** The pull from 0 is complete: what it did not bring is no longer the user's to see. */
async function finishReset(db: OfficeDatabase, cursor: string) {
  await db.transaction('rw', ALL_TABLES(db), async () => {
    const dirty = await dirtyKeys(db);
    const seen = new Set((await db.resetSeen.toArray()).map((row) => recordKey(row.entity, row.recordId)));
    for (const entity of ENTITY_TABLE_NAMES) {
      await db[entity]
        .filter(
          (record) => !seen.has(recordKey(entity, record.id)) && !dirty.has(recordKey(entity, record.id)),
        )
        .delete();
    }
    await db.resetSeen.clear();
    await db.meta.put({ key: 'cursor', value: cursor });
    await db.meta.delete(RESET_CURSOR);
  });
}

function pulledRecord(change: SyncChange): LocalRecord | null {
  return change.record
    ? ({ ...change.record, id: change.recordId, version: change.version } as LocalRecord)
    : null;
}

/**
 * One page into the device's copy, in one transaction of a few bulk writes: a first pull
 * brings tens of thousands of records, and a write per record would cost more than the
 * server's answer.
 */
async function applyPage(
  db: OfficeDatabase,
  changes: SyncChange[],
  cursor: string,
  resetting: boolean,
  progress: PullProgress | undefined,
) {
  await db.transaction('rw', ALL_TABLES(db), async () => {
    const dirty = await dirtyKeys(db);
    const puts = new Map<SyncEntity, LocalRecord[]>();
    const deletes = new Map<SyncEntity, string[]>();
    const underneath: SyncChange[] = [];
    for (const change of changes) {
      if (dirty.has(recordKey(change.entity, change.recordId))) {
        underneath.push(change);
        continue;
      }
      const record = pulledRecord(change);
      if (change.deleted || !record) {
        if (!deletes.has(change.entity)) deletes.set(change.entity, []);
        deletes.get(change.entity)!.push(change.recordId);
      } else {
        if (!puts.has(change.entity)) puts.set(change.entity, []);
        puts.get(change.entity)!.push(record);
      }
    }
    if (resetting) {
      const seen = changes.filter((change) => change.record && !change.deleted);
      await db.resetSeen.bulkPut(seen.map(({ entity, recordId }) => ({ entity, recordId })));
    }
    if (underneath.length > 0) await keepUnderneath(db, underneath);
    for (const entity of ENTITY_TABLE_NAMES) {
      const records = puts.get(entity);
      if (records) await db[entity].bulkPut(records);
      const ids = deletes.get(entity);
      if (ids) await db[entity].bulkDelete(ids);
    }
    await db.meta.put({ key: resetting ? RESET_CURSOR : 'cursor', value: cursor });
    if (progress) await db.meta.put({ key: PULL_PROGRESS, value: progress });
    else await db.meta.delete(PULL_PROGRESS);
  });
}

/** Unsent edits stay on screen; the server's copy waits underneath for the outbox. */
async function keepUnderneath(db: OfficeDatabase, changes: SyncChange[]) {
  const stored = await db.shadows.bulkGet(changes.map(({ entity, recordId }) => [entity, recordId]));
  const kept = new Map<string, ShadowRecord>();
  changes.forEach((change, index) => {
    const key = recordKey(change.entity, change.recordId);
    const shadow = kept.get(key) ?? stored[index];
    if (shadow?.record && shadow.record.version > change.version) return;
    kept.set(key, {
      ...(shadow ?? {}),
      entity: change.entity,
      recordId: change.recordId,
      record: change.deleted ? null : pulledRecord(change),
    });
  });
  await db.shadows.bulkPut([...kept.values()]);
}
