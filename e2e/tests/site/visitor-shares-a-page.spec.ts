/**
 * The header's share menu: a social network opens its share window on the page's address, and
 * Copy Link puts the address on the clipboard. The networks' pages are answered here, never
 * fetched from the internet.
 */
import { expect, test } from '@playwright/test';

test('a visitor shares a page on Facebook and copies its link', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await context.route('https://www.facebook.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }),
  );
  await page.goto('/visit-saint-lucia');
  const pageUrl = page.url();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('menuitem', { name: 'Twitter/X' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'LinkedIn' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Email' })).toBeVisible();
  const shareWindow = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: 'Facebook' }).click();
  const facebook = await shareWindow;
  await expect
    .poll(() => facebook.url())
    .toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`);
  await facebook.close();

  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Copy Link' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
});
