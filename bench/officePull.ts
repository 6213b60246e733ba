/**
 * The first pull of 20,000 records into the office in a real browser: a new device (a fresh
 * browser context, nothing in IndexedDB) signs in and opens the office, which pulls 5,000
 * clients, 5,000 trips and 10,000 bookings. Timed from the office's first request for a page
 * to "Synced" on screen, and from the navigation; the median of three devices. The server
 * runs on the same two cores as chromium, so each slows the other: on a real network the
 * server is elsewhere and the figure is lower. `npm run bench sync` times the same pull with
 * the office's own Dexie code on fake-indexeddb, in one Node process.
 */
import type { Browser } from 'playwright-core';
import { signInBrowser, watchPullPages, withOfficeServer } from './officeServer.ts';

const CLIENTS = 5000;
const BOOKINGS_PER_CLIENT = 2;
const RECORDS = CLIENTS * (2 + BOOKINGS_PER_CLIENT);
const EMAIL = 'first-pull-agent@example.com';
const PASSWORD = 'bench-password-2026';
const DEVICES = 3;

interface Pull {
  fromFirstPage: number;
  fromNavigation: number;
  pages: number;
}

async function pullOnNewDevice(browser: Browser, baseURL: string): Promise<Pull> {
  // The precache would compete with the pull for the same cores; the office bench times both.
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  try {
    await signInBrowser(context, EMAIL, PASSWORD);
    const page = await context.newPage();
    const pull = watchPullPages(page);
    const started = performance.now();
    await page.goto('/agent-office?tab=clients');
    await page
      .getByRole('group', { name: 'Sync status' })
      .getByText(/^Synced /)
      .waitFor({ timeout: 600_000 });
    const synced = performance.now();
    return {
      fromFirstPage: synced - (pull.firstAt() ?? synced),
      fromNavigation: synced - started,
      pages: pull.pages(),
    };
  } finally {
    await context.close();
  }
}

export async function benchOfficePull(): Promise<void> {
  await withOfficeServer(
    {
      name: 'office first pull',
      email: EMAIL,
      password: PASSWORD,
      clients: CLIENTS,
      bookingsPerClient: BOOKINGS_PER_CLIENT,
    },
    async ({ browser, baseURL }) => {
      const pulls: Pull[] = [];
      for (let device = 0; device < DEVICES; device++) pulls.push(await pullOnNewDevice(browser, baseURL));
      const median = (pick: (pull: Pull) => number) =>
        pulls.map(pick).sort((a, b) => a - b)[Math.floor(pulls.length / 2)];
      const each = (pick: (pull: Pull) => number) => pulls.map((pull) => pick(pull).toFixed(0)).join(', ');
      console.log(
        `first pull of ${RECORDS.toLocaleString('en-US')} records into the office in chromium (${pulls[0].pages} pages), median of ${DEVICES} new devices:`,
      );
      console.log(
        `  first request for a page to "Synced": ${median((pull) => pull.fromFirstPage).toFixed(0)} ms (${each((pull) => pull.fromFirstPage)})`,
      );
      console.log(
        `  navigation to "Synced": ${median((pull) => pull.fromNavigation).toFixed(0)} ms (${each((pull) => pull.fromNavigation)})`,
      );
    },
  );
}
