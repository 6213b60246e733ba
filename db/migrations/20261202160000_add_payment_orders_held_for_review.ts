import type { Knex } from 'knex';

/**
 * The demo checkout's second payer: one whose payment the provider holds for review, as PayPal
 * does with a capture it answers PENDING. Its capture stays PENDING until the review is
 * cleared on the demo checkout page (PayPal keeps its own orders' state and never reads this).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_orders', (t) => {
    t.boolean('held_for_review').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_orders', (t) => {
    t.dropColumn('held_for_review');
  });
}
