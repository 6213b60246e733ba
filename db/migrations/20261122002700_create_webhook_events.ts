import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/** Incoming provider webhooks, deduplicated by the provider's event id. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_events', (t) => {
    const c = columns(knex, t, 'webhook_events');
    c.id();
    t.text('event_id').notNullable().unique();
    t.text('source').notNullable();
    t.text('event_type').notNullable();
    t.jsonb('payload').notNullable();
    t.timestamp('processed_at', { useTz: true });
    c.timestamps();
    t.index(['source', 'event_type']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_events');
}
