import type { Knex } from 'knex';

/**
 * Full-text search over the blog (title, excerpt, tags, content), case and accent insensitive
 * and ranked: a text search configuration that strips accents (unaccent) before English
 * stemming, a stored tsvector weighted title > excerpt and tags > content with a GIN index on
 * it to find the matches, and a small one of the title, excerpt and tags to rank them: a search
 * over ten thousand posts reads the index rather than every post's text, and ranking many
 * matches reads small vectors. HTML tags in the content are tokens the configuration does not
 * index. Also indexes for the listing's tag filter and default order, and one like per visitor
 * per post.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS unaccent');
  await knex.raw('CREATE TEXT SEARCH CONFIGURATION blog_search (COPY = english)');
  await knex.raw(
    'ALTER TEXT SEARCH CONFIGURATION blog_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem',
  );
  // array_to_string is only stable (it serves every array type); for text[] it cannot change.
  await knex.raw(`
    CREATE FUNCTION blog_tags_text(tags text[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$`);
  await knex.raw(`
    ALTER TABLE blog_posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('blog_search'::regconfig, coalesce(title, '')), 'A') ||
      setweight(to_tsvector('blog_search'::regconfig, coalesce(excerpt, '')), 'B') ||
      setweight(to_tsvector('blog_search'::regconfig, blog_tags_text(tags)), 'B') ||
      setweight(to_tsvector('blog_search'::regconfig, content), 'D')
    ) STORED`);
  await knex.raw(`
    ALTER TABLE blog_posts ADD COLUMN search_summary_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('blog_search'::regconfig, coalesce(title, '')), 'A') ||
      setweight(to_tsvector('blog_search'::regconfig, coalesce(excerpt, '')), 'B') ||
      setweight(to_tsvector('blog_search'::regconfig, blog_tags_text(tags)), 'B')
    ) STORED`);
  await knex.raw('CREATE INDEX blog_posts_search_vector_index ON blog_posts USING gin (search_vector)');
  // The listing's filter by tag and its default order (newest published first).
  await knex.raw('CREATE INDEX blog_posts_tags_index ON blog_posts USING gin (tags)');
  await knex.raw(`
    CREATE INDEX blog_posts_listing_index ON blog_posts ((coalesce(published_at, created_at)) DESC, id)
    WHERE status = 'published'`);
  // One like per visitor per post, kept by the database even when two arrive at once.
  await knex.raw(`
    CREATE UNIQUE INDEX blog_interactions_one_like_per_visitor
    ON blog_interactions (post_id, session_id) WHERE interaction_type = 'like'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS blog_interactions_one_like_per_visitor');
  await knex.raw('DROP INDEX IF EXISTS blog_posts_listing_index');
  await knex.raw('DROP INDEX IF EXISTS blog_posts_tags_index');
  await knex.raw('DROP INDEX IF EXISTS blog_posts_search_vector_index');
  await knex.raw('ALTER TABLE blog_posts DROP COLUMN IF EXISTS search_summary_vector');
  await knex.raw('ALTER TABLE blog_posts DROP COLUMN IF EXISTS search_vector');
  await knex.raw('DROP FUNCTION IF EXISTS blog_tags_text(text[])');
  await knex.raw('DROP TEXT SEARCH CONFIGURATION IF EXISTS blog_search');
}
