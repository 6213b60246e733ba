import type { Knex } from 'knex';

/** SYNCABLE_TABLES of db/versioning.ts as of this migration (frozen here: later changes need a new migration). */
const SYNCABLE = ['clients', 'itineraries', 'bookings', 'agent_quotes', 'proposals', 'trip_plans', 'emails'];

/**
 * Writers of synced rows no longer queue on one counter row.
 *
 * - A row's `version` (what a device bases an edit on) comes from the sequence
 *   `sync_version_seq`, which hands out values without a lock.
 * - Every write of a synced row stamps `sync_txid`, the id of the transaction that wrote it, by
 *   a trigger, so no code path can forget it. A pull walks rows by (sync_txid, version) up to
 *   the oldest transaction still running, so it never passes a change that could still commit
 *   behind it; the index on that pair makes an incremental pull read only what changed.
 * - `users.sync_scope_version` now holds the id of the transaction that changed what the user
 *   may see; the old counter values mean nothing beside transaction ids, so they start at 0.
 *   Devices holding a cursor of the old kind are sent back to a pull from 0 by the server.
 */
export async function up(knex: Knex): Promise<void> {
  const { version } = (await knex('sync_state').where({ id: 1 }).first('version')) as { version: string };
  await knex.raw(`create sequence sync_version_seq start with ${Number(version) + 1}`);
  await knex.raw(`
    create function sync_stamp_txid() returns trigger language plpgsql as $$
    begin
      new.sync_txid := pg_current_xact_id()::text::bigint;
      return new;
    end $$`);
  for (const table of SYNCABLE) {
    await knex.schema.alterTable(table, (t) => {
      t.bigInteger('sync_txid').notNullable().defaultTo(0);
      t.dropIndex(['version']);
      t.index(['sync_txid', 'version']);
    });
    await knex.raw(
      `create trigger ${table}_sync_txid before insert or update on ${table} for each row execute function sync_stamp_txid()`,
    );
  }
  await knex<Record<string, unknown>>('users').update({ sync_scope_version: 0 });
  await knex.schema.dropTable('sync_state');
}

export async function down(knex: Knex): Promise<void> {
  const { last } = (await knex.raw('select last_value as last from sync_version_seq')).rows[0] as {
    last: string;
  };
  await knex.schema.createTable('sync_state', (t) => {
    t.smallint('id').primary();
    t.bigInteger('version').notNullable().defaultTo(0);
    t.check('?? = 1', ['id'], 'sync_state_single_row_check');
    t.check('?? >= 0', ['version'], 'sync_state_version_check');
  });
  await knex('sync_state').insert({ id: 1, version: Number(last) });
  for (const table of [...SYNCABLE].reverse()) {
    await knex.raw(`drop trigger ${table}_sync_txid on ${table}`);
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(['sync_txid', 'version']);
      t.dropColumn('sync_txid');
      t.index(['version']);
    });
  }
  await knex.raw('drop function sync_stamp_txid()');
  await knex.raw('drop sequence sync_version_seq');
  await knex<Record<string, unknown>>('users').update({ sync_scope_version: 0 });
}
