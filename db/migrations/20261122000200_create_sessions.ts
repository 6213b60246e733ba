import type { Knex } from 'knex';

/** koa-session store shared by every API process. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (t) => {
    t.string('sid', 255).primary();
    t.jsonb('sess').notNullable();
    t.timestamp('expire', { useTz: true }).notNullable();
    t.index(['expire']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
}
