import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/**
 * The last good copy of each park's live data (ThemeParks.wiki), shared by every API process
 * and kept across restarts: one row per park, written only when the upstream answered well.
 * A process refreshes a park only after claiming it: one statement sets refreshing_until (a
 * lease) if the copy is stale, no claim is held and no retry is being waited out, so two
 * processes never refresh the same park at once, and a process that dies mid-refresh frees the
 * park when its lease runs out. After a failure, retry_after holds every process back, so a
 * failing upstream is asked once in a while, not once per visitor.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('theme_park_snapshots', (t) => {
    const c = columns(knex, t, 'theme_park_snapshots');
    t.text('park_id').primary();
    // Null until the upstream has answered well once.
    t.jsonb('snapshot');
    t.timestamp('fetched_at', { useTz: true });
    t.timestamp('refreshing_until', { useTz: true });
    // Who holds the claim: the holder writes its result only while the claim is still its own.
    t.text('claim_token');
    t.timestamp('retry_after', { useTz: true });
    // Failed refreshes since the last good one: how long to hold back, and what to log.
    t.integer('failures').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('last_error_at', { useTz: true });
    c.timestamps();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('theme_park_snapshots');
}
