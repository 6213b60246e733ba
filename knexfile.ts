/**
 * Database settings for the scripts (`npm run migrate`, `npm run seed`), the same the server
 * uses through db/index.ts: PostgreSQL when DATABASE_URL is set, otherwise PGlite files under
 * DATA_DIR. Never migrate PGlite files from a second process while the server runs on them.
 */
import path from 'node:path';
import { knexConfig } from './db/index.ts';

export default knexConfig({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: path.resolve(process.env.DATA_DIR || 'data', 'pglite'),
});
