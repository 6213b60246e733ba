import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/** One counter row per post; share_breakdown is a jsonb object {platform: count}. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_stats', (t) => {
    const c = columns(knex, t, 'blog_stats');
    c.id();
    t.uuid('post_id').notNullable().unique().references('id').inTable('blog_posts').onDelete('CASCADE');
    t.integer('views').notNullable().defaultTo(0);
    t.integer('likes').notNullable().defaultTo(0);
    t.integer('shares').notNullable().defaultTo(0);
    t.integer('comments').notNullable().defaultTo(0);
    t.double('average_rating').notNullable().defaultTo(0);
    t.integer('total_ratings').notNullable().defaultTo(0);
    t.integer('unique_visitors').notNullable().defaultTo(0);
    t.jsonb('share_breakdown').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    t.timestamp('last_viewed', { useTz: true });
    c.timestamps();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_stats');
}
