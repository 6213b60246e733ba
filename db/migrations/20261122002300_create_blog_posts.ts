import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const POST_STATUSES = ['draft', 'published', 'archived'];

/**
 * The agency's name when this migration was written. A migration is frozen history, so the
 * default is a literal rather than a read of the brand module, which may change later.
 */
const AUTHOR_DEFAULT = 'Island Bridge Travel';

/**
 * Blog posts (HTML content). tags is text[]; reading_time is minutes; original_link and
 * source_rss_id identify posts imported from a feed. author defaults to the agency's name.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_posts', (t) => {
    const c = columns(knex, t, 'blog_posts');
    c.id();
    t.text('title').notNullable();
    t.text('slug').notNullable().unique();
    t.text('content').notNullable();
    t.text('excerpt');
    t.text('featured_image');
    t.text('author').notNullable().defaultTo(AUTHOR_DEFAULT);
    t.uuid('category_id').references('id').inTable('blog_categories').onDelete('SET NULL');
    c.oneOf('status', POST_STATUSES, { required: true, defaultTo: 'published' });
    t.timestamp('published_at', { useTz: true });
    t.text('original_link');
    t.text('source_rss_id');
    c.textList('tags');
    t.text('seo_title');
    t.text('seo_description');
    t.integer('reading_time');
    c.timestamps();
    t.index(['category_id']);
    t.index(['status', 'published_at']);
    t.index(['source_rss_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_posts');
}
