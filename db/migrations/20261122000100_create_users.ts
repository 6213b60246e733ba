import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

const USER_ROLES = ['client', 'agent', 'admin'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    const c = columns(knex, t, 'users');
    c.id();
    // Stored lower-cased by the API; unique as stored.
    t.text('email').notNullable().unique();
    // Null for accounts that only sign in through a social or external provider.
    t.text('password_hash');
    c.oneOf('role', USER_ROLES, { required: true, defaultTo: 'client' });
    t.text('first_name');
    t.text('last_name');
    t.text('phone');
    t.text('profile_image_url');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.text('auth_method').notNullable().defaultTo('custom');
    t.timestamp('last_login', { useTz: true });
    // External member-login event.
    t.text('wix_member_id').unique();
    t.timestamp('wix_last_login_at', { useTz: true });
    t.jsonb('wix_profile');
    c.timestamps();
    t.index(['role']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
