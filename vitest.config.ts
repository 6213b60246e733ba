import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = {
  '@contract': `${import.meta.dirname}/api/contract`,
  '@content': `${import.meta.dirname}/api/content`,
  '@documents': `${import.meta.dirname}/api/documents`,
  '@api': `${import.meta.dirname}/api`,
  '@db': `${import.meta.dirname}/db`,
  '@pwa': `${import.meta.dirname}/pwa/src`,
};

/** The test files under the given folders, as paths from the project's root. */
function testFiles(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
}

/**
 * Test files share one module graph per worker (isolate: false): importing the API, or antd and
 * React, once per worker instead of once per file halves the time of both halves of the suite.
 * Every file still starts from its own database, DOM and storage (api/test, pwa/src/test). A file
 * that swaps a module with vi.mock needs a graph where the real module was never loaded, so such
 * files run isolated; they are found by reading them, not listed by hand.
 */
function sharedAndIsolated(files: string[]): { shared: string[]; isolated: string[] } {
  const mocks = (file: string) =>
    /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'));
  return { shared: files.filter((file) => !mocks(file)), isolated: files.filter(mocks) };
}

const serverTests = sharedAndIsolated(testFiles('api', 'db', 'scripts'));
const pwaTests = sharedAndIsolated(testFiles('pwa/src'));

/**
 * API and database tests run once per database engine: always on embedded PGlite and, when
 * TEST_DATABASE_URL names a PostgreSQL server, again on it. Each test file gets a migrated, empty
 * database of its own (api/test/db.ts), so files never see each other's rows.
 */
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

const serverProject = (engine: string, name: string, include: string[], isolate: boolean) => ({
  resolve: { alias },
  test: {
    name,
    include,
    isolate,
    environment: 'node' as const,
    env: { TEST_DB: engine, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    globalSetup: ['api/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const pwaProject = (name: string, include: string[], isolate: boolean) => ({
  plugins: [react()],
  resolve: { alias },
  test: {
    name,
    include,
    isolate,
    environment: 'jsdom' as const,
    setupFiles: ['pwa/src/test/setup.ts'],
    // A bound, not a wait: antd dialogs in jsdom take seconds each when the machine is busy.
    testTimeout: 60_000,
  },
});

/** A project per group of files, leaving out the groups that have none. */
const projects = [
  ...engines.flatMap((engine) => [
    serverProject(engine, `api:${engine}`, serverTests.shared, false),
    serverProject(engine, `api:${engine}:isolated`, serverTests.isolated, true),
  ]),
  pwaProject('pwa', pwaTests.shared, false),
  pwaProject('pwa:isolated', pwaTests.isolated, true),
].filter((project) => project.test.include.length > 0);

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default for a run is one worker fewer than the cores: one worker on a 2-core
    // machine. Files are independent (own database, own DOM), so every core takes files.
    maxWorkers: '100%',
    projects,
  },
});
