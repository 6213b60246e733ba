/** `npm run db:types`: migrates an empty embedded database and rewrites db/schema/rows.ts from it. */
import fs from 'node:fs';
import path from 'node:path';
import { migrateLatest, openDb } from '../db/index.ts';
import { describeSchema, ROWS_FILE } from '../db/schema/describeSchema.ts';

const db = await openDb({});
try {
  await migrateLatest(db);
  const target = ROWS_FILE;
  fs.writeFileSync(target, await describeSchema(db));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
} finally {
  await db.destroy();
}
