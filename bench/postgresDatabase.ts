/**
 * A PostgreSQL database of a benchmark's own: made on the server of BENCH_DATABASE_URL (else
 * TEST_DATABASE_URL, else the local default), migrated with the required seed, and dropped
 * afterwards with the data folder the API needs beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, migrator, type Db } from '@db/index.ts';
import { seedRequired } from '@db/seeds/required/index.ts';

export interface BenchDatabase {
  db: Db;
  /** Its connection string, for API processes started apart. */
  url: string;
  dataDir: string;
}

/** Runs `use` on a fresh database; prints a skip line instead when no PostgreSQL answers. */
export async function withBenchDatabase(
  label: string,
  use: (bench: BenchDatabase) => Promise<void>,
): Promise<void> {
  const base = new URL(
    process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/test',
  );
  const admin = new pg.Client({ connectionString: base.toString() });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`${label}: no PostgreSQL at ${base.host} (${(error as Error).message}); skipped`);
    return;
  }
  // Lower case: PostgreSQL folds unquoted names, and the URL names the database as written.
  const name = `travel_bench_${label.replace(/\W+/g, '_').toLowerCase()}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-bench-'));
  const db = createDb({ databaseUrl: url.toString() });
  try {
    await migrator(db).latest();
    await seedRequired(db);
    await use({ db, url: url.toString(), dataDir });
  } finally {
    await db.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
