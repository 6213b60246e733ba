import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/** `token` holds the SHA-256 hex digest of the emailed token, never the token itself. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_verification_tokens', (t) => {
    const c = columns(knex, t, 'email_verification_tokens');
    c.id();
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('token').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    c.timestamps();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_verification_tokens');
}
