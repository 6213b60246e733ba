/**
 * The header's share menu: a social network opens its share window on the page's address, and
 * Copy Link puts the address on the clipboard. The networks' pages are answered here, never
 * fetched from the internet.
 */
import { expect, test } from '@playwright/test';
import { expectToast } from '../../pages/toasts';

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
  const copyItem = page.getByRole('menuitem', { name: 'Copy Link' });
  const menu = page.getByRole('menu');
  const widthBefore = (await menu.boundingBox())!.width;
  await copyItem.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
  await expectToast(page, 'Link copied!', 'The link has been copied to your clipboard.');
  // The menu stays open, the item reads Copied! with a check mark, and nothing moves.
  const copied = page.getByRole('menuitem', { name: 'Copied!' });
  await expect(copied).toBeVisible();
  await expect(copied.locator('.share-menu__copied')).toBeVisible();
  expect((await menu.boundingBox())!.width).toBe(widthBefore);
  // Two seconds on, it reads Copy Link again.
  await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeVisible({ timeout: 5_000 });
  expect((await menu.boundingBox())!.width).toBe(widthBefore);
});
