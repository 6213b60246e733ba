import type { Knex } from 'knex';

/**
 * The answer the server gave to each mutation a device pushed, by the device's sequence
 * number. A device whose response was lost sends the same mutations again; replaying the
 * stored answer lets it still hear about a conflict or a refusal instead of a bare
 * "duplicate". Only each device's latest answers are kept (api/sync/push.ts prunes them).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sync_results', (t) => {
    t.uuid('device_id').notNullable().references('device_id').inTable('sync_devices').onDelete('CASCADE');
    t.bigInteger('seq').notNullable();
    t.jsonb('result').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['device_id', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sync_results');
}
