import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/**
 * Checkouts this server started: only an order recorded here can be verified, at the amount and
 * in the currency written here (the catalogue's price when it was created), for the browser
 * session and user that started it. A verified payment points at its order and its user, so the
 * access follows the user to another device; a refund or reversal ends it (refunded_at). A quote
 * request made with access names the payment, so the agent sees the consultation is paid.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_orders', (t) => {
    const c = columns(knex, t, 'payment_orders');
    c.id();
    c.oneOf('provider', ['paypal', 'demo'], { required: true });
    t.text('provider_order_id').notNullable().unique();
    c.oneOf('package_type', ['standard', 'premium', 'group'], { required: true });
    t.jsonb('extras').notNullable().defaultTo('[]');
    c.money('amount', { required: true });
    t.text('currency').notNullable();
    // The provider's status as last seen; the demo provider keeps its whole state here.
    t.text('status').notNullable();
    t.text('session_key');
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
    // The demo checkout's payer (PayPal tells its own on the order).
    t.text('payer_email');
    c.timestamps();
    t.index(['session_key']);
    t.index(['user_id']);
  });
  await knex.schema.alterTable('payment_verifications', (t) => {
    t.uuid('payment_order_id').references('id').inTable('payment_orders').onDelete('SET NULL');
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('refunded_at', { useTz: true });
    t.index(['user_id']);
    t.index(['paypal_capture_id']);
  });
  await knex.schema.alterTable('travel_quotes', (t) => {
    t.uuid('payment_verification_id').references('id').inTable('payment_verifications').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('travel_quotes', (t) => {
    t.dropColumn('payment_verification_id');
  });
  await knex.schema.alterTable('payment_verifications', (t) => {
    t.dropIndex(['paypal_capture_id']);
    t.dropIndex(['user_id']);
    t.dropColumn('refunded_at');
    t.dropColumn('user_id');
    t.dropColumn('payment_order_id');
  });
  await knex.schema.dropTable('payment_orders');
}
