import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscriptions', (t) => {
    const c = columns(knex, t, 'newsletter_subscriptions');
    c.id();
    t.text('email').notNullable().unique();
    t.text('first_name');
    t.text('last_name');
    t.text('source').notNullable().defaultTo('website');
    t.text('flodesk_id');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('subscribed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    c.timestamps();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscriptions');
}
