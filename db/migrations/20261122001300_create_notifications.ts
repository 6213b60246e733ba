import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/** In-app notifications for an agent (users.id); entity_type/entity_id point at the subject row. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    const c = columns(knex, t, 'notifications');
    c.id();
    t.uuid('agent_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('type').notNullable();
    t.text('title').notNullable();
    t.text('message').notNullable();
    t.text('entity_type');
    t.uuid('entity_id');
    t.boolean('is_read').notNullable().defaultTo(false);
    t.text('priority').notNullable().defaultTo('normal');
    c.timestamps();
    t.index(['agent_id', 'is_read']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
}
