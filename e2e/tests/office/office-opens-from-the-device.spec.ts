/**
 * How the Agent Office starts: a second visit opens it from the device, whatever the server
 * is doing, and a first visit whose connection drops before the service worker is installed
 * still ends up with a worker, so the office opens offline later.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { LoginScreen } from '../../pages/AccountPages';
import { expectOfficeSynced, OfficeDevice, registerAgent } from '../../pages/OfficeDevice';

function officeHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: 'Agent Office - Welcome, Nadia!' });
}

function clientCard(page: Page, email: string) {
  return page.locator('.ant-card', { hasText: email });
}

/** Holds every request matching `url` unanswered, as a server that does not answer yet would. */
async function holdRequests(page: Page, url: string | ((url: URL) => boolean)) {
  const held: Route[] = [];
  let holding = true;
  await page.route(url, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    paths: () => held.map((route) => new URL(route.request().url()).pathname),
    async release() {
      holding = false;
      for (const route of held) await route.continue();
      await page.unroute(url);
    },
  };
}

test('a second visit opens the office and its clients from the device while the server keeps them waiting', async ({
  browser,
}) => {
  const agent = await registerAgent(browser, 'office-start');
  const device = await OfficeDevice.open(browser, agent);
  const email = await device.addClientOnServer({ firstName: 'Marie', lastName: 'Auguste' });
  await expect(await device.findClient(email)).toBeVisible();
  await device.page.close();

  // The agent comes back: nothing under /api answers, not even the session lookup.
  const page = await device.context.newPage();
  const server = await holdRequests(page, '**/api/**');
  await page.goto('/agent-office?tab=clients');
  await expect(officeHeading(page)).toBeVisible();
  await expect(clientCard(page, email)).toBeVisible();
  // The session lookup and the first pull are still unanswered.
  await expect.poll(server.paths).toEqual(expect.arrayContaining(['/api/auth/me', '/api/sync/pull']));

  // The server confirms the session: the office stays and syncs.
  await server.release();
  await expectOfficeSynced(page);
  await expect(officeHeading(page)).toBeVisible();

  // The session ends (an expired cookie); the agent signs in again while the office's data
  // calls hang: the office and the device's clients appear all the same.
  await device.context.clearCookies();
  const data = await holdRequests(
    page,
    (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth/'),
  );
  const login = new LoginScreen(page);
  await login.goto();
  await login.signIn(agent.email, agent.password);
  await expect(officeHeading(page)).toBeVisible();
  await page.getByRole('tab', { name: 'Clients' }).click();
  await expect(clientCard(page, email)).toBeVisible();
  await expect.poll(data.paths).toContain('/api/sync/pull');
  await data.release();
  await device.close();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  // The reload offline comes right after the worker took over. The browser's update check
  // then compares the worker's script with the server's: sw.js is one file of its own
  // (vite.config.ts), so the check finds nothing new and the same worker answers.
  test('a connection lost before the service worker installed: the worker installs once back online, then the office opens offline', async ({
    browser,
  }) => {
    const agent = await registerAgent(browser, 'office-start-sw');
    const context = await browser.newContext();
    const page = await context.newPage();

    // The worker's script is on its way when the connection drops: hold it until then.
    let scriptRequested: () => void = () => {};
    const requested = new Promise<void>((resolve) => (scriptRequested = resolve));
    let dropConnection: () => void = () => {};
    const dropped = new Promise<void>((resolve) => (dropConnection = resolve));
    let scriptFailed: () => void = () => {};
    const failedToFetch = new Promise<void>((resolve) => (scriptFailed = resolve));
    await context.route('**/sw.js', async (route) => {
      scriptRequested();
      await dropped;
      await route.abort('internetdisconnected');
      scriptFailed();
    });

    const login = new LoginScreen(page);
    await login.goto();
    await login.signIn(agent.email, agent.password);
    await expect(officeHeading(page)).toBeVisible();
    await requested;

    const failed = page.waitForEvent('console', (message) =>
      message.text().startsWith('Service worker registration failed'),
    );
    dropConnection();
    await failedToFetch;
    await context.unroute('**/sw.js');
    await context.setOffline(true);
    await failed;
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active ?? null),
    ).toBeNull();

    await context.setOffline(false);
    // Installed (every file precached), activated and controlling the page. An async predicate
    // in waitForFunction would return a promise, which is truthy at once: wait in the page instead.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active!;
      if (worker.state !== 'activated') {
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => {
            if (worker.state === 'activated') resolve();
          }),
        );
      }
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });

    await context.setOffline(true);
    // The worker answers from its copy while offline: asked here first, so it is running when
    // the reload comes. On a busy machine a reload right after the switch once met the network's
    // error page with the worker installed, as if the navigation had not waited for it to start.
    await expect
      .poll(() => page.evaluate(async () => (await fetch('/manifest.webmanifest')).status))
      .toBe(200);
    await page.reload();
    await expect(officeHeading(page)).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Sync status' }).getByText('Offline', { exact: true }),
    ).toBeVisible();
    await context.close();
  });
});
