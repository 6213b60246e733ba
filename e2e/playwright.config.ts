import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH as chromium, JOURNEY_BROWSER_PATH } from './chromium';
import { freePort } from './freePort';

if (!fs.existsSync(chromium)) {
  throw new Error(
    `No chromium at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

// Chosen once by the runner; its workers inherit the environment and so read the same port.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;

/** Journeys that follow a new tab through a redirect to another site. */
const NEW_TAB_REDIRECTS = /visitor-searches-hotels-and-flights\.spec\.ts$/;

function launchOptions(executablePath: string) {
  return { executablePath, args: [...CHROMIUM_ARGS, '--disable-quic', '--no-first-run'] };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  // Bounds, not waits: every assertion returns as soon as its state is there. They are wide
  // enough for a two-core machine running a second test suite beside this one, where the
  // office's first open (about 1.4 s here when idle) takes several times as long.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // One retry on CI: a journey that fails and then passes is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_REPORTERS === 'list,json' ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // The journeys' person asked for less motion: antd's dialogs and drop-downs then appear at
    // once instead of sliding in, so a click never races an animation on a busy machine.
    reducedMotion: 'reduce',
    // A journey about the online product has no use for the offline precache, and its files,
    // fetched one by one (about 150), would compete with what the journey tests. The offline and
    // install journeys allow the service worker (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    // Recording a trace snapshots the page at every step, a third of a journey's time here. It
    // is recorded for a journey's retry (CI); run `--trace on` to see a local failure step by step.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: NEW_TAB_REDIRECTS,
      use: { browserName: 'chromium', launchOptions: launchOptions(JOURNEY_BROWSER_PATH) },
    },
    {
      // The headless shell does not let Playwright intercept a new tab's first navigation once
      // it is redirected to another site (the partner searches, sent on by our own redirect), so
      // it would reach out for the partner instead of the stand-in; the desktop build does.
      name: 'chromium-new-tabs',
      testMatch: NEW_TAB_REDIRECTS,
      use: { browserName: 'chromium', launchOptions: launchOptions(chromium) },
    },
  ],
  webServer: {
    // The production server on the built PWA, on a fresh embedded database with demo data.
    command: 'node_modules/.bin/tsx e2e/server.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // An affiliate id, so the partner-search journey sees the server add it on the way out.
    env: { PORT: String(port), LOG_LEVEL: 'warn', BOOKING_PARTNER_AFFILIATE_ID: 'e2e-affiliate' },
  },
});
