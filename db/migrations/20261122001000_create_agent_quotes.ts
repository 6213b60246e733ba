import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'];

/**
 * A priced quote an agent prepares for a client. `services` is a jsonb array of
 * {name, price (minor units), quantity}; subtotal, taxes (8%) and total_cost are minor units.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agent_quotes', (t) => {
    const c = columns(knex, t, 'agent_quotes');
    c.id();
    t.uuid('client_id').references('id').inTable('clients').onDelete('CASCADE');
    t.uuid('agent_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('title').notNullable();
    t.text('description');
    c.jsonList('services');
    c.money('subtotal', { required: true, defaultTo: 0 });
    c.money('taxes', { required: true, defaultTo: 0 });
    c.money('total_cost', { required: true, defaultTo: 0 });
    c.currency();
    t.date('valid_until');
    c.oneOf('status', QUOTE_STATUSES, { required: true, defaultTo: 'draft' });
    t.text('terms');
    t.text('notes');
    c.timestamps();
    t.index(['client_id']);
    t.index(['agent_id']);
    t.index(['status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('agent_quotes');
}
