/**
 * The sync version counter (ARCHITECTURE section 5). Every write to a syncable table takes the
 * next value of the single `sync_state` row under its row lock, inside the writer's
 * transaction, so version order is commit order and a pull cursor never skips a change.
 *
 * Lock order: the counter first, then rows. Every writer ends up holding the counter, so a
 * writer that locked a row before it could wait for the counter while the counter's holder
 * waits for that row. A writer that locks rows before its first versioned write (FOR UPDATE,
 * or reads it must trust until commit) calls lockSyncCounter() first.
 */
import type { Knex } from 'knex';
import { SYNC_ENTITIES, type SyncEntity } from '@contract/sync.ts';
import { cascadeLinksOf } from '@contract/syncParents.ts';

/** The tables devices sync are the versioned ones: one list, the sync protocol's. */
export const SYNCABLE_TABLES = SYNC_ENTITIES;

export type SyncableTable = SyncEntity;

/** Takes the counter's row lock without using a version; held until the transaction ends. */
export async function lockSyncCounter(trx: Knex.Transaction): Promise<void> {
  await trx('sync_state').where({ id: 1 }).forUpdate().first('id');
}

/** Must run inside a transaction: the row lock is held until it commits. */
export async function nextVersion(trx: Knex.Transaction): Promise<number> {
  const [row] = await trx('sync_state').where({ id: 1 }).increment('version', 1).returning('version');
  return Number((row as { version: number }).version);
}

/** Inserts a row of a syncable table with a fresh version; returns the stored row. */
export async function insertVersioned<T extends Record<string, unknown>>(
  trx: Knex.Transaction,
  table: SyncableTable,
  row: T,
): Promise<Record<string, unknown>> {
  const version = await nextVersion(trx);
  const [stored] = await trx(table)
    .insert({ ...row, version })
    .returning('*');
  return stored;
}

/** Updates a row of a syncable table, bumping its version and updated_at. */
export async function updateVersioned(
  trx: Knex.Transaction,
  table: SyncableTable,
  id: string,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const version = await nextVersion(trx);
  const [stored] = await trx(table)
    .where({ id })
    .update({ ...changes, version, updatedAt: trx.fn.now() })
    .returning('*');
  return stored;
}

/**
 * Tombstones a row of a syncable table (deleted_at, so the deletion reaches devices) and,
 * children first, the live rows the contract deletes with it; devices remove their copies by
 * the same table. The caller has checked that the actor may delete the row.
 */
export async function tombstoneWithChildren(
  trx: Knex.Transaction,
  table: SyncableTable,
  id: string,
): Promise<void> {
  for (const { child, field } of cascadeLinksOf(table)) {
    const children = (await trx(child).whereNull('deletedAt').where(field, id).select('id')) as {
      id: string;
    }[];
    for (const row of children) await tombstoneWithChildren(trx, child, row.id);
  }
  await updateVersioned(trx, table, id, { deletedAt: trx.fn.now() });
}

/**
 * Records that what these users may see changed for rows that already exist (an assignment
 * added or withdrawn, a role changed): their devices reset and pull everything again.
 */
export async function markSyncScopeChanged(
  trx: Knex.Transaction,
  userIds: readonly string[] | Knex.QueryBuilder,
): Promise<void> {
  if (Array.isArray(userIds) && userIds.length === 0) return;
  const version = await nextVersion(trx);
  await trx('users')
    .whereIn('id', userIds as string[] | Knex.QueryBuilder)
    .update({ syncScopeVersion: version });
}
