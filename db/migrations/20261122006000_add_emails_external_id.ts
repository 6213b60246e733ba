import type { Knex } from 'knex';

/**
 * An inbound e-mail keeps its provider's Message-ID in external_id: one agent never gets the
 * same message twice (a replayed delivery finds the row already there).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('emails', (t) => {
    t.text('external_id');
    t.unique(['agent_id', 'external_id'], { indexName: 'emails_agent_id_external_id_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('emails', (t) => {
    t.dropUnique(['agent_id', 'external_id'], 'emails_agent_id_external_id_unique');
    t.dropColumn('external_id');
  });
}
