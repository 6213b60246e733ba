/**
 * Signing out of the office on a shared machine with no connection: the device forgets the
 * office at once, and the session on the server ends once the connection returns.
 */
import { expect, test, type Page } from '@playwright/test';
import { LoginScreen } from '../../pages/AccountPages';
import { OfficeDevice, registerAgent } from '../../pages/OfficeDevice';

// The office is served offline by the service worker.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'parallel' });

/** The names of the office's databases on the page's device. */
const officeDatabases = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.includes('office')),
  );

test('an agent signs out offline: the device is cleared at once, and the session ends once back online', async ({
  browser,
}) => {
  const agent = await registerAgent(browser, 'signs-out-offline');
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const page = laptop.page;
  const email = await laptop.addClientOnServer({ firstName: 'Shared', lastName: `Machine${Date.now()}` });
  expect(await officeDatabases(page)).not.toEqual([]);
  const sessionCookies = await laptop.context.cookies();

  await laptop.goOffline();
  await laptop.editClient(email, { Notes: 'Edited with no connection' });
  await expect(laptop.status.getByText('1 change waiting to sync')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out and lose unsent changes?' });
  await expect(confirm.getByText('1 change has not reached the server yet.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign out and delete' }).click();

  await expect(page.getByText('Signed out on this device')).toBeVisible();
  await expect.poll(() => officeDatabases(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('lastSignedInUser'))).toBeNull();
  // Nothing of the office's data in the service worker's caches either: it keeps no API answer.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
  });
  expect(cached).toEqual([]);

  // The office is no longer reachable on this device, even from its address.
  await page.goto('/agent-office?tab=clients');
  await expect(page.getByRole('heading', { name: /Agent Office - Welcome/ })).toBeHidden();
  await expect(page.locator('.office__cards .ant-card')).toHaveCount(0);

  // Back online: the session the cookie still named ends, and the sign-in page is shown.
  const loggedOut = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/logout' && response.status() === 200,
  );
  await laptop.context.setOffline(false);
  await loggedOut;
  await page.goto('/agent-office?tab=clients');
  await expect(page).toHaveURL(/\/login/);
  await expect(new LoginScreen(page).heading).toBeVisible();

  const oldCookie = await browser.newContext();
  try {
    await oldCookie.addCookies(sessionCookies);
    expect((await oldCookie.request.get('/api/auth/me')).status()).toBe(401);
  } finally {
    await oldCookie.close();
  }
  await laptop.close();
});

test('the sync line never says "All changes synced" while the office opens with changes waiting', async ({
  browser,
}) => {
  const agent = await registerAgent(browser, 'opens-with-changes');
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const page = laptop.page;
  const email = await laptop.addClientOnServer({ firstName: 'Waiting', lastName: `Change${Date.now()}` });
  await laptop.goOffline();
  await laptop.editClient(email, { Notes: 'Still on this device' });
  await expect(laptop.status.getByText('1 change waiting to sync')).toBeVisible();

  // Every text the live region holds from the document's start, recorded as it changes.
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { announced: string[] }).announced = said;
    const record = () => {
      const region = document.querySelector('.sync-status [aria-live]');
      if (region && said.at(-1) !== region.textContent) said.push(region.textContent ?? '');
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(laptop.status.getByText('1 change waiting to sync')).toBeVisible();
  const announced = await page.evaluate(() => (window as unknown as { announced: string[] }).announced);
  expect(announced).toContain('1 change waiting to sync');
  expect(announced).not.toContain('All changes synced');
  await laptop.close();
});
