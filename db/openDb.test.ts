import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDb, type Db } from './index.ts';

const opened: Db[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// The server's own start on the embedded engine; PostgreSQL is connected to, never opened.
it.skipIf(process.env.TEST_DB === 'postgres')(
  'opens a new embedded database before its first query, and finds its rows when opened again',
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-open-db-'));
    dirs.push(dir);
    const pgliteDir = path.join(dir, 'pglite');

    const first = await openDb({ pgliteDir });
    await first.schema.createTable('notes', (table) => table.text('body'));
    await first('notes').insert({ body: 'kept across a restart' });
    await first.destroy();

    const again = await openDb({ pgliteDir });
    opened.push(again);
    expect(await again('notes').pluck('body')).toEqual(['kept across a restart']);
  },
);
