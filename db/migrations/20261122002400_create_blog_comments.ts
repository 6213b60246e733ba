import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const COMMENT_STATUSES = ['pending', 'approved', 'rejected', 'spam'];

/** Comments and replies (parent_id); a reply goes with its parent, both with the post. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_comments', (t) => {
    const c = columns(knex, t, 'blog_comments');
    c.id();
    t.uuid('post_id').notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    t.uuid('parent_id').references('id').inTable('blog_comments').onDelete('CASCADE');
    t.text('author_name').notNullable();
    t.text('author_email').notNullable();
    t.text('author_website');
    t.text('content').notNullable();
    c.oneOf('status', COMMENT_STATUSES, { required: true, defaultTo: 'pending' });
    t.text('ip_address');
    t.text('user_agent');
    t.boolean('is_reply').notNullable().defaultTo(false);
    t.integer('reply_count').notNullable().defaultTo(0);
    c.timestamps();
    t.index(['post_id', 'status']);
    t.index(['parent_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_comments');
}
