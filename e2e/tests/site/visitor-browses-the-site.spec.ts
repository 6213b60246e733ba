import { expect, test } from '@playwright/test';

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
