import type { Knex } from 'knex';

/**
 * The offline protocol's bookkeeping: the single version counter
 * row (id = 1, incremented under its row lock by db/versioning.ts) and the devices that push,
 * each belonging to one user, with the last mutation sequence number applied.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sync_state', (t) => {
    t.smallint('id').primary();
    t.bigInteger('version').notNullable().defaultTo(0);
    t.check('?? = 1', ['id'], 'sync_state_single_row_check');
    t.check('?? >= 0', ['version'], 'sync_state_version_check');
  });
  await knex('sync_state').insert({ id: 1, version: 0 });

  await knex.schema.createTable('sync_devices', (t) => {
    t.uuid('device_id').primary();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('last_seq').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sync_devices');
  await knex.schema.dropTable('sync_state');
}
