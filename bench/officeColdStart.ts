/**
 * The Agent Office opened with no connection on a device that holds 5,000 clients: the built
 * PWA served by the API on a fresh embedded database, Debian's chromium through
 * playwright-core, the service worker and IndexedDB of one browser profile. The figure is the
 * time from reload to the first client card and to the statistics counting all of them.
 */
import { withOfficeServer } from './officeServer.ts';

const CLIENTS = 5000;
const PASSWORD = 'bench-password-2026';
const EMAIL = 'cold-start-agent@example.com';

export async function benchOfficeColdStart(): Promise<void> {
  await withOfficeServer(
    { name: 'office cold start', email: EMAIL, password: PASSWORD, clients: CLIENTS },
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      const { csrfToken } = (await (await context.request.get('/api/auth/csrf-token')).json()) as {
        csrfToken: string;
      };
      await context.request.post('/api/auth/login', {
        headers: { 'X-CSRF-Token': csrfToken },
        data: { email: EMAIL, password: PASSWORD },
      });
      const page = await context.newPage();
      let started = performance.now();
      await page.goto('/agent-office?tab=clients');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const status = page.getByRole('group', { name: 'Sync status' });
      await status.getByText(/^Synced /).waitFor({ timeout: 300_000 });
      console.log(
        `first open online, ${CLIENTS.toLocaleString('en-US')} clients pulled into IndexedDB: ${(performance.now() - started).toFixed(0)} ms`,
      );

      await context.setOffline(true);
      started = performance.now();
      await page.reload();
      await page.locator('.ant-card', { hasText: '@example.com' }).first().waitFor({ timeout: 120_000 });
      const firstCard = performance.now() - started;
      await page
        .getByRole('region', { name: 'Statistics' })
        .getByText(CLIENTS.toLocaleString('en-US'), { exact: true })
        .first()
        .waitFor({ timeout: 120_000 });
      const counted = performance.now() - started;
      const heap = await page.evaluate(
        () =>
          (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
      );
      console.log(
        `office cold start offline with ${CLIENTS.toLocaleString('en-US')} clients: first client card ${firstCard.toFixed(0)} ms, statistics complete ${counted.toFixed(0)} ms, JS heap ${(heap / 1024 / 1024).toFixed(0)} MB`,
      );
      await context.close();
    },
  );
}
