/**
 * Lists and loads the migrations through the module loader of whoever runs them (tsx in the
 * app and scripts, vite's runner in vitest). Knex's default file loader calls Node's native
 * `import()`, which cannot load .ts files under vitest on Node 20.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

export const migrationsDirectory = path.resolve(import.meta.dirname, '..');

/** `YYYYMMDDHHMMSS_what.ts`; helpers live in lib/ and never match. */
const MIGRATION_FILE = /^\d{14}_[a-z0-9_]+\.ts$/;

export const migrationSource: Knex.MigrationSource<string> = {
  async getMigrations() {
    const files = await fs.promises.readdir(migrationsDirectory);
    return files.filter((file) => MIGRATION_FILE.test(file)).sort();
  },
  getMigrationName(name) {
    return name;
  },
  async getMigration(name) {
    return import(/* @vite-ignore */ pathToFileURL(path.join(migrationsDirectory, name)).href);
  },
};
