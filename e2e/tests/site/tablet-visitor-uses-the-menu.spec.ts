import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 768, height: 1024 } });

test('on a tablet the menu toggle repeats the navigation and closes after a choice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await mobileNav.getByRole('link', { name: 'Blog' }).click();

  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { name: 'Blog & NEWS UPDATES' })).toBeVisible();
  await expect(mobileNav).toBeHidden();
  // Nothing on the page may scroll sideways at tablet width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
