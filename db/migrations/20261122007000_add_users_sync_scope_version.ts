import type { Knex } from 'knex';

/**
 * The sync version at which what a user may see last changed for data that already existed
 * (a client assigned to or taken from an agent, a change of role). A device whose pull cursor
 * is older is told to reset and pull everything again, since rows it may now see carry older
 * versions than its cursor and rows it may no longer see will never send a tombstone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.bigInteger('sync_scope_version').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('sync_scope_version');
  });
}
