import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@api/test/db.ts';
import { describeSchema, ROWS_FILE } from './describeSchema.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe('row types', () => {
  it('match the migrated schema (run `npm run db:types` after a migration)', async () => {
    expect(await describeSchema(testDb.db)).toBe(fs.readFileSync(ROWS_FILE, 'utf8'));
  });

  it('name each status a check constraint allows', () => {
    const rows = fs.readFileSync(ROWS_FILE, 'utf8');
    expect(rows).toMatch(/status: 'draft' \| 'sent' \| 'accepted' \| 'declined' \| 'expired';/);
    expect(rows).toContain('export type BookingsRow = {');
  });
});
