import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/** post_count is a cached count of published posts, kept by whoever writes posts. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_categories', (t) => {
    const c = columns(knex, t, 'blog_categories');
    c.id();
    t.text('name').notNullable().unique();
    t.text('slug').notNullable().unique();
    t.text('description');
    t.text('color').notNullable().defaultTo('#3b82f6');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('post_count').notNullable().defaultTo(0);
    c.timestamps();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_categories');
}
