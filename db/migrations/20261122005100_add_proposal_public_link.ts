import type { Knex } from 'knex';

/**
 * Sending a proposal gives it a random public token (the client's /p/<token> link, no
 * sign-in) and the instants the client was sent it, first viewed it and answered it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposals', (t) => {
    t.text('public_token').unique();
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('viewed_at', { useTz: true });
    t.timestamp('responded_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposals', (t) => {
    t.dropColumn('responded_at');
    t.dropColumn('viewed_at');
    t.dropColumn('sent_at');
    t.dropUnique(['public_token']);
    t.dropColumn('public_token');
  });
}
