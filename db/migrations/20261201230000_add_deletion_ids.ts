import type { Knex } from 'knex';

/** The tables a deletion cascades through as of this migration (frozen here). */
const CASCADED = ['clients', 'itineraries', 'bookings'];

/**
 * Each deletion that tombstones a record with its children stamps them all with one id, so
 * restoring the record brings back exactly the children that went with it, and never one that
 * was deleted on its own (even in the same transaction).
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of CASCADED) {
    await knex.schema.alterTable(table, (t) => {
      t.uuid('deletion_id').nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...CASCADED].reverse()) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('deletion_id');
    });
  }
}
