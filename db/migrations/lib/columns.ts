/**
 * Column conventions shared by the migrations (this folder has no file extension, so the
 * migrator never mistakes it for a migration). Keep these stable: changing one changes what
 * every earlier migration creates on a fresh database.
 */
import type { Knex } from 'knex';

export interface MoneyOptions {
  /** NOT NULL (with `defaultTo`, usually 0). Omitted: nullable, no default. */
  required?: boolean;
  defaultTo?: number;
}

/** Column helpers bound to one table; check constraints are named `<table>_<column>_check`. */
export function columns(knex: Knex, t: Knex.CreateTableBuilder, table: string) {
  return {
    /** `id uuid primary key default gen_random_uuid()`; client-made uuids are accepted. */
    id() {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    },

    /** `created_at` and `updated_at`, both `timestamptz not null default now()`. */
    timestamps() {
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    },

    /** Integer minor units (cents), never negative. */
    money(name: string, options: MoneyOptions = {}) {
      const column = t.integer(name);
      if (options.required) column.notNullable();
      if (options.defaultTo !== undefined) column.defaultTo(options.defaultTo);
      t.check('?? >= 0', [name], `${table}_${name}_check`);
      return column;
    },

    /** `currency text not null default 'USD'` (ISO 4217 code). */
    currency(name = 'currency') {
      return t.text(name).notNullable().defaultTo('USD');
    },

    /** A text column restricted to `values` by a CHECK constraint (null allowed unless required). */
    oneOf(name: string, values: readonly string[], options: { required?: boolean; defaultTo?: string } = {}) {
      const column = t.text(name).checkIn([...values], `${table}_${name}_check`);
      if (options.required) column.notNullable();
      if (options.defaultTo !== undefined) column.defaultTo(options.defaultTo);
      return column;
    },

    /** A list of strings as `text[]` (`not null default '{}'` unless nullable). */
    textList(name: string, options: { nullable?: boolean } = {}) {
      const column = t.specificType(name, 'text[]');
      if (!options.nullable) column.notNullable().defaultTo('{}');
      return column;
    },

    /** A list of row ids as `uuid[] not null default '{}'` (no foreign key: ids may go stale). */
    uuidList(name: string) {
      return t.specificType(name, 'uuid[]').notNullable().defaultTo('{}');
    },

    /** A JSON array as `jsonb not null default '[]'`. Write it with jsonb() from db/index.ts. */
    jsonList(name: string) {
      return t.jsonb(name).notNullable().defaultTo(knex.raw(`'[]'::jsonb`));
    },
  };
}
