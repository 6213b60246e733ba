import type { Knex } from 'knex';

const KINDS_BEFORE = ['office_email', 'proposal', 'password_reset', 'email_verification'];
const KINDS = [...KINDS_BEFORE, 'lead'];

const quoted = (kinds: string[]) => kinds.map((kind) => `'${kind}'`).join(', ');

/**
 * Website leads (quote requests, contact messages, newsletter signups) are e-mailed to the
 * agency inbox through the outgoing mail queue, as the "lead" kind of message.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table outgoing_mail drop constraint outgoing_mail_kind_check');
  await knex.raw(
    `alter table outgoing_mail add constraint outgoing_mail_kind_check check (kind in (${quoted(KINDS)}))`,
  );
}

/** Lead messages cannot exist under the older rule: they go with it. */
export async function down(knex: Knex): Promise<void> {
  await knex('outgoing_mail').where({ kind: 'lead' }).delete();
  await knex.raw('alter table outgoing_mail drop constraint outgoing_mail_kind_check');
  await knex.raw(
    `alter table outgoing_mail add constraint outgoing_mail_kind_check check (kind in (${quoted(KINDS_BEFORE)}))`,
  );
}
