/**
 * A visitor on a phone (390x844) reaches everything: the footer's last buttons are not under
 * the assistant's floating button, and a signed-in client sees every dashboard tab and its
 * Settings message.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LoginScreen } from '../../pages/AccountPages';
import { expectToast } from '../../pages/toasts';

test.use({ viewport: { width: 390, height: 844 } });

const DEMO_PASSWORD = 'demo-travel-2026';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').toBeTruthy();
  return found!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
    )
    .toBe(true);
}

test('the footer’s last buttons stay clear of the chat button and open their dialogs', async ({ page }) => {
  await page.goto('/about');
  const chat = page.getByRole('button', { name: /chat with/ });
  await expect(chat).toBeVisible();
  await scrollToEnd(page);
  const chatBox = await box(chat);
  // A small button in the corner, inside the screen.
  expect(chatBox.width).toBeLessThanOrEqual(52);
  expect(chatBox.x + chatBox.width).toBeLessThanOrEqual(390);

  const footer = page.getByRole('contentinfo');
  for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Settings']) {
    const button = footer.getByRole('button', { name });
    expect(overlaps(await box(button), chatBox), `${name} is not under the chat button`).toBe(false);
  }
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
  for (const link of await quickLinks.all()) {
    await link.scrollIntoViewIfNeeded();
    expect(overlaps(await box(link), await box(chat))).toBe(false);
  }

  // Clicked where a finger would: Playwright refuses a click another element would take.
  await scrollToEnd(page);
  await footer.getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a client on a phone sees every dashboard tab and the Settings message', async ({ page }) => {
  const login = new LoginScreen(page);
  await login.goto();
  await login.signIn('client@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();

  for (const name of ['Overview', 'Itineraries', 'Bookings', 'Quotes', 'Profile']) {
    const tab = page.getByRole('tab', { name, exact: true });
    await expect(tab).toBeVisible();
    const tabBox = await box(tab);
    expect(tabBox.x, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(tabBox.x + tabBox.width, `${name} ends on the screen`).toBeLessThanOrEqual(390);
  }
  // No "more" menu hides a tab.
  await expect(page.locator('.dashboard-tabs .ant-tabs-nav-more')).toBeHidden();
  await page.getByRole('tab', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Profile', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expectToast(page, 'Settings', 'Profile settings and preferences are coming soon!');
});
