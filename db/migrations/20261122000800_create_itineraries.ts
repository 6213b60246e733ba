import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const ITINERARY_STATUSES = ['draft', 'confirmed', 'completed', 'cancelled'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('itineraries', (t) => {
    const c = columns(knex, t, 'itineraries');
    c.id();
    t.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('CASCADE');
    t.text('title').notNullable();
    t.text('description');
    t.date('start_date');
    t.date('end_date');
    c.money('total_cost');
    c.currency();
    c.oneOf('status', ITINERARY_STATUSES, { required: true, defaultTo: 'draft' });
    t.text('agent_notes');
    c.timestamps();
    t.index(['client_id']);
    t.index(['status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('itineraries');
}
