import type { Knex } from 'knex';

/**
 * When the owner of the address proved it is theirs (a link from our e-mail, or a provider that
 * verified it). Null means anyone could have typed the address at registration: such an
 * account gets no agency data matched by e-mail, and a verified sign-in through a provider
 * takes it over. Accounts that came from a provider or the member site were verified there.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true });
  });
  // Untyped: a migration writes the schema of its day, not today's row types.
  await knex<Record<string, unknown>>('users')
    .whereNot('auth_method', 'custom')
    .update({ email_verified_at: knex.ref('created_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
  });
}
