/**
 * npm run migrate            apply every pending migration
 * npm run migrate -- down    roll back every migration (drops all project tables)
 * npm run migrate -- status  list applied and pending migrations
 *
 * Uses knexfile.ts: DATABASE_URL when set, otherwise PGlite under DATA_DIR (default ./data).
 * Never run it on PGlite while the server is running on the same data directory.
 */
import knex from 'knex';
import config from '../knexfile.ts';
import { migrator } from '../db/index.ts';

const USAGE = 'usage: npm run migrate [-- latest|down|status]';

function target(): string {
  return process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${process.env.DATA_DIR ?? 'data'}/pglite`;
}

async function main(): Promise<number> {
  const command = process.argv[2] ?? 'latest';
  if (!['latest', 'down', 'status'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const db = knex(config);
  try {
    console.log(`Database: ${target()}`);
    if (command === 'latest') {
      const [batch, applied] = (await migrator(db).latest()) as [number, string[]];
      if (applied.length === 0) console.log('Already up to date.');
      else {
        console.log(`Batch ${batch}: applied ${applied.length} migration(s):`);
        for (const name of applied) console.log(`  + ${name}`);
      }
    } else if (command === 'down') {
      const [, reverted] = (await migrator(db).rollback(undefined, true)) as [number, string[]];
      if (reverted.length === 0) console.log('Nothing to roll back.');
      else {
        console.log(`Rolled back ${reverted.length} migration(s):`);
        for (const name of reverted) console.log(`  - ${name}`);
      }
    } else {
      const [completed, pending] = (await migrator(db).list()) as [{ name: string }[], { file: string }[]];
      console.log(`Applied (${completed.length}):`);
      for (const item of completed) console.log(`  ${item.name}`);
      console.log(`Pending (${pending.length}):`);
      for (const item of pending) console.log(`  ${typeof item === 'string' ? item : item.file}`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Migration failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
