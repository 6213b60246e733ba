import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (t) => {
    const c = columns(knex, t, 'contact_messages');
    c.id();
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('subject');
    t.text('message').notNullable();
    // Free text on the contact form (unlike the quote form's fixed ranges).
    t.text('budget_range');
    c.timestamps();
    t.index(['email']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
}
