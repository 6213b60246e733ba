import { describe, expect, it } from 'vitest';
import type { Db } from '@db/index.ts';
import { createTestDb } from './db.ts';
import { buildUser } from './factories.ts';

const nextVersionOf = async (db: Db) =>
  Number((await db.raw("select nextval('sync_version_seq') as value")).rows[0].value);

// Files of a worker reuse each other's databases: what one file leaves must never reach the next.
describe('a test database handed back for the next file', () => {
  it('comes back with no rows and its sequences restarted', async () => {
    const first = await createTestDb();
    await buildUser(first.db, { role: 'agent', approved: true });
    const freshVersion = await nextVersionOf(first.db);
    await nextVersionOf(first.db);
    await first.destroy();

    const next = await createTestDb();
    try {
      expect(Number((await next.db('users').count({ count: '*' }).first())?.count)).toBe(0);
      expect(await nextVersionOf(next.db)).toBe(freshVersion);
    } finally {
      await next.destroy();
    }
  });

  it('is not reused after a file changed its schema', async () => {
    const first = await createTestDb();
    await first.db.schema.createTable('scratch_table', (table) => table.increments('id'));
    await first.destroy();

    const next = await createTestDb();
    try {
      expect(await next.db.schema.hasTable('scratch_table')).toBe(false);
      expect(await next.db.schema.hasTable('users')).toBe(true);
    } finally {
      await next.destroy();
    }
  });
});
