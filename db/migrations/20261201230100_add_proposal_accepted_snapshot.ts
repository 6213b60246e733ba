import type { Knex } from 'knex';

/**
 * The version of a proposal its client accepted, kept as it was shown: the page (title, totals,
 * inclusions, the included quotes and itineraries, the agent's contact) and the PDF's inputs,
 * with the instant of the acceptance. Written once, when the client accepts; from then on the
 * proposal's own content is frozen and its public page and PDF are made from this copy, so a
 * later change to an included quote or itinerary never rewrites what was agreed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposals', (t) => {
    t.timestamp('accepted_at', { useTz: true });
    t.jsonb('accepted_snapshot');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('proposals', (t) => {
    t.dropColumn('accepted_snapshot');
    t.dropColumn('accepted_at');
  });
}
