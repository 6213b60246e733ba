/**
 * npm run blog:import -- <feed URL or file>
 *
 * Imports an RSS 2.0 or Atom feed into the blog: new items become published posts, changed ones
 * update their post, and running it again adds nothing. A feed that cannot be read, or is not a
 * feed, stores nothing and exits with 1.
 *
 * Uses knexfile.ts: DATABASE_URL when set, otherwise PGlite under DATA_DIR (default ./data).
 * Never run it on PGlite while the server is running on the same data directory (set
 * BLOG_FEED_URL and let the server import instead).
 */
import knex from 'knex';
import config from '../knexfile.ts';
import { migrator } from '../db/index.ts';
import {
  BlogFeedError,
  feedSourceOf,
  readBlogFeed,
  storeBlogFeed,
} from '../api/commands/blogImport/index.ts';

const USAGE = 'usage: npm run blog:import -- <feed URL or file>';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || ['-h', '--help'].includes(args[0])) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the project's root; a relative path means the caller's directory.
  const source = feedSourceOf(args[0], process.env.INIT_CWD ?? process.cwd());
  // Read before the database is opened: a bad feed fails fast and can never store anything.
  const items = await readBlogFeed(source);

  const db = knex(config);
  try {
    const [, pending] = (await migrator(db).list()) as [unknown[], unknown[]];
    if (pending.length > 0) {
      console.error(`${pending.length} migration(s) pending: run \`npm run migrate\` first.`);
      return 1;
    }
    const result = await storeBlogFeed(db, items);
    console.log(
      `Imported ${source.kind === 'url' ? source.url.href : source.path}: ${result.created} created, ` +
        `${result.updated} updated, ${result.unchanged} unchanged, ${result.skipped} skipped.`,
    );
    for (const item of result.skippedItems) {
      console.log(`  skipped item ${item.position}${item.title ? ` "${item.title}"` : ''}: ${item.reason}`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BlogFeedError) console.error(`Nothing imported: ${error.message}`);
    else console.error('The import failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
