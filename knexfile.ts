/**
 * Knex CLI configuration (`npx knex migrate:latest --knexfile knexfile.ts`). The app uses the
 * same settings through db/index.ts: PostgreSQL when DATABASE_URL is set, otherwise PGlite
 * files under DATA_DIR. Never run the CLI on PGlite while the server runs on the same files.
 */
import path from 'node:path';
import { knexConfig } from './db/index.ts';

export default knexConfig({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: path.resolve(process.env.DATA_DIR ?? 'data', 'pglite'),
});
