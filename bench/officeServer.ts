/**
 * What the browser benchmarks of the Agent Office share: the built PWA served by the API on a
 * fresh embedded database holding one approved agent with `clients` clients (and, if asked,
 * a trip for each with its bookings, and e-mails), and Debian's chromium through
 * playwright-core. Everything is removed afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createDb, migrator } from '@db/index.ts';
import { seedRequired } from '@db/seeds/required/index.ts';
import { createApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { freePort } from '../e2e/freePort.ts';
import { seedBlog } from '@db/seeds/demo/blog.ts';
import { createBenchAgent, seedClients, seedEmails, seedTrips } from './fixtures.ts';

export interface OfficeBenchSetup {
  /** Names the benchmark in the line printed when it cannot run. */
  name: string;
  email: string;
  password: string;
  clients: number;
  /** One itinerary for each client with this many bookings under it. */
  bookingsPerClient?: number;
  /** E-mails of the agent, over every folder. */
  emails?: number;
  /** Also the demo blog's posts, for the pages that show them. */
  blog?: boolean;
}

/** How the benchmarks start Debian's chromium, for one that starts its own (a profile on disk). */
export function benchChromium() {
  return {
    executablePath: CHROMIUM_PATH,
    // performance.memory otherwise answers in coarse steps.
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  };
}

/**
 * Runs `measure` against a server and browser made for it; prints a skip line instead when the
 * PWA is not built or chromium is missing.
 */
export async function withOfficeServer(
  setup: OfficeBenchSetup,
  measure: (office: { browser: Browser; baseURL: string }) => Promise<void>,
): Promise<void> {
  const staticDir = path.resolve(import.meta.dirname, '..', 'pwa', 'dist');
  if (!fs.existsSync(path.join(staticDir, 'sw.js')) || !fs.existsSync(CHROMIUM_PATH)) {
    console.log(`${setup.name}: skipped (needs \`npm run build\` and chromium)`);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-bench-office-'));
  const db = createDb({ pgliteDir: path.join(dataDir, 'pglite') });
  const browser = await chromium.launch(benchChromium());
  try {
    await migrator(db).latest();
    await seedRequired(db);
    const agent = await createBenchAgent(db, setup.email, setup.password);
    await seedClients(db, agent.id, setup.clients, 1);
    if (setup.bookingsPerClient) await seedTrips(db, agent.id, setup.bookingsPerClient);
    if (setup.emails) await seedEmails(db, agent.id, setup.email, setup.emails);
    if (setup.blog) await db.transaction((trx) => seedBlog(trx));
    // As the server does at start (api/main.ts): the embedded engine runs no autovacuum.
    await db.raw('analyze');
    const port = await freePort();
    const baseURL = `http://localhost:${port}`;
    const config = loadConfig({
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      STATIC_DIR: staticDir,
    });
    const server = createApp(config, { db }).listen(port, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await measure({ browser, baseURL });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await browser.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs a browser context in over the API: its cookie jar then holds the agent's session. */
export async function signInBrowser(context: BrowserContext, email: string, password: string): Promise<void> {
  const { csrfToken } = (await (await context.request.get('/api/auth/csrf-token')).json()) as {
    csrfToken: string;
  };
  const login = await context.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email, password },
  });
  if (!login.ok()) throw new Error(`sign-in of ${email} failed: ${login.status()}`);
}

/** The office's requests for pull pages on `page`: how many, and when the first one left. */
export function watchPullPages(page: Page): { pages(): number; firstAt(): number | undefined } {
  let pages = 0;
  let firstAt: number | undefined;
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/sync/pull')) return;
    firstAt ??= performance.now();
    pages += 1;
  });
  return { pages: () => pages, firstAt: () => firstAt };
}
