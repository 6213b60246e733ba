/**
 * From pressing Sign In to the Agent Office's heading, and to its figures (the Total Clients
 * counter), in the built PWA served by the API on a fresh embedded database, through Debian's
 * chromium and playwright-core. The first visit is a new browser profile; the second is the
 * same profile after its session ended (closed browser, expired cookie): the service worker,
 * its precache and the agent's data in IndexedDB are all on the device. A third figure is the
 * installed app reopened on a live session (no sign-in at all). Each figure is the median of a
 * few rounds, timed inside the page (performance.now() from the click to the moment the heading
 * is in the document), so Playwright's polling never adds to it. The sign-in figures include the
 * server's own time for POST /api/auth/login (the password hash).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { withOfficeServer } from './officeServer.ts';

const CLIENTS = 300;
const ROUNDS = 3;
const PASSWORD = 'bench-password-2026';
const EMAIL = 'office-start-agent@example.com';
const TIMEOUT_MS = 120_000;
/** With BENCH_TRACE=1 the first round of each kind also prints its requests and marks, relative to its start. */
const TRACE = process.env.BENCH_TRACE === '1';

/**
 * Runs in every document: stamps the click on Sign In, the office's bar, its heading and the
 * full client count as each enters the document, on the page's own clock. A string, because
 * tsx wraps named functions in a helper the page does not have.
 */
const WATCH_OFFICE_START = `
  const marks = (window.officeStart = {});
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Sign In') marks.click = performance.now();
  }, true);
  new MutationObserver(() => {
    const now = performance.now();
    if (marks.shell === undefined && document.querySelector('.office__bar')) marks.shell = now;
    if (marks.heading === undefined) {
      for (const heading of document.querySelectorAll('h1'))
        if (heading.textContent.startsWith('Agent Office - Welcome')) marks.heading = now;
    }
    if (marks.figures === undefined) {
      const value = document.querySelector('[aria-label="Statistics"] .ant-statistic-content-value');
      if (value && value.textContent.trim() === ${JSON.stringify(CLIENTS.toLocaleString('en-US'))}) marks.figures = now;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface Round {
  heading: number;
  figures: number;
  trace: string[];
}

async function readRound(page: Page, from: 'click' | 'navigation'): Promise<Round> {
  await page
    .getByRole('heading', { level: 1, name: /^Agent Office - Welcome/ })
    .waitFor({ timeout: TIMEOUT_MS });
  await page
    .getByRole('region', { name: 'Statistics' })
    .getByText(CLIENTS.toLocaleString('en-US'), { exact: true })
    .waitFor({ timeout: TIMEOUT_MS });
  return page.evaluate(
    ({ from, trace }) => {
      const marks = (window as unknown as { officeStart: Record<string, number> }).officeStart;
      const start = from === 'click' ? marks.click : 0;
      const requests = trace
        ? performance
            .getEntriesByType('resource')
            .map((entry) => entry as PerformanceResourceTiming)
            .filter((entry) => entry.startTime >= start - 1)
            .map((entry) => {
              const name = new URL(entry.name).pathname.replace(/-[\w-]{8}\.(js|css)$/, '.$1');
              return `${(entry.startTime - start).toFixed(0).padStart(6)} → ${(entry.responseEnd - start).toFixed(0).padStart(6)} ms  ${name}`;
            })
        : [];
      if (trace)
        for (const [name, at] of Object.entries(marks))
          requests.push(`${(at - start).toFixed(0).padStart(6)} ms  mark ${name}`);
      return { heading: marks.heading - start, figures: marks.figures - start, trace: requests.sort() };
    },
    { from, trace: TRACE },
  );
}

async function signInAndTime(page: Page): Promise<Round> {
  await page.goto('/login');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email', { exact: true }).fill(EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  return readRound(page, 'click');
}

/** Waits until the office has pulled everything and the service worker serves the page. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: TIMEOUT_MS,
  });
  await page
    .getByRole('group', { name: 'Sync status' })
    .getByText('All changes synced')
    .waitFor({ timeout: TIMEOUT_MS });
}

async function newDevice(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: WATCH_OFFICE_START });
  return context;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function report(label: string, rounds: Round[]): void {
  const heading = rounds.map((round) => round.heading);
  const figures = rounds.map((round) => round.figures);
  console.log(
    `${label}: office heading ${median(heading).toFixed(0)} ms (${heading.map((ms) => ms.toFixed(0)).join(', ')}), figures ${median(figures).toFixed(0)} ms (${figures.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  if (TRACE) for (const line of rounds[0].trace) console.log(`    ${line}`);
}

export async function benchOfficeStart(): Promise<void> {
  await withOfficeServer(
    { name: 'office start', email: EMAIL, password: PASSWORD, clients: CLIENTS },
    async ({ browser, baseURL }) => {
      const first: Round[] = [];
      const second: Round[] = [];
      const reopen: Round[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const context = await newDevice(browser, baseURL);
        const page = await context.newPage();
        first.push(await signInAndTime(page));
        await settle(page);

        // The session ends (the cookie is gone) while everything else stays on the device.
        await context.clearCookies();
        second.push(await signInAndTime(page));
        await settle(page);

        await page.goto('about:blank');
        await page.goto('/agent-office');
        reopen.push(await readRound(page, 'navigation'));
        await context.close();
      }
      report('first visit, sign-in to office', first);
      report('second visit, sign-in to office', second);
      report('reopened office, session alive (from navigation start)', reopen);
    },
  );
}
