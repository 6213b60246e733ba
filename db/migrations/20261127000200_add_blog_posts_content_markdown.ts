import type { Knex } from 'knex';

/**
 * The Markdown a post was written in, in the office. The stored HTML (content) stays what every
 * page shows; this is only the source an editor reopens. Imported and older posts have none, and
 * the editor starts from their HTML, which Markdown passes through.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (t) => {
    t.text('content_markdown');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (t) => {
    t.dropColumn('content_markdown');
  });
}
