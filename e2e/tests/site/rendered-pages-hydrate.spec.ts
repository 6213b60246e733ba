/**
 * Every page the server renders comes alive in the browser with the same HTML: the site's own
 * entry hydrates it without a mismatch, and its links load the next rendered page.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageIsHydrated } from '../../pages/hydration';

async function sitemapPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

test('every page in the sitemap hydrates without a mismatch', async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/rendered differently in the browser|Minified React error|hydrat/i.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));

  const paths = await sitemapPaths(page);
  expect(paths).toContain('/');
  expect(paths).toContain('/visit-saint-lucia');
  for (const path of [...paths, '/no/such/page']) {
    await page.goto(path);
    await expect.poll(() => pageIsHydrated(page), { message: path }).toBe(true);
  }
  expect(problems).toEqual([]);
});

test('a link on a rendered page loads the next page from the server, rendered', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  // A document load, not a render in place: the browser's navigation entry is the new page.
  await expect
    .poll(() => page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0].name).pathname))
    .toBe('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
});
