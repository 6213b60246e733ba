/**
 * The first screen of a first visit: a new device (a fresh browser context, nothing in
 * IndexedDB, the service worker installing beside it as on a real first visit) signs in and
 * opens the office's Clients tab while its first pull brings 5,000 clients, a trip each and
 * two bookings a trip (20,000 records). Timed from the start of the navigation, on the page's
 * own clock: the first client card, the first "Downloading your data" line, and "Synced".
 * The median of three devices. The server shares the machine's two cores with chromium.
 */
import type { Browser } from 'playwright-core';
import { signInBrowser, watchPullPages, withOfficeServer } from './officeServer.ts';

const CLIENTS = 5000;
const BOOKINGS_PER_CLIENT = 2;
const RECORDS = CLIENTS * (2 + BOOKINGS_PER_CLIENT);
const EMAIL = 'first-visit-agent@example.com';
const PASSWORD = 'bench-password-2026';
const DEVICES = 3;
const TIMEOUT_MS = 600_000;

/**
 * Runs in every document: stamps the first client card, the first progress line and "Synced"
 * as each enters the document. A string, because tsx wraps named functions in a helper the
 * page does not have.
 */
const WATCH_FIRST_VISIT = `
  const marks = (window.firstVisit = {});
  new MutationObserver(() => {
    const now = performance.now();
    if (marks.firstCard === undefined && document.querySelector('.office__cards .ant-card')) marks.firstCard = now;
    const text = document.body ? document.body.textContent : '';
    if (marks.progress === undefined && text.includes('Downloading your data')) marks.progress = now;
    if (marks.synced === undefined && /Synced (just now|\\d)/.test(text)) marks.synced = now;
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (marks.firstPage === undefined && entry.name.includes('/api/sync/pull')) { marks.firstPage = entry.responseEnd; marks.firstAsked = entry.startTime; marks.firstBytes = entry.responseStart; }
    }
  }).observe({ type: 'resource', buffered: true });
`;

interface Visit {
  firstAsked: number;
  firstBytes: number;
  firstPage: number;
  firstCard: number;
  progress: number | undefined;
  synced: number;
  pages: number;
}

async function firstVisit(browser: Browser, baseURL: string): Promise<Visit> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    await signInBrowser(context, EMAIL, PASSWORD);
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_VISIT);
    const pull = watchPullPages(page);
    await page.goto('/agent-office?tab=clients');
    await page
      .getByRole('group', { name: 'Sync status' })
      .getByText(/^Synced /)
      .waitFor({ timeout: TIMEOUT_MS });
    const marks = (await page.evaluate('window.firstVisit')) as Omit<Visit, 'pages'>;
    return { ...marks, pages: pull.pages() };
  } finally {
    await context.close();
  }
}

export async function benchOfficeFirstVisit(): Promise<void> {
  await withOfficeServer(
    {
      name: 'office first visit',
      email: EMAIL,
      password: PASSWORD,
      clients: CLIENTS,
      bookingsPerClient: BOOKINGS_PER_CLIENT,
    },
    async ({ browser, baseURL }) => {
      const visits: Visit[] = [];
      for (let device = 0; device < DEVICES; device++) visits.push(await firstVisit(browser, baseURL));
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const figure = (pick: (visit: Visit) => number | undefined) => {
        const values = visits.map(pick);
        if (values.some((value) => value === undefined)) return 'not shown';
        const known = values as number[];
        return `${median(known).toFixed(0)} ms (${known.map((value) => value.toFixed(0)).join(', ')})`;
      };
      console.log(
        `first visit of the office with ${RECORDS.toLocaleString('en-US')} records (${CLIENTS.toLocaleString('en-US')} clients, ${visits[0].pages} pages), median of ${DEVICES} new devices, from the navigation:`,
      );
      console.log(`  first pull page asked: ${figure((visit) => visit.firstAsked)}`);
      console.log(`  first pull page's first byte: ${figure((visit) => visit.firstBytes)}`);
      console.log(`  first pull page answered: ${figure((visit) => visit.firstPage)}`);
      console.log(`  first client card: ${figure((visit) => visit.firstCard)}`);
      console.log(`  first "Downloading your data": ${figure((visit) => visit.progress)}`);
      console.log(`  "Synced": ${figure((visit) => visit.synced)}`);
    },
  );
}
