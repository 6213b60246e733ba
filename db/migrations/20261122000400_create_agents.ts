import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/** The public profile of a user with the agent role (one per user). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agents', (t) => {
    const c = columns(knex, t, 'agents');
    c.id();
    t.uuid('user_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    t.text('title');
    c.textList('specializations');
    t.text('bio');
    t.text('profile_image');
    t.boolean('is_available').notNullable().defaultTo(true);
    c.timestamps();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('agents');
}
