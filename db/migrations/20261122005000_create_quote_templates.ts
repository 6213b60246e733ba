import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/**
 * Quote templates shared by every agent (the quote dialog's Templates tab). `services` is a
 * jsonb array of {name, price (minor units), quantity}, as on agent_quotes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('quote_templates', (t) => {
    const c = columns(knex, t, 'quote_templates');
    c.id();
    t.text('name').notNullable();
    t.text('title').notNullable();
    c.jsonList('services');
    t.text('terms');
    t.uuid('created_by').references('id').inTable('users').onDelete('SET NULL');
    c.timestamps();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('quote_templates');
}
