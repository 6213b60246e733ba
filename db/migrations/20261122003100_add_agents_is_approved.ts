import type { Knex } from 'knex';

/**
 * Website leads (quote requests, contact messages) are visible to admins and to agents an
 * admin has approved; a self-promoted agent starts unapproved.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('agents', (t) => {
    t.boolean('is_approved').notNullable().defaultTo(false);
    t.timestamp('approved_at', { useTz: true });
    t.uuid('approved_by').references('id').inTable('users').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('agents', (t) => {
    t.dropColumn('approved_by');
    t.dropColumn('approved_at');
    t.dropColumn('is_approved');
  });
}
