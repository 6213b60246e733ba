/**
 * getTestServer(): the whole app in-process on a fresh test database, driven by supertest
 * with a cookie-keeping agent, plus helpers that speak the client conventions (CSRF token).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import type { Server } from 'node:http';
import type { PageRenderer } from '../pages/pageRenderer.ts';
import type { Assistant } from '../providers/assistant/types.ts';
import type { PaymentsProvider } from '../providers/payments/types.ts';
import type { ThemeParksProvider } from '../providers/themeParks/types.ts';
import { createApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDb, type TestDb } from './db.ts';
import type { Db } from '@db/index.ts';
import { mailWorkerFor, stopMailWorker } from '../providers/mail/index.ts';
import { TestClock } from './mail.ts';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

/** A tiny stand-in for pwa/dist so static serving is tested without a build. */
export function makeStaticFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>App shell</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {})');
  return dir;
}

/** Temporary folders of this test process, removed when it exits. */
const temporaryDirs: string[] = [];
process.once('exit', () => {
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-data-'));
  const staticDir = makeStaticFixture();
  temporaryDirs.push(dataDir, staticDir);
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DEMO_DATA: 'false',
    ...overrides,
  });
}

export interface TestServer {
  app: App;
  db: Db;
  testDb: TestDb;
  config: Config;
  server: Server;
  /** The time of the app's mail worker: tests move it past retry waits (runOutMailRetries). */
  mailClock: TestClock;
  /** A fresh cookie-keeping client: one per simulated browser. */
  agent(): supertest.Agent;
  close(): Promise<void>;
}

/**
 * `mailWorker: false` leaves the queue alone, as a process that died before sending would
 * (mailSettled still works the queue when a test asks).
 */
export async function getTestServer(
  options: {
    env?: Record<string, string>;
    testDb?: TestDb;
    mailWorker?: boolean;
    /** Renders the public pages (the production build's bundle is not there in tests). */
    pageRenderer?: PageRenderer | null;
    /** Answers the chat in place of the configured assistant. */
    assistant?: Assistant;
    /** Takes payments in place of the configured provider (a PayPal adapter on a fake). */
    payments?: PaymentsProvider;
    /**
     * Serves live park data in place of the configured provider: one on a fake upstream, or a
     * function that makes it over the test database.
     */
    themeParks?: ThemeParksProvider | ((db: Db) => ThemeParksProvider);
  } = {},
): Promise<TestServer> {
  const testDb = options.testDb ?? (await createTestDb());
  const config = testConfig(options.env);
  const app = createApp(config, {
    db: testDb.db,
    pageRenderer: options.pageRenderer ?? null,
    assistant: options.assistant,
    payments: options.payments,
    themeParks: typeof options.themeParks === 'function' ? options.themeParks(testDb.db) : options.themeParks,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const mailClock = new TestClock();
  const mailWorker = mailWorkerFor(app, { clock: mailClock.now });
  // As the server runs it: woken after each commit that queues mail.
  if (options.mailWorker !== false) mailWorker.start();
  return {
    app,
    db: testDb.db,
    testDb,
    config,
    server,
    mailClock,
    agent: () => supertest.agent(server),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopMailWorker(app);
      if (!options.testDb) await testDb.destroy();
    },
  };
}

/** Fetches the session's CSRF token the way the PWA does. */
export async function csrfToken(agent: supertest.Agent): Promise<string> {
  const response = await agent.get('/api/auth/csrf-token').expect(200);
  return response.body.csrfToken as string;
}
