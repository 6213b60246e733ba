import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const CHAT_ROLES = ['user', 'assistant'];

/** The assistant widget's conversations and their messages (deleted with the conversation). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chat_conversations', (t) => {
    const c = columns(knex, t, 'chat_conversations');
    c.id();
    t.text('title');
    t.text('user_email');
    t.text('user_name');
    t.text('status').notNullable().defaultTo('active');
    c.timestamps();
    t.index(['user_email']);
  });
  await knex.schema.createTable('chat_messages', (t) => {
    const c = columns(knex, t, 'chat_messages');
    c.id();
    t.uuid('conversation_id')
      .notNullable()
      .references('id')
      .inTable('chat_conversations')
      .onDelete('CASCADE');
    c.oneOf('role', CHAT_ROLES, { required: true });
    t.text('content').notNullable();
    t.jsonb('metadata');
    c.timestamps();
    t.index(['conversation_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('chat_messages');
  await knex.schema.dropTable('chat_conversations');
}
