import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/**
 * Verified consultation payments. amount is minor units; status is the provider's order
 * status (COMPLETED unlocks the quote form); package_type is free, standard, premium or group.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_verifications', (t) => {
    const c = columns(knex, t, 'payment_verifications');
    c.id();
    t.text('paypal_order_id').notNullable().unique();
    t.text('paypal_capture_id');
    c.money('amount', { required: true });
    t.text('currency').notNullable();
    t.text('status').notNullable();
    t.text('package_type').notNullable();
    t.text('user_session');
    t.text('customer_email');
    t.text('paypal_payer_email');
    t.timestamp('verified_at', { useTz: true });
    t.timestamp('expires_at', { useTz: true });
    t.jsonb('metadata');
    c.timestamps();
    t.index(['user_session']);
    t.index(['customer_email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_verifications');
}
