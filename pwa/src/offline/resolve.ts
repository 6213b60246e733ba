/**
 * What the agent decides about the changes the server could not take: conflicts (the record
 * changed or vanished elsewhere) and refusals (the server said no). Each decision is one Dexie
 * transaction, so the screen never shows half of it, and every change that should reach the
 * server goes through the outbox like any other edit.
 */
import type { SyncEntity } from '@contract/sync';
import { cascadeLinksOf } from '@contract/syncParents';
import { childLinks, entryKey, PARENT_FIELDS, recordKey, refusalChains } from './chains';
import { deleteRecord, restoreRecord, saveRecord, takeSeq } from './outbox';
import {
  officeDb,
  type ConflictEntry,
  type KeptCopy,
  type LocalRecord,
  type OfficeDatabase,
  type OutboxEntry,
} from './db';
import { ENTITY_NOUNS } from './labels';
import { ALL_TABLES, queuedFor, queueOf } from './syncCycle';
import { notifyLocalWrite } from './writeSignal';
import { writableOf } from './writable';

function tablesFor(db: OfficeDatabase, entity: SyncEntity) {
  return [
    ...new Set([db[entity], db.itineraries, db.bookings, db.outbox, db.meta, db.shadows, db.conflicts]),
  ];
}

/** Settles one field of a conflict; the conflict goes once no field is left. */
async function dropField(db: OfficeDatabase, conflictId: string, field: string) {
  const conflict = await db.conflicts.get(conflictId);
  if (!conflict) return;
  const left = conflict.conflicts.filter((item) => item.field !== field);
  if (left.length === 0) await db.conflicts.delete(conflictId);
  else await db.conflicts.update(conflictId, { conflicts: left });
}

async function unsentCount(db: OfficeDatabase, entity: SyncEntity, recordId: string) {
  return queueOf(db, { entity, recordId }).count();
}

/**
 * Keep mine: the device's value goes to the server again, over the server's current one. It is
 * queued even when the device shows it already (another edit of the record may have kept it on
 * screen), made over their value and the version the conflict was found at. A later unsent edit
 * of the same field was made over mine; it now goes over theirs, and its value is the one kept.
 */
export async function keepMine(conflict: ConflictEntry, field: string, db: OfficeDatabase = officeDb()) {
  const item = conflict.conflicts.find((candidate) => candidate.field === field);
  if (!item) return;
  await db.transaction('rw', tablesFor(db, conflict.entity), async () => {
    const record = await db[conflict.entity].get(conflict.recordId);
    if (!record) throw new Error('This record is no longer on this device.');
    const later = (await queuedFor(db, conflict)).filter((entry) => field in entry.changes);
    const first = later[0];
    if (first && first.state === 'pending' && first.wireSeq === undefined) {
      await db.outbox.update(first.seq, { base: { ...first.base, [field]: item.theirs } });
    }
    await saveRecord(
      conflict.entity,
      conflict.recordId,
      { [field]: later.length > 0 ? record[field] : item.mine },
      db,
      { force: true, base: { [field]: item.theirs }, baseVersion: conflict.version },
    );
    await dropField(db, conflict.id, field);
  });
}

/**
 * Keep theirs: the device shows the server's value, unless a later unsent edit of the field
 * speaks for the agent (that edit still goes, and meets their value on the server).
 */
export async function keepTheirs(conflict: ConflictEntry, field: string, db: OfficeDatabase = officeDb()) {
  const item = conflict.conflicts.find((candidate) => candidate.field === field);
  await db.transaction('rw', tablesFor(db, conflict.entity), async () => {
    if (item) {
      const queued = await queuedFor(db, conflict);
      if (!queued.some((entry) => field in entry.changes)) {
        const table = db[conflict.entity];
        const record = await table.get(conflict.recordId);
        if (record) await table.put({ ...record, [field]: item.theirs });
        const shadow = await db.shadows.get([conflict.entity, conflict.recordId]);
        if (shadow?.record)
          await db.shadows.put({ ...shadow, record: { ...shadow.record, [field]: item.theirs } });
      }
    }
    await dropField(db, conflict.id, field);
  });
}

/**
 * The record was deleted elsewhere. Accepting it removes the device's stale copy (unless more
 * edits wait for it) the way the next pull would.
 */
export async function acceptDeletion(conflict: ConflictEntry, db: OfficeDatabase = officeDb()) {
  await db.transaction('rw', tablesFor(db, conflict.entity), async () => {
    if ((await unsentCount(db, conflict.entity, conflict.recordId)) === 0)
      await db[conflict.entity].delete(conflict.recordId);
    await db.conflicts.delete(conflict.id);
  });
}

/**
 * Keeps a record deleted elsewhere by restoring it under its own id: the server brings it back
 * with what its deletion took (an itinerary's bookings, a client's itineraries), whichever
 * device synced first, and the edits that met the deletion go over it; `parents` (parent field
 * -> id) where the agent chose another parent. The device shows its last copy (kept on the
 * conflict, since the next pull removes the record itself) until the server's arrives. Should
 * the server refuse it, the refusal shows with the other refused changes. A restored e-mail
 * keeps the status the server has: keeping a draft deleted while it was being sent does not
 * send it; the agent sends it again.
 */
export async function recreateDeleted(
  conflict: ConflictEntry,
  db: OfficeDatabase = officeDb(),
  parents: Record<string, string> = {},
) {
  if (Object.keys(parents).length > 0 && cascadeLinksOf(conflict.entity).length === 0)
    return createUnder(conflict, db, parents);
  return db.transaction('rw', ALL_TABLES(db), async () => {
    const copy = await db[conflict.entity].get(conflict.recordId);
    const changes = { ...writableOf(conflict.entity, conflict.changes), ...parents };
    if (conflict.entity === 'emails') delete changes.status;
    const record = {
      ...(conflict.record ?? {}),
      ...(copy ?? {}),
      id: conflict.recordId,
      version: conflict.version ?? 0,
    } as LocalRecord;
    await restoreRecord(conflict.entity, record, changes, db, {
      base: conflict.base,
      baseVersion: conflict.version,
    });
    await db.conflicts.delete(conflict.id);
    return { ...record, ...changes };
  });
}

/**
 * A record with nothing under it, kept under another parent than the deleted one: made again
 * there under a new id (a booking never moves to another itinerary on the server), with the
 * parents' copies the conflict kept, should the server refuse it.
 */
async function createUnder(conflict: ConflictEntry, db: OfficeDatabase, parents: Record<string, string>) {
  return db.transaction('rw', ALL_TABLES(db), async () => {
    const table = db[conflict.entity];
    const copy = await table.get(conflict.recordId);
    const fields = {
      ...writableOf(conflict.entity, { ...(conflict.record ?? {}), ...(copy ?? {}), ...conflict.changes }),
      ...parents,
    };
    // A copy made again is a draft: keeping it never sends it a second time.
    if (conflict.entity === 'emails') fields.status = 'draft';
    const { record } = await saveRecord(conflict.entity, null, fields, db);
    if (conflict.parents) {
      const [entry] = await queuedFor(db, { entity: conflict.entity, recordId: record.id });
      if (entry) await db.outbox.update(entry.seq, { parents: conflict.parents });
    }
    if (copy && (await unsentCount(db, conflict.entity, conflict.recordId)) === 0)
      await table.delete(conflict.recordId);
    await db.conflicts.delete(conflict.id);
    return record;
  });
}

/** A parent field of a record naming a record this device no longer has (deleted elsewhere). */
export interface MissingParent {
  field: string;
  entity: SyncEntity;
  id: string;
  /** The device's last copy of it, from which it can be made again. */
  copy: KeptCopy | undefined;
}

/** The parents `fields` (of a record of `entity`) name that are not on this device. */
export async function missingParents(
  db: OfficeDatabase,
  entity: SyncEntity,
  fields: Record<string, unknown>,
  kept: KeptCopy[] = [],
): Promise<MissingParent[]> {
  const missing: MissingParent[] = [];
  for (const [field, parent] of PARENT_FIELDS[entity] ?? []) {
    const id = fields[field];
    if (typeof id !== 'string' || !id || (await db[parent].get(id))) continue;
    const copy = kept.find((candidate) => candidate.entity === parent && candidate.recordId === id);
    missing.push({ field, entity: parent, id, copy });
  }
  return missing;
}

/**
 * Restores, under their own ids, the parents of a record that are gone from the device
 * (deleted elsewhere), their own missing parents first, so the outbox sends every parent
 * before what hangs from it; the device shows the copies kept when the server could not take
 * the record until the server's arrive. A parent restored brings back what its deletion
 * took with it. Runs inside the caller's transaction.
 */
async function restoreParents(
  db: OfficeDatabase,
  entity: SyncEntity,
  fields: Record<string, unknown>,
  kept: KeptCopy[],
  restored = new Set<string>(),
): Promise<void> {
  for (const { entity: parent, id, copy } of await missingParents(db, entity, fields, kept)) {
    if (restored.has(recordKey(parent, id))) continue;
    if (!copy) {
      const noun = ENTITY_NOUNS[parent].replace(/^An? /, '');
      throw new Error(`No copy of its ${noun} is left on this device: choose another ${noun}.`);
    }
    await restoreParents(db, parent, copy.record, kept, restored);
    const version = typeof copy.record.version === 'number' ? copy.record.version : 0;
    await restoreRecord(parent, { ...copy.record, id, version }, {}, db, { baseVersion: null });
    restored.add(recordKey(parent, id));
  }
}

/**
 * Keep mine, for a record deleted elsewhere with its parent: the parent is restored (with what
 * went with it), then the record under it (one decision, one transaction).
 */
export async function recreateWithParents(conflict: ConflictEntry, db: OfficeDatabase = officeDb()) {
  return db.transaction('rw', ALL_TABLES(db), async () => {
    const copy = await db[conflict.entity].get(conflict.recordId);
    const fields = { ...(conflict.record ?? {}), ...(copy ?? {}), ...conflict.changes };
    await restoreParents(db, conflict.entity, fields, conflict.parents ?? []);
    return recreateDeleted(conflict, db);
  });
}

/**
 * The device deleted a record someone changed since: delete it over their change, that is over
 * the version the conflict was found at.
 */
export async function deleteAnyway(conflict: ConflictEntry, db: OfficeDatabase = officeDb()) {
  await db.transaction('rw', tablesFor(db, conflict.entity), async () => {
    await deleteRecord(
      conflict.entity,
      conflict.recordId,
      db,
      conflict.version === null ? {} : { baseVersion: conflict.version },
    );
    await db.conflicts.delete(conflict.id);
  });
}

/** Keep it: the record stays as the server has it (already restored on the device). */
export async function keepRecord(conflict: ConflictEntry, db: OfficeDatabase = officeDb()) {
  await db.conflicts.delete(conflict.id);
}

/** Fields of a refused entry that a later unsent edit of the same record changes again. */
async function fieldsChangedLater(db: OfficeDatabase, entry: OutboxEntry): Promise<Set<string>> {
  const later = await queueOf(db, entry)
    .filter((other) => other.seq > entry.seq)
    .toArray();
  return new Set(later.flatMap((other) => Object.keys(other.changes)));
}

/**
 * A refused creation retried: it goes again with the corrections, and the changes that waited
 * behind it follow in their order. None of them reached the server (held back, or refused with
 * it), so they take new places after it. Its own later edits no longer carry a base for the
 * fields it sends: nobody else can have changed a record the server is only now getting.
 */
async function retryCreation(
  db: OfficeDatabase,
  creation: OutboxEntry,
  corrected: Record<string, unknown>,
  chain: OutboxEntry[],
) {
  const changes = { ...creation.changes, ...corrected };
  const own = chain.filter((entry) => entryKey(entry) === entryKey(creation));
  const later = new Set(own.flatMap((entry) => Object.keys(entry.changes)));
  const table = db[creation.entity];
  const record = await table.get(creation.recordId);
  const shown = Object.fromEntries(Object.entries(corrected).filter(([field]) => !later.has(field)));
  if (record) await table.put({ ...record, ...shown });
  await db.outbox.delete(creation.seq);
  await db.outbox.add({
    seq: await takeSeq(db),
    id: crypto.randomUUID(),
    entity: creation.entity,
    op: 'upsert',
    recordId: creation.recordId,
    baseVersion: null,
    base: {},
    changes,
    createdAt: new Date().toISOString(),
    state: 'pending',
  });
  for (const dependant of chain) {
    await db.outbox.delete(dependant.seq);
    const { message: _message, fields: _fields, wireSeq: _wireSeq, heldBehind: _held, ...rest } = dependant;
    const base =
      entryKey(dependant) === entryKey(creation)
        ? Object.fromEntries(Object.entries(dependant.base).filter(([field]) => !(field in changes)))
        : dependant.base;
    await db.outbox.add({ ...rest, seq: await takeSeq(db), base, state: 'pending' });
  }
}

/**
 * Retry: queues the refused change again with the agent's corrections. Every field of the
 * refused change is sent, also the ones the device already shows, because the server never
 * took any of them; the record's fields are first put back to what the server had (the
 * entry's `base`) so the new mutation carries them all with the right base. A later unsent
 * edit of the same field is left to speak for itself.
 */
export async function retryRefused(
  entry: OutboxEntry,
  corrected: Record<string, unknown>,
  db: OfficeDatabase = officeDb(),
) {
  const requeued = await db.transaction('rw', ALL_TABLES(db), async () => {
    const current = await db.outbox.get(entry.seq);
    if (!current || current.state !== 'rejected') return false;
    const chain = (await refusalChains(db)).dependants.get(current.id);
    if (chain) {
      await retryCreation(db, current, corrected, chain);
      return true;
    }
    const later = await fieldsChangedLater(db, current);
    const wanted = { ...current.changes, ...corrected };
    const changes = Object.fromEntries(Object.entries(wanted).filter(([field]) => !later.has(field)));
    const table = db[current.entity];
    const record = await table.get(current.recordId);
    if (record) {
      const serverValues = Object.fromEntries(
        Object.keys(changes).map((field) => [field, current.base[field] ?? null]),
      );
      await table.put({ ...record, ...serverValues });
    }
    await db.outbox.delete(current.seq);
    if (Object.keys(changes).length > 0) await saveRecord(current.entity, current.recordId, changes, db);
    return false;
  });
  if (requeued) notifyLocalWrite(db.name);
}

/**
 * Retry, for a change refused because a record it was made under was deleted elsewhere: that
 * record is restored under its id (with what its deletion took), then the change (with the
 * agent's other corrections) goes again under it, followed by whatever waited behind it.
 */
export async function restoreParentsAndRetry(
  entry: OutboxEntry,
  corrected: Record<string, unknown> = {},
  db: OfficeDatabase = officeDb(),
) {
  await db.transaction('rw', ALL_TABLES(db), async () => {
    const current = await db.outbox.get(entry.seq);
    if (!current || current.state !== 'rejected') return;
    const local = await db[current.entity].get(current.recordId);
    const fields = { ...(local ?? {}), ...current.changes, ...corrected };
    await restoreParents(db, current.entity, fields, current.parents ?? []);
    await retryRefused(current, corrected, db);
  });
}

/** Records made on the device under removed ones, with nothing of their own waiting: they go too. */
async function removeChildren(db: OfficeDatabase, removed: Array<[SyncEntity, string]>) {
  const queue = [...removed];
  while (queue.length > 0) {
    const [entity, id] = queue.shift()!;
    for (const [child, field] of childLinks(entity)) {
      const records = await db[child].filter((record) => record[field] === id && !record.version).toArray();
      for (const record of records) {
        if ((await unsentCount(db, child, record.id)) > 0) continue;
        await db[child].delete(record.id);
        await db.shadows.delete([child, record.id]);
        queue.push([child, record.id]);
      }
    }
  }
}

/**
 * A refused creation discarded: the changes that waited behind it go with it, the record
 * leaves the device with what was made under it, and a record of the server's that one of
 * those changes touched shows the server's copy again.
 */
async function discardCreation(db: OfficeDatabase, creation: OutboxEntry, chain: OutboxEntry[]) {
  const entries = [creation, ...chain];
  for (const entry of entries) await db.outbox.delete(entry.seq);
  const touched = new Map(entries.map((entry) => [entryKey(entry), entry] as const));
  const removed: Array<[SyncEntity, string]> = [];
  for (const { entity, recordId } of touched.values()) {
    if ((await unsentCount(db, entity, recordId)) > 0) continue;
    const shadow = await db.shadows.get([entity, recordId]);
    if (shadow?.record) {
      await db[entity].put(shadow.record);
    } else {
      await db[entity].delete(recordId);
      removed.push([entity, recordId]);
    }
    if (shadow) await db.shadows.delete([entity, recordId]);
  }
  await removeChildren(db, removed);
}

/**
 * Discard: forgets the refused change and shows the server's copy again. With nothing else
 * queued for the record, its shadow (the server's copy) comes back, or the record goes when
 * the server never had it; with later edits queued, only this change's fields go back to the
 * values it replaced. Children removed with a refused deletion come back too. A refused
 * creation takes the changes waiting behind it along.
 */
export async function discardRefused(entry: OutboxEntry, db: OfficeDatabase = officeDb()) {
  await db.transaction('rw', ALL_TABLES(db), async () => {
    const current = await db.outbox.get(entry.seq);
    if (!current) return;
    const chain = (await refusalChains(db)).dependants.get(current.id);
    if (chain) {
      await discardCreation(db, current, chain);
      return;
    }
    await db.outbox.delete(current.seq);
    const table = db[current.entity];
    if ((await unsentCount(db, current.entity, current.recordId)) === 0) {
      const shadow = await db.shadows.get([current.entity, current.recordId]);
      if (shadow) {
        if (shadow.record) await table.put(shadow.record);
        else await table.delete(current.recordId);
        await db.shadows.delete([current.entity, current.recordId]);
      }
    } else if (current.op === 'upsert') {
      const record = await table.get(current.recordId);
      const later = await fieldsChangedLater(db, current);
      const restore = Object.fromEntries(Object.entries(current.base).filter(([field]) => !later.has(field)));
      if (record && Object.keys(restore).length > 0) await table.put({ ...record, ...restore });
    }
    const cascaded = await db.shadows.filter((shadow) => shadow.cascadeOf === current.id).toArray();
    for (const shadow of cascaded) {
      if (shadow.record) await db[shadow.entity].put(shadow.record);
      await db.shadows.delete([shadow.entity, shadow.recordId]);
    }
  });
}

/** The changes held back behind each refused creation (by its mutation id), for the drawer. */
export async function waitingBehind(db: OfficeDatabase): Promise<Map<string, OutboxEntry[]>> {
  const { dependants } = await refusalChains(db);
  return new Map(
    [...dependants].map(([id, entries]) => [id, entries.filter((entry) => entry.state === 'pending')]),
  );
}
