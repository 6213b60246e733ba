/**
 * One fresh database per test file, on the engine of the running vitest project (TEST_DB):
 * PGlite loads the migrated dump made in globalSetup; PostgreSQL clones the migrated template.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, openDb, type Db, type DbConfig } from '@db/index.ts';

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
  const dumpPath = inject('pgliteDump');
  const pgliteDump = options.empty ? undefined : new Blob([fs.readFileSync(dumpPath)]);
  const db = await createPgliteDb({ pgliteDump });
  return {
    db,
    engine,
    async destroy() {
      await db.destroy();
    },
  };
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
