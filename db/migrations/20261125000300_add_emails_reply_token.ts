import type { Knex } from 'knex';

/**
 * Every e-mail gets a random reply token. Mail the office sends carries it in its Reply-To
 * address (inbox+reply-<token>@...) and Message-ID, so an answer finds the message it answers,
 * and with it the agent who sent it, without trusting the sender's address. The default is
 * gen_random_uuid() without its dashes (122 random bits, lower-case hex, built into PostgreSQL
 * and PGlite alike), so rows written by any path have one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('emails', (t) => {
    t.text('reply_token').notNullable().defaultTo(knex.raw(`replace(gen_random_uuid()::text, '-', '')`));
    t.unique(['reply_token'], { indexName: 'emails_reply_token_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('emails', (t) => {
    t.dropUnique(['reply_token'], 'emails_reply_token_unique');
    t.dropColumn('reply_token');
  });
}
