import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const EMAIL_STATUSES = ['draft', 'sent', 'delivered', 'read', 'failed'];
const EMAIL_PRIORITIES = ['low', 'normal', 'high'];
const EMAIL_TEMPLATES = ['welcome', 'quote_follow_up', 'booking_confirmation', 'itinerary_share', 'custom'];

/**
 * The Email Center's messages, owned by an agent (users.id). Columns keep the wire's names,
 * so `from` and `to` are reserved words: quote them in raw SQL. attachments is a jsonb array
 * of {id, name, type, size}. Folders are derived: drafts = status draft; sent = from the
 * owner and not draft; inbox = addressed to the owner; starred = is_starred.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('emails', (t) => {
    const c = columns(knex, t, 'emails');
    c.id();
    t.text('from').notNullable();
    t.text('to').notNullable();
    t.text('cc');
    t.text('bcc');
    t.text('subject').notNullable();
    t.text('body').notNullable();
    c.oneOf('priority', EMAIL_PRIORITIES, { required: true, defaultTo: 'normal' });
    c.oneOf('status', EMAIL_STATUSES, { required: true, defaultTo: 'draft' });
    t.boolean('is_starred').notNullable().defaultTo(false);
    t.boolean('is_read').notNullable().defaultTo(false);
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('read_at', { useTz: true });
    c.jsonList('attachments');
    t.uuid('client_id').references('id').inTable('clients').onDelete('SET NULL');
    t.uuid('related_quote_id').references('id').inTable('agent_quotes').onDelete('SET NULL');
    t.uuid('related_itinerary_id').references('id').inTable('itineraries').onDelete('SET NULL');
    t.uuid('agent_id').references('id').inTable('users').onDelete('SET NULL');
    c.oneOf('template', EMAIL_TEMPLATES);
    t.timestamp('schedule_for', { useTz: true });
    c.timestamps();
    t.index(['agent_id']);
    t.index(['client_id']);
    t.index(['status']);
    t.index(['related_quote_id']);
    t.index(['related_itinerary_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('emails');
}
