import fs from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import ClientPgLite from 'knex-pglite';
import { migrationSource, migrationsDirectory } from './migrations/lib/source.ts';

export type Db = Knex;
export type Trx = Knex.Transaction;
/** Either the database or an open transaction: queries and commands accept both. */
export type Queryable = Knex | Knex.Transaction;

export interface DbConfig {
  /** PostgreSQL connection string; unset means embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; unset (with no databaseUrl) means in memory. */
  pgliteDir?: string;
  /** A PGlite data-directory dump to start from (tests load a pre-migrated copy). */
  pgliteDump?: Blob;
  /** pg pool size when databaseUrl is set. */
  poolMax?: number;
}

const INT8 = 20;
const DATE = 1082;

// Calendar days stay "YYYY-MM-DD" strings (a Date would shift them across time zones), and
// bigint counters come back as numbers on both drivers, so every caller sees the same shapes.
pg.types.setTypeParser(INT8, (value: string) => Number(value));
pg.types.setTypeParser(DATE, (value: string) => value);

const pgliteParsers = {
  [pgliteTypes.INT8]: (value: string) => Number(value),
  [pgliteTypes.DATE]: (value: string) => value,
};

/**
 * The same few hundred names come back on every row and every query (a first sync pull reads
 * 20,000 rows of a dozen columns): each is converted once. Bounded, should a query name its
 * columns at run time.
 */
function convertedOnce(convert: (value: string) => string): (value: string) => string {
  const converted = new Map<string, string>();
  return (value) => {
    let result = converted.get(value);
    if (result === undefined) {
      if (converted.size >= 10_000) converted.clear();
      result = convert(value);
      converted.set(value, result);
    }
    return result;
  };
}

const toSnakeCase = convertedOnce((value) => value.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));

const toCamelCase = convertedOnce((value) =>
  value.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
);

function camelizeRow(row: unknown): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row) || row instanceof Date) return row;
  const out: Record<string, unknown> = {};
  for (const key in row) out[toCamelCase(key)] = (row as Record<string, unknown>)[key];
  return out;
}

/**
 * Code speaks camelCase (the wire's names); the database speaks snake_case. Knex translates
 * identifiers on the way in and top-level row keys on the way out (JSON contents untouched).
 */
const namingConventions: Pick<Knex.Config, 'wrapIdentifier' | 'postProcessResponse'> = {
  wrapIdentifier: (value, origImpl) => origImpl(value === '*' ? value : toSnakeCase(value)),
  postProcessResponse: (result) => {
    if (Array.isArray(result)) return result.map(camelizeRow);
    // Raw queries answer { rows }: camelize those too so raw and builder results agree.
    if (result && typeof result === 'object' && Array.isArray((result as { rows?: unknown }).rows)) {
      return { ...result, rows: (result as { rows: unknown[] }).rows.map(camelizeRow) };
    }
    return camelizeRow(result);
  },
};

export { migrationsDirectory };

// The migrations load through the running module loader (see db/migrations/lib/source.ts).
const migrations: Knex.MigratorConfig = {
  migrationSource,
  tableName: 'knex_migrations',
};

/** Knex settings: PostgreSQL when a URL is given, otherwise embedded PGlite (file or memory). */
export function knexConfig(config: DbConfig): Knex.Config {
  if (config.databaseUrl) {
    return {
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: config.poolMax ?? 10 },
      acquireConnectionTimeout: 10_000,
      migrations,
      ...namingConventions,
    };
  }
  let pglite: PGlite | undefined;
  // Opened lazily: building a config (the Knex CLI reads knexfile.ts) must not start a database.
  const openPglite = () => {
    if (config.pgliteDir) fs.mkdirSync(config.pgliteDir, { recursive: true });
    // One options object: PGlite ignores the second argument when the first is not a string.
    pglite ??= new PGlite({
      dataDir: config.pgliteDir,
      parsers: pgliteParsers,
      // The blog's search strips accents (migration add_blog_post_search).
      extensions: { unaccent },
      ...(config.pgliteDump ? { loadDataDir: config.pgliteDump } : {}),
    });
    return pglite;
  };
  return {
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: () => ({ pglite: openPglite() }) as object,
    // PGlite has exactly one connection: a query outside the current transaction waits
    // forever, so fail instead of hanging a request. Without openDb the bound also covers
    // opening the database on first use (compiling PGlite and reading its files), which takes
    // seconds on a busy two-core machine: a tighter one failed the first query of a new one.
    acquireConnectionTimeout: 30_000,
    migrations,
    ...namingConventions,
  };
}

export function createDb(config: DbConfig): Db {
  return knexFactory(knexConfig(config));
}

/**
 * A database ready for its first query. On PGlite the engine is opened (compiled, its files read
 * or made) before the pool gets it: opened by the pool, that counts against the pool's 30 s
 * bound, which the first start of a new data directory outlasts on a busy two-core machine, and
 * the engine is then closed as it arrives. Opened here, it takes what it takes, once.
 */
export async function openDb(config: DbConfig): Promise<Db> {
  const settings = knexConfig(config);
  if (!config.databaseUrl) {
    // The settings open the engine once and hand that same engine out each time.
    const { pglite } = (settings.connection as () => { pglite: PGlite })();
    await pglite.waitReady;
  }
  return knexFactory(settings);
}

/** Which engine a Db runs on, for the few places (health, logs) that say so. */
export function dbEngine(db: Db): 'postgres' | 'pglite' {
  return db.client.config.client === 'pg' ? 'postgres' : 'pglite';
}

/** `count(*)` is a string on some drivers and a number on others: one place decides. */
export function toCount(value: unknown): number {
  return Number(value ?? 0);
}

/** `select status, count(*) group by status` as a count for every status, 0 for those without rows. */
export function tally<Status extends string>(
  statuses: readonly Status[],
  counted: ReadonlyArray<{ status: Status; count: unknown }>,
): Record<Status, number> {
  const counts = new Map<Status, number>(statuses.map((status) => [status, 0]));
  for (const { status, count } of counted) counts.set(status, toCount(count));
  // The map holds every status, each once: the record the type names.
  return Object.fromEntries(counts) as Record<Status, number>;
}

/** How many rows a query finds, its selection and order set aside. */
export async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row: { count?: unknown } | undefined = await query
    .clone()
    .clearSelect()
    .clearOrder()
    .count({ count: '*' })
    .first();
  return toCount(row?.count);
}

/**
 * The migrator, on a view of the database without the camelCase translation: Knex reads its
 * own bookkeeping columns by their snake_case names (max_batch, is_locked), so translated
 * rows would make every run "batch 1" and a rollback of the last batch undo everything.
 * Shares the connection pool (and PGlite's single connection) with db.
 */
export function migrator(db: Db): Knex.Migrator {
  const plain = db.withUserParams({});
  (plain as Knex & { disableProcessing(): void }).disableProcessing();
  return plain.migrate;
}

export async function migrateLatest(db: Db): Promise<string[]> {
  const [, applied] = (await migrator(db).latest()) as [number, string[]];
  return applied;
}

/**
 * A value for a jsonb column. The pg driver sends a JS array as a PostgreSQL array literal
 * (failing, or storing [] as {}), while PGlite accepts it: encoding every jsonb value as JSON
 * text makes both engines store the same thing.
 */
export function jsonb(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}
