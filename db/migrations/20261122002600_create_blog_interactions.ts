import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const INTERACTION_TYPES = ['view', 'like', 'share', 'comment'];

/** One row per recorded view, like, share or comment (metadata e.g. {platform}). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_interactions', (t) => {
    const c = columns(knex, t, 'blog_interactions');
    c.id();
    t.uuid('post_id').notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    t.text('session_id');
    t.text('user_email');
    c.oneOf('interaction_type', INTERACTION_TYPES, { required: true });
    t.jsonb('metadata');
    t.text('ip_address');
    t.text('user_agent');
    c.timestamps();
    t.index(['post_id', 'interaction_type']);
    t.index(['session_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_interactions');
}
