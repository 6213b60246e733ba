import type { Knex } from 'knex';

/**
 * One share per visitor per post, like likes: a share repeated by one visitor is answered with
 * the figures unchanged. Repeats recorded before are folded into the first (the counters in
 * blog_stats keep what they showed).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DELETE FROM blog_interactions later
    USING blog_interactions earlier
    WHERE later.interaction_type = 'share' AND earlier.interaction_type = 'share'
      AND later.post_id = earlier.post_id AND later.session_id = earlier.session_id
      AND (later.created_at, later.id) > (earlier.created_at, earlier.id)`);
  await knex.raw(`
    CREATE UNIQUE INDEX blog_interactions_one_share_per_visitor
    ON blog_interactions (post_id, session_id) WHERE interaction_type = 'share'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS blog_interactions_one_share_per_visitor');
}
