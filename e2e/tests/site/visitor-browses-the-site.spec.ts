import { expect, test } from '@playwright/test';
import { LoginScreen } from '../../pages/AccountPages';
import { expectToast } from '../../pages/toasts';

test('a visitor opens the home page and moves around with the header', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Get Quote' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /Learn More/ }).first()).toBeVisible();

  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: 'Blog & NEWS UPDATES' })).toBeVisible();
  await expect(page).toHaveTitle(/Travel Blog - Latest Tips & Destination Guides/);
  // The production CSP must not block anything the built app does.
  expect(cspViolations).toEqual([]);
});

test('a signed-in client’s header keeps one line at every width, then Logout says so at home', async ({
  page,
}) => {
  const login = new LoginScreen(page);
  await login.goto();
  await login.signIn('client@demo.test', 'demo-travel-2026');
  await expect(page).toHaveURL(/\/dashboard$/);

  const header = page.getByRole('banner');
  for (const width of [1366, 1024, 820, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/visit-saint-lucia');
    if (width >= 768) await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    const bar = (await header.boundingBox())!;
    // One row: the bar is its set height, nothing wrapped onto a second line.
    expect(bar.height, `${width} px`).toBeLessThanOrEqual(66);
    const name = (await header.getByText('Island Bridge Travel', { exact: true }).boundingBox())!;
    expect(name.height, `the brand's name on one line at ${width} px`).toBeLessThan(width < 400 ? 50 : 30);
    for (const button of await header.locator('.site-header__actions .btn:visible').all()) {
      const outer = (await button.boundingBox())!;
      expect(outer.x + outer.width, `${width} px`).toBeLessThanOrEqual(width);
      const icon = button.locator('.anticon');
      if ((await icon.count()) === 0) continue;
      // The icon is drawn at its size and centred on the label's line.
      const drawn = (await icon.boundingBox())!;
      expect(drawn.width, `${width} px`).toBeGreaterThanOrEqual(12);
      expect(Math.abs(drawn.y + drawn.height / 2 - (outer.y + outer.height / 2))).toBeLessThanOrEqual(2);
    }
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/visit-saint-lucia');
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Logged out successfully', 'You have been signed out of your account.');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the app shell still loads offline after a first visit', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Wait until the service worker has installed (precached the shell) and is active.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });

    await context.setOffline(true);
    await page.goto('/services');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Learn More/ }).first()).toBeVisible();
    // Served by the service worker's precache, not by the (unreachable) server.
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // Another lazily loaded screen, never opened online: its chunk came from the precache too.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
    await context.setOffline(false);
  });
});
