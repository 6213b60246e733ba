import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const LEAD_KINDS = ['quote', 'contact', 'consultation', 'chat'] as const;
const LEAD_STATUSES = ['new', 'responded', 'won', 'lost'] as const;

/** A quote form's budget as people read it: "7000-10000" is "$7,000 - $10,000". */
const BUDGET_LABEL = `case
  when budget_range ~ '^[0-9]+-[0-9]+$' then '$' || to_char(split_part(budget_range, '-', 1)::int, 'FM999,999,999')
    || ' - $' || to_char(split_part(budget_range, '-', 2)::int, 'FM999,999,999')
  when budget_range ~ '^[0-9]+[+]$' then '$' || to_char(rtrim(budget_range, '+')::int, 'FM999,999,999') || '+'
  else nullif(budget_range, '') end`;

/**
 * The office's work queue of website leads: one row per inquiry, whatever form it came from (a
 * quote request, a contact message, a paid consultation, a chat handed to a person), pointing at
 * the row that holds what the visitor sent. A quote request made after a paid consultation joins
 * the consultation's lead, so one inquiry is worked once. `status` says whether it still waits
 * for an answer ("new"), was answered, or ended won or lost; `assigned_agent_id` is who took it;
 * `client_id` the client it became. `lead_digests` remembers when each digest last went out.
 * Existing leads are copied in as new, so the queue starts with what already waits.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('leads', (t) => {
    const c = columns(knex, t, 'leads');
    c.id();
    c.oneOf('kind', LEAD_KINDS, { required: true });
    c.oneOf('status', LEAD_STATUSES, { required: true, defaultTo: 'new' });
    t.text('name').notNullable();
    t.text('email');
    t.text('phone');
    t.text('summary').notNullable().defaultTo('');
    t.uuid('travel_quote_id').unique().references('id').inTable('travel_quotes').onDelete('CASCADE');
    t.uuid('contact_message_id').unique().references('id').inTable('contact_messages').onDelete('CASCADE');
    t.uuid('chat_conversation_id')
      .unique()
      .references('id')
      .inTable('chat_conversations')
      .onDelete('CASCADE');
    t.uuid('payment_verification_id')
      .unique()
      .references('id')
      .inTable('payment_verifications')
      .onDelete('SET NULL');
    t.uuid('assigned_agent_id').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('assigned_at', { useTz: true });
    t.uuid('client_id').references('id').inTable('clients').onDelete('SET NULL');
    t.timestamp('responded_at', { useTz: true });
    t.timestamp('status_changed_at', { useTz: true });
    c.timestamps();
    t.index(['status', 'created_at']);
    t.index(['assigned_agent_id', 'status']);
  });
  await knex.raw('create index leads_email_lower_index on leads (lower(email))');

  await knex.raw(`
    insert into leads (kind, name, email, phone, summary, travel_quote_id, payment_verification_id, created_at, updated_at)
    select 'quote', coalesce(nullif(group_name, ''), first_name || ' ' || last_name), email, phone,
           concat_ws(' · ', nullif(number_of_travelers, '') || ' travelers', ${BUDGET_LABEL}),
           id, payment_verification_id, created_at, created_at
      from travel_quotes`);
  await knex.raw(`
    insert into leads (kind, name, email, summary, contact_message_id, created_at, updated_at)
    select 'contact', name, email, coalesce(nullif(subject, ''), left(message, 160)), id, created_at, created_at
      from contact_messages`);
  await knex.raw(`
    insert into leads (kind, name, email, summary, chat_conversation_id, created_at, updated_at)
    select 'chat', coalesce(user_name, 'Website visitor'), user_email, 'Asked the website assistant for a travel agent',
           id, handed_off_at, handed_off_at
      from chat_conversations where handed_off_at is not null`);
  await knex.raw(`
    insert into leads (kind, name, email, summary, payment_verification_id, created_at, updated_at)
    select 'consultation', coalesce(metadata->>'payerName', customer_email, 'Website visitor'), customer_email,
           'Paid consultation', id, coalesce(verified_at, created_at), coalesce(verified_at, created_at)
      from payment_verifications
     where not exists (select 1 from travel_quotes where travel_quotes.payment_verification_id = payment_verifications.id)`);

  await knex.schema.createTable('lead_digests', (t) => {
    t.text('kind').primary();
    t.timestamp('last_sent_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lead_digests');
  await knex.schema.dropTable('leads');
}
