import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = {
  '@contract': `${import.meta.dirname}/api/contract`,
  '@content': `${import.meta.dirname}/api/content`,
  '@api': `${import.meta.dirname}/api`,
  '@db': `${import.meta.dirname}/db`,
  '@pwa': `${import.meta.dirname}/pwa/src`,
};

const serverTests = ['api/**/*.test.ts', 'db/**/*.test.ts'];

/**
 * API and database tests run once per database engine: always on embedded PGlite and, when
 * TEST_DATABASE_URL names a PostgreSQL server, again on it. Each test file gets its own fresh
 * database cloned from one migrated in globalSetup, so files never see each other's rows.
 */
const engines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default for a run is one worker fewer than the cores: one worker on a 2-core
    // machine. Files are independent (own database, own jsdom), so every core takes files.
    maxWorkers: '100%',
    projects: [
      ...engines.map((engine) => ({
        resolve: { alias },
        test: {
          name: `api:${engine}`,
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: engine, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
          globalSetup: ['api/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'pwa',
          include: ['pwa/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['pwa/src/test/setup.ts'],
          // A bound, not a wait: antd dialogs in jsdom take seconds each when the machine is busy.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
