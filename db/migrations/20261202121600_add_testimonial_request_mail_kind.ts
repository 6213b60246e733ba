import type { Knex } from 'knex';

const KIND = 'testimonial_request';

/** The kinds outgoing_mail's check allows now, read from the database. */
async function allowedKinds(knex: Knex): Promise<string[]> {
  const result = (await knex.raw(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
      where conname = 'outgoing_mail_kind_check' and conrelid = 'outgoing_mail'::regclass`,
  )) as { rows: Array<{ definition: string }> };
  const definition = result.rows[0]?.definition ?? '';
  return [...definition.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

async function allowOnly(knex: Knex, kinds: string[]): Promise<void> {
  const quoted = kinds.map((kind) => `'${kind.replace(/'/g, "''")}'`).join(', ');
  await knex.raw('alter table outgoing_mail drop constraint outgoing_mail_kind_check');
  await knex.raw(
    `alter table outgoing_mail add constraint outgoing_mail_kind_check check (kind in (${quoted}))`,
  );
}

/**
 * The e-mail asking a client for a testimonial after a trip. The allowed kinds are read from the
 * constraint rather than written out again, so a kind another migration of the same days added
 * is kept whichever of the two runs last.
 */
export async function up(knex: Knex): Promise<void> {
  const kinds = await allowedKinds(knex);
  if (!kinds.includes(KIND)) await allowOnly(knex, [...kinds, KIND]);
}

/** Its messages cannot exist under the older rule: they go with it. */
export async function down(knex: Knex): Promise<void> {
  await knex('outgoing_mail').where({ kind: KIND }).delete();
  await allowOnly(
    knex,
    (await allowedKinds(knex)).filter((kind) => kind !== KIND),
  );
}
