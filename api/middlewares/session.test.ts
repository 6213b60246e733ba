import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import supertest from 'supertest';
import { createDb, openDb, type Db } from '@db/index.ts';
import { createApp } from '../app.ts';
import { testConfig } from '../test/server.ts';
import { createTestDb, type TestDb } from '../test/db.ts';
import { SESSION_COOKIE } from './session.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Opens the same database the way a restarted process would: a new connection, same data. */
async function persistentDatabase(): Promise<{ open(): Db }> {
  const testDb: TestDb = await createTestDb();
  if (testDb.databaseUrl) {
    cleanups.push(() => testDb.destroy());
    return { open: () => createDb({ databaseUrl: testDb.databaseUrl }) };
  }
  await testDb.destroy();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-restart-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  // The run's migrated copy, written into a directory: migrating a new one takes seconds.
  const first = await openDb({
    pgliteDir: dir,
    pgliteDump: new Blob([fs.readFileSync(inject('pgliteDump'))]),
  });
  await first.destroy();
  return { open: () => createDb({ pgliteDir: dir }) };
}

it('keeps a session across a server restart because it lives in the sessions table', async () => {
  const database = await persistentDatabase();
  const config = testConfig();

  const dbBefore = database.open();
  const before = supertest(createApp(config, { db: dbBefore }).callback());
  const tokenResponse = await before.get('/api/auth/csrf-token').expect(200);
  const cookies = tokenResponse.headers['set-cookie'] as unknown as string[];
  expect(cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  expect(cookies.join(';')).toMatch(/httponly/i);
  expect(cookies.join(';')).toMatch(/samesite=lax/i);
  const stored = await dbBefore('sessions').count({ count: '*' }).first();
  expect(Number(stored?.count)).toBe(1);
  await dbBefore.destroy();

  const dbAfter = database.open();
  cleanups.push(() => dbAfter.destroy());
  const after = supertest(createApp(config, { db: dbAfter }).callback());
  const cookieHeader = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
  const again = await after.get('/api/auth/csrf-token').set('Cookie', cookieHeader).expect(200);
  expect(again.body.csrfToken).toBe(tokenResponse.body.csrfToken);
  await after
    .post('/api/auth/logout')
    .set('Cookie', cookieHeader)
    .set('X-CSRF-Token', tokenResponse.body.csrfToken)
    .send({})
    .expect(200);
  const remaining = await dbAfter('sessions').count({ count: '*' }).first();
  expect(Number(remaining?.count)).toBe(0);
});
