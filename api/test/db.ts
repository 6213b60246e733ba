/**
 * One fresh database per test file, on the engine of the running vitest project (TEST_DB):
 * PGlite loads the migrated dump made in globalSetup; PostgreSQL clones the migrated template.
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

async function createPostgresDatabase(template: string): Promise<string> {
  const name = `travel_test_${process.pid}_${randomBytes(4).toString('hex')}`;
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
    const template = options.empty ? 'template0' : inject('postgresTemplate');
    const name = await createPostgresDatabase(template);
    const databaseUrl = withDatabase(base, name);
    const db = createDb({ databaseUrl, poolMax: 4 });
    return {
      db,
      engine,
      databaseUrl,
      async destroy() {
        await db.destroy();
        await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
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
 * Embedded engines this worker's finished files handed back, migrated and emptied. Opening one
 * from the migrated dump takes about half a second; emptying one a small part of that. Each
 * file still gets a Knex of its own, so nothing the app keeps per database object (rate limits,
 * mail listeners) passes from one file to the next; only the engine under it is reused.
 */
const idleEngines: PGlite[] = [];
/** How many migrations and tables the migrated dump holds: an engine that differs is not reused. */
let migratedShape: string | undefined;

async function migratedEngine(): Promise<PGlite> {
  const pgliteDump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  const db = await createPgliteDb({ pgliteDump });
  const { pglite } = (db.client.config.connection as () => { pglite: PGlite })();
  migratedShape ??= await shapeOf(pglite);
  return pglite;
}

async function shapeOf(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ shape: string }>(
    `select (select count(*) from knex_migrations) || ':' || count(*) as shape
       from pg_tables where schemaname = 'public'`,
  );
  return rows[0].shape;
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

/**
 * Back to the migrated, empty state: the session's settings, locks and temporary tables
 * discarded, every table's rows and every sequence reset. False when that is not possible (a
 * transaction left open, a schema the file changed): the engine is then closed, not reused.
 */
async function emptied(pglite: PGlite): Promise<boolean> {
  if (pglite.closed) return false;
  try {
    await pglite.exec('discard all');
    if ((await shapeOf(pglite)) !== migratedShape) return false;
    const { rows } = await pglite.query<{ tables: string; sequences: string | null }>(
      `select (select string_agg(format('%I', tablename), ', ') from pg_tables
                where schemaname = 'public' and tablename not like 'knex\\_migrations%') as tables,
              (select string_agg(format('alter sequence %I restart', s.relname), '; ')
                 from pg_class s join pg_namespace n on n.oid = s.relnamespace
                where s.relkind = 'S' and n.nspname = 'public'
                  and not exists (select 1 from pg_depend d where d.objid = s.oid and d.deptype = 'a')) as sequences`,
    );
    await pglite.exec(`truncate ${rows[0].tables} restart identity cascade`);
    if (rows[0].sequences) await pglite.exec(rows[0].sequences);
    return true;
  } catch {
    return false;
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
  }
}
