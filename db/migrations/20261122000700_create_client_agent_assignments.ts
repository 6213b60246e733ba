import type { Knex } from 'knex';
import { columns } from './lib/columns.ts';

/** Which agents (users.id) look after which clients; the basis of agent scoping. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('client_agent_assignments', (t) => {
    const c = columns(knex, t, 'client_agent_assignments');
    c.id();
    t.uuid('client_id').notNullable().references('id').inTable('clients').onDelete('CASCADE');
    t.uuid('agent_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('assigned_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.boolean('is_active').notNullable().defaultTo(true);
    c.timestamps();
    t.unique(['client_id', 'agent_id']);
    t.index(['agent_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('client_agent_assignments');
}
