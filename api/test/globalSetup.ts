/**
 * Migrates one database per run; every test file then starts from a copy of it, which is far
 * cheaper than migrating per file (PGlite: load a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, migrator } from '@db/index.ts';
import { adminQuery, adminRows, createPgliteDb, runDatabasePrefix, withDatabase } from './db.ts';

export default async function setup(project: TestProject) {
  // Projects are named api:<engine>, or api:<engine>:isolated (vitest.config.ts).
  const engine = project.name.split(':')[1] === 'postgres' ? 'postgres' : 'pglite';
  project.provide('testRunId', String(process.pid));
  if (engine === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('the api:postgres project needs TEST_DATABASE_URL');
    await dropAbandonedTestDatabases();
    const template = `travel_template_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "${template}"`);
    const db = createDb({ databaseUrl: withDatabase(base, template), poolMax: 1 });
    await migrator(db).latest();
    await db.destroy();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      // The files' databases kept for reuse outlive the files: they go with the run.
      const prefix = runDatabasePrefix(String(process.pid)).replaceAll('_', '\\_');
      const kept = await adminRows<{ datname: string }>(
        `select datname from pg_database where datname like '${prefix}%'`,
      );
      for (const { datname } of kept) await adminQuery(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    };
  }
  const db = await createPgliteDb();
  await migrator(db).latest();
  const raw = (await db.client.acquireConnection()) as {
    dumpDataDir(compression: 'none'): Promise<Blob>;
  };
  const dump = await raw.dumpDataDir('none');
  await db.client.releaseConnection(raw);
  await db.destroy();
  const dumpPath = path.join(os.tmpdir(), `travel-pglite-${process.pid}.tar`);
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', dumpPath);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(dumpPath, { force: true });
}

/**
 * Databases an interrupted earlier run left behind. Their names carry the process id of the run
 * that made them; another run going on beside this one keeps its template idle between clones,
 * so "nobody is connected" alone would drop it from under that run.
 */
async function dropAbandonedTestDatabases(): Promise<void> {
  const rows = await adminRows<{ datname: string }>(
    `select datname from pg_database d
      where (datname like 'travel\\_template\\_%' or datname like 'travel\\_test\\_%')
        and not exists (select 1 from pg_stat_activity a where a.datname = d.datname)`,
  );
  for (const { datname } of rows) {
    const owner = Number(/^travel_(?:template|test)_(\d+)/.exec(datname)?.[1]);
    if (owner && processIsAlive(owner)) continue;
    await adminQuery(`DROP DATABASE IF EXISTS "${datname}"`);
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
