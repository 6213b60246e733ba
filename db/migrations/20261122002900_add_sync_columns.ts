import type { Knex } from 'knex';

/** SYNCABLE_TABLES of db/versioning.ts as of this migration (frozen here: later changes need a new migration). */
const SYNCABLE = ['clients', 'itineraries', 'bookings', 'agent_quotes', 'proposals', 'trip_plans', 'emails'];

/**
 * Syncable rows carry the sync version of their last write (0 only before the first
 * versioned write) and a soft-delete instant, so deletions reach devices through pull.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of SYNCABLE) {
    await knex.schema.alterTable(table, (t) => {
      t.bigInteger('version').notNullable().defaultTo(0);
      t.timestamp('deleted_at', { useTz: true });
      t.index(['version']);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...SYNCABLE].reverse()) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(['version']);
      t.dropColumn('deleted_at');
      t.dropColumn('version');
    });
  }
}
