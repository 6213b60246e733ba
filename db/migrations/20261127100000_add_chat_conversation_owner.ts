import type { Knex } from 'knex';

/**
 * Who may read a conversation: the browser session that started it (a random key kept in the
 * session, never shown) or the signed-in user who took part; anyone else is answered 404.
 * `handed_off_at` records when the visitor asked for a person, so a second request adds nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_conversations', (t) => {
    t.text('session_key');
    t.uuid('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('handed_off_at', { useTz: true });
    t.index(['session_key']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_conversations', (t) => {
    t.dropIndex(['user_id']);
    t.dropIndex(['session_key']);
    t.dropColumn('handed_off_at');
    t.dropColumn('user_id');
    t.dropColumn('session_key');
  });
}
