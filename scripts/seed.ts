/**
 * npm run seed: the required rows (idempotent), then the demo data when the database has no
 * users yet and DEMO_DATA is not "false". Run `npm run migrate` first.
 *
 * Uses knexfile.ts: DATABASE_URL when set, otherwise PGlite under DATA_DIR (default ./data).
 */
import knex from 'knex';
import config from '../knexfile.ts';
import { migrator } from '../db/index.ts';
import { seedDemoData, demoLogins } from '../db/seeds/demo/index.ts';
import { seedRequired } from '../db/seeds/required/index.ts';

function demoEnabled(): boolean {
  const value = (process.env.DEMO_DATA ?? 'true').trim().toLowerCase();
  return !['false', '0', 'no', 'off'].includes(value);
}

async function main(): Promise<number> {
  const db = knex(config);
  try {
    const [, pending] = (await migrator(db).list()) as [unknown[], unknown[]];
    if (pending.length > 0) {
      console.error(`${pending.length} migration(s) pending: run \`npm run migrate\` first.`);
      return 1;
    }

    const required = await seedRequired(db);
    console.log(`Required rows: ${required.blogCategoriesInserted} blog categor(ies) inserted.`);

    if (!demoEnabled()) {
      console.log('Demo data: skipped (DEMO_DATA=false).');
      return 0;
    }
    const result = await seedDemoData(db);
    if (!result.seeded) {
      console.log('Demo data: skipped, the database already has users.');
      return 0;
    }
    console.log('Demo data seeded:');
    for (const [name, count] of Object.entries(result.counts)) console.log(`  ${name}: ${count}`);
    console.log('Demo logins:');
    for (const login of demoLogins)
      console.log(`  ${login.role.padEnd(6)} ${login.email}  ${login.password}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Seeding failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
