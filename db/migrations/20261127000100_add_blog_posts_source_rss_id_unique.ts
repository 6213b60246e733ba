import type { Knex } from 'knex';

/**
 * A feed's item becomes one post, however often the feed is imported and even when two imports
 * run at once: the database refuses a second post with the same source_rss_id. Posts written
 * here have none, so the rule covers imported posts only. The plain index it replaces served
 * the same lookups.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE UNIQUE INDEX blog_posts_source_rss_id_unique
    ON blog_posts (source_rss_id) WHERE source_rss_id IS NOT NULL`);
  await knex.raw('DROP INDEX IF EXISTS blog_posts_source_rss_id_index');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX IF NOT EXISTS blog_posts_source_rss_id_index ON blog_posts (source_rss_id)');
  await knex.raw('DROP INDEX IF EXISTS blog_posts_source_rss_id_unique');
}
