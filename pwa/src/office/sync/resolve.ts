/**
 * What the agent decides about the changes the server could not take: conflicts (the record
 * changed or vanished elsewhere) and refusals (the server said no). Each decision is one Dexie
 * transaction, so the screen never shows half of it, and every change that should reach the
 * server goes through the outbox like any other edit.
 */
import type { SyncEntity } from '@contract/sync';
import { deleteRecord, saveRecord } from '@pwa/offline/outbox';
import { officeDb, type ConflictEntry, type OfficeDatabase, type OutboxEntry } from '@pwa/offline/db';
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
  return db.outbox.where('[entity+recordId]').equals([entity, recordId]).count();
}

/** Keep mine: the device's value goes to the server again, this time over the server's current one. */
export async function keepMine(conflict: ConflictEntry, field: string, db: OfficeDatabase = officeDb()) {
  const item = conflict.conflicts.find((candidate) => candidate.field === field);
  if (!item) return;
  await db.transaction('rw', tablesFor(db, conflict.entity), async () => {
    if (!(await db[conflict.entity].get(conflict.recordId)))
      throw new Error('This record is no longer on this device.');
    await saveRecord(conflict.entity, conflict.recordId, { [field]: item.mine }, db);
    await dropField(db, conflict.id, field);
  });
}

/** Keep theirs: the device already shows the server's value, so only the question goes. */
export async function keepTheirs(conflict: ConflictEntry, field: string, db: OfficeDatabase = officeDb()) {
  await db.transaction('rw', db.conflicts, () => dropField(db, conflict.id, field));
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
 * Keeps a record deleted elsewhere by creating it again under a new id: the writable fields of
 * the device's last copy (kept on the conflict, since the next pull removes the record itself)
 * with the edits that met the deletion on top. Should the server still refuse it, the refusal
 * shows with the other refused changes, where the values can be completed. A re-created e-mail is a
 * draft, so keeping it never sends it a second time.
 */
export async function recreateDeleted(conflict: ConflictEntry, db: OfficeDatabase = officeDb()) {
  return db.transaction('rw', tablesFor(db, conflict.entity), async () => {
    const table = db[conflict.entity];
    const copy = await table.get(conflict.recordId);
    const fields = writableOf(conflict.entity, {
      ...(conflict.record ?? {}),
      ...(copy ?? {}),
      ...conflict.changes,
    });
    if (conflict.entity === 'emails') fields.status = 'draft';
    const { record } = await saveRecord(conflict.entity, null, fields, db);
    if (copy && (await unsentCount(db, conflict.entity, conflict.recordId)) === 0)
      await table.delete(conflict.recordId);
    await db.conflicts.delete(conflict.id);
    return record;
  });
}

/** The device deleted a record someone changed since: delete it over their change. */
export async function deleteAnyway(conflict: ConflictEntry, db: OfficeDatabase = officeDb()) {
  await db.transaction('rw', tablesFor(db, conflict.entity), async () => {
    await deleteRecord(conflict.entity, conflict.recordId, db);
    await db.conflicts.delete(conflict.id);
  });
}

/** Keep it: the record stays as the server has it (already restored on the device). */
export async function keepRecord(conflict: ConflictEntry, db: OfficeDatabase = officeDb()) {
  await db.conflicts.delete(conflict.id);
}

/** Fields of a refused entry that a later unsent edit of the same record changes again. */
async function fieldsChangedLater(db: OfficeDatabase, entry: OutboxEntry): Promise<Set<string>> {
  const later = await db.outbox
    .where('[entity+recordId]')
    .equals([entry.entity, entry.recordId])
    .filter((other) => other.seq > entry.seq)
    .toArray();
  return new Set(later.flatMap((other) => Object.keys(other.changes)));
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
  await db.transaction('rw', tablesFor(db, entry.entity), async () => {
    const current = await db.outbox.get(entry.seq);
    if (!current || current.state !== 'rejected') return;
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
  });
}

/**
 * Discard: forgets the refused change and shows the server's copy again. With nothing else
 * queued for the record, its shadow (the server's copy) comes back, or the record goes when
 * the server never had it; with later edits queued, only this change's fields go back to the
 * values it replaced. Children removed with a refused deletion come back too.
 */
export async function discardRefused(entry: OutboxEntry, db: OfficeDatabase = officeDb()) {
  await db.transaction('rw', tablesFor(db, entry.entity), async () => {
    const current = await db.outbox.get(entry.seq);
    if (!current) return;
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
