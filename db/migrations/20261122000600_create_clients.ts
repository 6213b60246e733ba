import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/**
 * A client record kept by the agency. `user_id` links the client's own login (by email at
 * registration) and is cleared when that user is removed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('clients', (t) => {
    const c = columns(knex, t, 'clients');
    c.id();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.text('phone');
    t.text('address');
    t.text('notes');
    t.uuid('user_id').unique().references('id').inTable('users').onDelete('SET NULL');
    c.timestamps();
    t.index(['email']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('clients');
}
