/**
 * One migrated, empty database per test file, on the engine of the running vitest project
 * (TEST_DB): a new one (PGlite loads the migrated dump made in globalSetup; PostgreSQL clones the
 * migrated template), or one an earlier file of the same worker handed back, emptied.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import knex from 'knex';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, knexConfig, openDb, type Db, type DbConfig } from '@db/index.ts';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDb {
  db: Db;
  engine: TestEngine;
  /** The connection string of a PostgreSQL test database (undefined on PGlite). */
  databaseUrl?: string;
  destroy(): Promise<void>;
}

/** Replaces the database name in a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function adminRows<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Every test database of a run starts with this: the run's process id (globalSetup's, which
 * drops them all when the run ends, and lets a later run drop those an interrupted run left).
 */
export function runDatabasePrefix(runId: string = inject('testRunId')): string {
  return `travel_test_${runId}_`;
}

async function createPostgresDatabase(template: string): Promise<string> {
  const name = `${runDatabasePrefix()}${randomBytes(4).toString('hex')}`;
  // Two files cloning the same template at once can collide on its lock: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return name;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 + attempt * 100));
    }
  }
}

/** An embedded test database, opened before Knex's pool bounds it (see openDb). */
export function createPgliteDb(config: Pick<DbConfig, 'pgliteDump'> = {}): Promise<Db> {
  return openDb(config);
}

/**
 * A migrated, empty database. `{ empty: true }` gives one with no migrations applied (for the
 * migration round-trip test).
 */
export async function createTestDb(options: { empty?: boolean } = {}): Promise<TestDb> {
  const engine = testEngine();
  if (engine === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = options.empty
      ? await createPostgresDatabase('template0')
      : (idleDatabases.pop() ?? (await createPostgresDatabase(inject('postgresTemplate'))));
    const databaseUrl = withDatabase(base, name);
    if (!options.empty) migratedShape ??= await shapeOfDatabase(databaseUrl);
    const db = createDb({ databaseUrl, poolMax: 4 });
    return {
      db,
      engine,
      databaseUrl,
      async destroy() {
        await db.destroy();
        if (!options.empty && (await emptiedDatabase(databaseUrl))) idleDatabases.push(name);
        else await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  if (options.empty) {
    const db = await createPgliteDb();
    return { db, engine, destroy: () => db.destroy() };
  }
  const pglite = idleEngines.pop() ?? (await migratedEngine());
  const db = knexOn(pglite);
  return {
    db,
    engine,
    async destroy() {
      await db.destroy();
      if (await emptied(pglite)) idleEngines.push(pglite);
      else await pglite.close();
    },
  };
}

/**
 * Databases this worker's finished files handed back, migrated and emptied. Making one (loading
 * the migrated dump into PGlite, cloning the template on PostgreSQL) costs far more than emptying
 * one, and a warm engine answers faster. Each file still gets a Knex of its own, so nothing the
 * app keeps per database object (rate limits, mail listeners) passes from one file to the next.
 */
const idleEngines: PGlite[] = [];
const idleDatabases: string[] = [];

/** How many migrations and tables a migrated database holds: one that differs is not reused. */
const SHAPE = `select (select count(*) from knex_migrations) || ':' || count(*) as shape
                 from pg_tables where schemaname = 'public'`;
/** The statements that empty a migrated database: every table's rows, every sequence. */
const EMPTYING = `select 'truncate ' || (select string_agg(format('%I', tablename), ', ') from pg_tables
                    where schemaname = 'public' and tablename not like 'knex\\_migrations%')
                    || ' restart identity cascade' as truncate,
                  (select string_agg(format('alter sequence %I restart', s.relname), '; ')
                     from pg_class s join pg_namespace n on n.oid = s.relnamespace
                    where s.relkind = 'S' and n.nspname = 'public'
                      and not exists (select 1 from pg_depend d where d.objid = s.oid and d.deptype = 'a'))
                    as sequences`;
let migratedShape: string | undefined;

type RowsOf = (sql: string) => Promise<Array<Record<string, unknown>>>;

/**
 * Back to the migrated, empty state, or false when that is not possible (a schema the file
 * changed, a statement refused): the database is then thrown away, not reused.
 */
async function emptiedWith(rowsOf: RowsOf): Promise<boolean> {
  try {
    const [{ shape }] = await rowsOf(SHAPE);
    if (shape !== migratedShape) return false;
    const [{ truncate, sequences }] = await rowsOf(EMPTYING);
    await rowsOf(String(truncate));
    if (sequences) await rowsOf(String(sequences));
    return true;
  } catch {
    return false;
  }
}

async function migratedEngine(): Promise<PGlite> {
  const pgliteDump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  // The engine alone: each file puts a Knex of its own on it (knexOn).
  const { pglite } = (knexConfig({ pgliteDump }).connection as () => { pglite: PGlite })();
  await pglite.waitReady;
  migratedShape ??= (await pglite.query<{ shape: string }>(SHAPE)).rows[0].shape;
  return pglite;
}

/** A Knex on an engine it does not own: destroying the Knex leaves the engine open. */
function knexOn(pglite: PGlite): Db {
  const kept = new Proxy(pglite, {
    get(target, key) {
      if (key === 'close') return async () => {};
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // knex-pglite reads the engine off the connection; Knex types connections as its own settings.
  return knex({ ...knexConfig({}), connection: () => ({ pglite: kept }) as object });
}

/** PGlite's one session first drops what the file left in it: settings, locks, temporary tables. */
async function emptied(pglite: PGlite): Promise<boolean> {
  if (pglite.closed) return false;
  try {
    await pglite.exec('discard all');
  } catch {
    return false;
  }
  return emptiedWith(async (sql) => (await pglite.exec(sql)).at(-1)?.rows ?? []);
}

async function shapeOfDatabase(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ shape: string }>(SHAPE)).rows[0].shape;
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database is emptied only when the file left nobody connected to it. */
async function emptiedDatabase(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const others = await client.query(
      'select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if (others.rowCount) return false;
    return await emptiedWith(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file: opened before its first test, handed to `use`, and
 * destroyed after its last.
 */
export function withFileDatabase(use: (db: Db) => void): void {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb();
    use(testDb.db);
  });
  afterAll(async () => {
    await testDb?.destroy();
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
    testRunId: string;
  }
}
