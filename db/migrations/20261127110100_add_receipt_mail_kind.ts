import type { Knex } from 'knex';

const KINDS_BEFORE = ['office_email', 'proposal', 'password_reset', 'email_verification', 'lead'];
const KINDS = [...KINDS_BEFORE, 'receipt'];

const quoted = (kinds: string[]) => kinds.map((kind) => `'${kind}'`).join(', ');

/** The receipt a payer gets once their consultation payment is verified. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table outgoing_mail drop constraint outgoing_mail_kind_check');
  await knex.raw(
    `alter table outgoing_mail add constraint outgoing_mail_kind_check check (kind in (${quoted(KINDS)}))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('outgoing_mail').where({ kind: 'receipt' }).delete();
  await knex.raw('alter table outgoing_mail drop constraint outgoing_mail_kind_check');
  await knex.raw(
    `alter table outgoing_mail add constraint outgoing_mail_kind_check check (kind in (${quoted(KINDS_BEFORE)}))`,
  );
}
