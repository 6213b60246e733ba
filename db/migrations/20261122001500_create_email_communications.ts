import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/** A log of messages sent to clients through a mail or newsletter provider. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_communications', (t) => {
    const c = columns(knex, t, 'email_communications');
    c.id();
    t.uuid('client_id').references('id').inTable('clients').onDelete('SET NULL');
    t.uuid('itinerary_id').references('id').inTable('itineraries').onDelete('SET NULL');
    t.uuid('agent_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('subject');
    t.text('content');
    t.text('email_type');
    t.text('sent_via').notNullable().defaultTo('flodesk');
    t.text('external_id');
    t.text('status').notNullable().defaultTo('sent');
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    c.timestamps();
    t.index(['client_id']);
    t.index(['itinerary_id']);
    t.index(['agent_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_communications');
}
