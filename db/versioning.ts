/**
 * Versions of synced rows. A row's `version`, what a device bases an
 * edit on, is the next value of the sequence `sync_version_seq`: unique and rising with every
 * write of the row, handed out without a lock, so writers of different agents never wait on
 * each other for it. The order devices pull changes in is not the version but the transaction
 * that wrote the row (`sync_txid`, stamped by a trigger on every insert and update; see
 * api/sync/pull.ts), which no writer has to take care of.
 */
import type { Knex } from 'knex';
import { SYNC_ENTITIES, type SyncEntity } from '@contract/sync.ts';
import { randomUUID } from 'node:crypto';
import { cascadeLinksOf, cascadeReach } from '@contract/syncParents.ts';
import type { TableInserts, TableRows, TableUpdates } from './schema/rows.ts';

/** The tables devices sync are the versioned ones: one list, the sync protocol's. */
export const SYNCABLE_TABLES = SYNC_ENTITIES;

export type SyncableTable = SyncEntity;

/** A synced entity's table as queries name it: `agent_quotes` → `agentQuotes`. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** The row of a synced entity's table, what it inserts and what an update may change. */
export type SyncedRow<Table extends SyncableTable> = TableRows[CamelCase<Table>];
export type SyncedInsert<Table extends SyncableTable> = TableInserts[CamelCase<Table>];
export type SyncedUpdate<Table extends SyncableTable> = TableUpdates[CamelCase<Table>];

/** The next version, as an expression the write itself evaluates (no round trip of its own). */
export const nextVersion = (trx: Knex.Transaction | Knex) => trx.raw("nextval('sync_version_seq')");

/** The id of the transaction `trx`, the position its writes take in the order devices pull them. */
export const currentTransaction = (trx: Knex.Transaction | Knex) =>
  trx.raw('pg_current_xact_id()::text::bigint');

/** Inserts a row of a syncable table with a fresh version; returns the stored row. */
export async function insertVersioned<Table extends SyncableTable>(
  trx: Knex.Transaction,
  table: Table,
  row: SyncedInsert<Table>,
): Promise<SyncedRow<Table>> {
  const [stored] = await trx(table)
    .insert({ ...row, version: nextVersion(trx) })
    .returning('*');
  return stored;
}

/** Updates a row of a syncable table, bumping its version and updated_at. */
export async function updateVersioned<Table extends SyncableTable>(
  trx: Knex.Transaction,
  table: Table,
  id: string,
  changes: SyncedUpdate<Table>,
): Promise<SyncedRow<Table> | undefined> {
  const [stored] = await trx(table)
    .where({ id })
    .update({ ...changes, version: nextVersion(trx), updatedAt: trx.fn.now() })
    .returning('*');
  return stored;
}

/**
 * Tombstones a row of a syncable table (deleted_at, so the deletion reaches devices) and,
 * children first, the live rows the contract deletes with it; devices remove their copies by
 * the same table. The whole cascade shares one deletion id, so restoring the row brings back
 * exactly what went with it (reviveWithChildren). The caller has checked that the actor may
 * delete the row.
 */
export async function tombstoneWithChildren(
  trx: Knex.Transaction,
  table: SyncableTable,
  id: string,
  deletionId: string = randomUUID(),
): Promise<void> {
  for (const { child, field } of cascadeLinksOf(table)) {
    const children = (await trx(child).whereNull('deletedAt').where(field, id).select('id')) as {
      id: string;
    }[];
    for (const row of children) await tombstoneWithChildren(trx, child, row.id, deletionId);
  }
  await updateVersioned(trx, table, id, { deletedAt: trx.fn.now(), ...deletionOf(table, deletionId) });
}

/** Only the tables a cascade reaches keep a deletion id. */
function deletionOf(table: SyncableTable, deletionId: string | null) {
  return cascadeReach('clients').includes(table) ? { deletionId } : {};
}

/**
 * Brings a tombstoned row back, under its own id, with the children its deletion took with it
 * (the same deletion id; for a tombstone older than deletion ids, the children deleted at the
 * same instant): every one gets a new version, so every device pulls them again. Children
 * deleted on their own stay deleted. The caller has checked that the actor may see the row.
 */
export async function reviveWithChildren(
  trx: Knex.Transaction,
  table: SyncableTable,
  id: string,
): Promise<void> {
  const cascaded = cascadeReach('clients').includes(table);
  const row = (await trx(table)
    .where({ id })
    .first(cascaded ? ['deletedAt', 'deletionId'] : ['deletedAt'])) as
    { deletedAt: unknown; deletionId?: string | null } | undefined;
  if (!row?.deletedAt) return;
  for (const { child, field } of cascadeLinksOf(table)) {
    const children = (await trx(child)
      .where(field, id)
      .modify((query) => {
        if (row.deletionId) query.where('deletionId', row.deletionId);
        // Compared in the database: a timestamp read into JavaScript loses its microseconds.
        else query.whereNull('deletionId').where('deletedAt', trx(table).where({ id }).select('deletedAt'));
      })
      .select('id')) as { id: string }[];
    for (const revived of children) await reviveWithChildren(trx, child, revived.id);
  }
  await updateVersioned(trx, table, id, { deletedAt: null, ...deletionOf(table, null) });
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
  await trx('users')
    .whereIn('id', userIds as string[] | Knex.QueryBuilder)
    .update({ syncScopeVersion: currentTransaction(trx) });
}
