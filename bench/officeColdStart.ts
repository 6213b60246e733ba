/**
 * The Agent Office opened with no connection on a device that holds a busy agent's data: 5,000
 * clients, a trip each with 4 bookings (20,000) and 2,000 e-mails. The built PWA is served by
 * the API on a fresh embedded database, Debian's chromium runs through playwright-core, and
 * the service worker and IndexedDB belong to one browser profile. The data is pulled online
 * first (timed as a whole, and from the first page asked for to "Synced"); then the office is opened offline five times, and the figures (median, and each
 * round) are: the time from the start of the navigation to the first client card and to the
 * statistics counting every client, the JS heap after a garbage collection, and the time from
 * a click on the Bookings tab, then on the Email Center tab, to its first row of data on screen.
 * Then the same first screen when the browser itself starts anew on a profile on disk, offline:
 * the cold start of an agent's morning, with nothing of the office in memory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { benchChromium, signInBrowser, watchPullPages, withOfficeServer } from './officeServer.ts';

const CLIENTS = 5000;
const BOOKINGS_PER_CLIENT = 4;
const EMAILS = 2000;
const PASSWORD = 'bench-password-2026';
const EMAIL = 'cold-start-agent@example.com';
const TIMEOUT_MS = 120_000;

const ROUNDS = 5;
/** Opens of the office by a browser started anew on the same profile. */
const RESTARTS = 3;
const BOOKINGS_ROW = 'section[aria-labelledby="bookings-title"] .ant-table-row';
const EMAIL_ROW = '.email-center__list .email-row';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Runs in every document: stamps, on the page's own clock (from the start of the navigation),
 * the first client card and the statistics counting every client as each enters the document.
 * A string, because tsx wraps named functions in a helper the page does not have.
 */
const WATCH_FIRST_SCREEN = `
  const marks = (window.firstScreen = {});
  new MutationObserver(() => {
    const now = performance.now();
    if (marks.firstCard === undefined && document.querySelector('.office__cards .ant-card')) marks.firstCard = now;
    if (marks.counted === undefined) {
      const value = document.querySelector('[aria-label="Statistics"] .ant-statistic-content-value');
      if (value && value.textContent.trim() === ${JSON.stringify(count(CLIENTS))}) marks.counted = now;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface Round {
  firstCard: number;
  counted: number;
  heap: number;
  bookingsTab: number;
  emailTab: number;
  heapAfterTabs: number;
}

/** Waits for the first screen, then reads its stamps. */
async function readStart(page: Page): Promise<{ firstCard: number; counted: number }> {
  await page.locator('.office__cards .ant-card').first().waitFor({ timeout: TIMEOUT_MS });
  await page
    .getByRole('region', { name: 'Statistics' })
    .getByText(count(CLIENTS), { exact: true })
    .first()
    .waitFor({ timeout: TIMEOUT_MS });
  return (await page.evaluate('window.firstScreen')) as { firstCard: number; counted: number };
}

/** usedJSHeapSize once a full collection has run, so garbage left by the start is not counted. */
async function heapAfterGc(page: Page, cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return page.evaluate(
    () => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Runs in the page: clicks the tab named `name` and answers the milliseconds, on the page's
 * own clock, until an element matching `firstRow` is in the document and the next frame has
 * been drawn. A string, because tsx wraps named functions in a helper the page does not have.
 */
const OPEN_TAB = `({ name, firstRow, timeout }) => new Promise((resolve, reject) => {
  const tab = [...document.querySelectorAll('[role="tab"]')].find((el) => el.textContent.trim() === name);
  if (!tab) return reject(new Error('no tab ' + name));
  const started = performance.now();
  let timer;
  const observer = new MutationObserver(() => {
    if (!document.querySelector(firstRow)) return;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
  });
  timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error('no ' + firstRow + ' after ' + timeout + ' ms'));
  }, timeout);
  observer.observe(document, { childList: true, subtree: true });
  tab.click();
})`;

async function openTab(page: Page, name: string, firstRow: string): Promise<number> {
  await page.getByRole('tab', { name, exact: true }).waitFor({ timeout: TIMEOUT_MS });
  const args = JSON.stringify({ name, firstRow, timeout: TIMEOUT_MS });
  return (await page.evaluate(`(${OPEN_TAB})(${args})`)) as number;
}

/**
 * The office as an agent meets it in the morning: the browser started anew on a profile that
 * holds the service worker and the data, the device offline. Pulled online once by a browser
 * on that profile, then each round starts chromium again, opens the office and reads its stamps.
 */
async function restartedBrowserRounds(
  baseURL: string,
): Promise<Array<{ firstCard: number; counted: number }>> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-bench-profile-'));
  const open = () =>
    chromium.launchPersistentContext(profile, {
      ...benchChromium(),
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
  try {
    const first = await open();
    await signInBrowser(first, EMAIL, PASSWORD);
    const page = first.pages()[0] ?? (await first.newPage());
    await page.goto('/agent-office?tab=clients');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 600_000,
    });
    await page
      .getByRole('group', { name: 'Sync status' })
      .getByText(/^Synced /)
      .waitFor({ timeout: 600_000 });
    await first.close();

    const rounds: Array<{ firstCard: number; counted: number }> = [];
    for (let round = 0; round < RESTARTS; round++) {
      const context = await open();
      try {
        await context.setOffline(true);
        await context.addInitScript(WATCH_FIRST_SCREEN);
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/agent-office?tab=clients');
        rounds.push(await readStart(page));
      } finally {
        await context.close();
      }
    }
    return rounds;
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

export async function benchOfficeColdStart(): Promise<void> {
  const bookings = CLIENTS * BOOKINGS_PER_CLIENT;
  const data = `${count(CLIENTS)} clients, ${count(bookings)} bookings, ${count(EMAILS)} e-mails`;
  await withOfficeServer(
    {
      name: 'office cold start',
      email: EMAIL,
      password: PASSWORD,
      clients: CLIENTS,
      bookingsPerClient: BOOKINGS_PER_CLIENT,
      emails: EMAILS,
    },
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      await signInBrowser(context, EMAIL, PASSWORD);
      const page = await context.newPage();
      await page.addInitScript(WATCH_FIRST_SCREEN);
      // The pull alone: from the device's first request for a page to "Synced" on screen.
      const pull = watchPullPages(page);
      const started = performance.now();
      await page.goto('/agent-office?tab=clients');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 600_000,
      });
      const status = page.getByRole('group', { name: 'Sync status' });
      await status.getByText(/^Synced /).waitFor({ timeout: 600_000 });
      const synced = performance.now();
      console.log(`first open online, ${data} pulled into IndexedDB: ${(synced - started).toFixed(0)} ms`);
      console.log(
        `  of which the first pull, ${pull.pages()} pages, first request to "Synced": ${(synced - (pull.firstAt() ?? synced)).toFixed(0)} ms`,
      );

      await context.setOffline(true);
      const cdp = await context.newCDPSession(page);
      const rounds: Round[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await page.goto('/agent-office?tab=clients');
        const start = await readStart(page);
        const heap = await heapAfterGc(page, cdp);
        const bookingsTab = await openTab(page, 'Bookings', BOOKINGS_ROW);
        const emailTab = await openTab(page, 'Email Center', EMAIL_ROW);
        rounds.push({ ...start, heap, bookingsTab, emailTab, heapAfterTabs: await heapAfterGc(page, cdp) });
      }
      const median = (pick: (round: Round) => number) => {
        const values = rounds.map(pick).sort((a, b) => a - b);
        return values[Math.floor(values.length / 2)];
      };
      const each = (pick: (round: Round) => number) =>
        rounds.map((round) => pick(round).toFixed(0)).join(', ');
      console.log(
        `office opened offline with ${data}, median of ${ROUNDS} (each round):\n` +
          `  first client card ${median((r) => r.firstCard).toFixed(0)} ms (${each((r) => r.firstCard)})\n` +
          `  statistics complete ${median((r) => r.counted).toFixed(0)} ms (${each((r) => r.counted)})\n` +
          `  JS heap after GC ${megabytes(median((r) => r.heap))} (${rounds.map((r) => megabytes(r.heap)).join(', ')})\n` +
          `  Bookings tab, first row ${median((r) => r.bookingsTab).toFixed(0)} ms (${each((r) => r.bookingsTab)})\n` +
          `  Email Center tab, first row ${median((r) => r.emailTab).toFixed(0)} ms (${each((r) => r.emailTab)})\n` +
          `  JS heap after GC with both tabs opened ${megabytes(median((r) => r.heapAfterTabs))}`,
      );
      await context.close();

      const restarted = await restartedBrowserRounds(baseURL);
      const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      console.log(
        `office opened offline by a browser started anew on its profile, median of ${RESTARTS} (each):\n` +
          `  first client card ${middle(restarted.map((r) => r.firstCard)).toFixed(0)} ms (${restarted.map((r) => r.firstCard.toFixed(0)).join(', ')})\n` +
          `  statistics complete ${middle(restarted.map((r) => r.counted)).toFixed(0)} ms (${restarted.map((r) => r.counted.toFixed(0)).join(', ')})`,
      );
    },
  );
}
