import type { Knex } from 'knex';

/**
 * One subscription per mailbox, however the address was capitalised: Ann@Example.com and
 * ann@example.com are the same reader. (The API stores addresses lower-cased; this holds for
 * every writer.)
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create unique index newsletter_subscriptions_email_lower_unique on newsletter_subscriptions (lower(email))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index newsletter_subscriptions_email_lower_unique');
}
