import type { Knex } from 'knex';

/**
 * Attempt counters shared by every API process (rate-limiter-flexible's PostgreSQL store):
 * the layout that library reads and writes, created here so migrations own the schema.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
