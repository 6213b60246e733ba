import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const KINDS = ['office_email', 'proposal', 'password_reset', 'email_verification'];
const STATUSES = ['queued', 'sending', 'delivered', 'failed'];

/**
 * Every message the server sends, written in the transaction of the record that causes it (an
 * e-mail sent, a proposal sent, a reset or verification link), so a message exists exactly when
 * its cause committed, and a crash between the commit and the send loses nothing. Workers claim
 * due rows (queued, or sending past its lease because the claiming process died), send them and
 * mark them delivered, or retry with a growing delay until they give up and mark them failed.
 * email_id, proposal_id, user_id and token_id say what the message belongs to, so a message that
 * finally fails can be reflected there (the e-mail row reads failed, the agent is told, the link
 * token is withdrawn).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outgoing_mail', (t) => {
    const c = columns(knex, t, 'outgoing_mail');
    c.id();
    c.oneOf('kind', KINDS, { required: true });
    c.oneOf('status', STATUSES, { required: true, defaultTo: 'queued' });
    t.text('to').notNullable();
    t.text('from');
    t.text('subject').notNullable();
    t.text('text').notNullable();
    t.text('html');
    t.text('reply_to');
    t.text('message_id');
    t.uuid('email_id').references('id').inTable('emails').onDelete('SET NULL');
    t.uuid('proposal_id').references('id').inTable('proposals').onDelete('SET NULL');
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
    // No foreign key: a newer link replaces its token, and the message of the old one stays.
    t.uuid('token_id');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('claimed_at', { useTz: true });
    t.text('claimed_by');
    t.timestamp('delivered_at', { useTz: true });
    t.timestamp('failed_at', { useTz: true });
    t.text('last_error');
    c.timestamps();
    t.index(['email_id']);
    t.index(['proposal_id']);
  });
  // Workers look only at unfinished rows: a small index however much history accumulates.
  await knex.raw(
    `create index outgoing_mail_due_index on outgoing_mail (next_attempt_at) where status in ('queued', 'sending')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outgoing_mail');
}
