/**
 * A traveller signs in to the client dashboard, reads every tab, saves a trip to their
 * calendar, then loses the connection at the airport: a reload still shows the itinerary and
 * its booking references from the copy kept on the device, with its age. Signing out removes it.
 */
import fs from 'node:fs';
import { wcagViolations } from '../../pages/accessibility';
import { expect, test, type Page } from '@playwright/test';
import { LoginScreen } from '../../pages/AccountPages';
import { expectToast } from '../../pages/toasts';

test.use({ serviceWorkers: 'allow' });

const DEMO_PASSWORD = 'demo-travel-2026';

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name });
}

/** Installed, activated and controlling the page, so a reload offline is answered by it. */
async function serviceWorkerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('a client reads every tab, then reads the itinerary offline after a reload', async ({
  page,
  context,
}) => {
  const login = new LoginScreen(page);
  await login.goto();
  await login.signIn('client@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Jordan!' })).toBeVisible();

  // Overview: the four counters and the first three trips.
  const counters = page.getByRole('list', { name: 'Your travel at a glance' });
  await expect(counters.getByRole('listitem').filter({ hasText: 'Active Trips' })).toContainText(
    'in planning',
  );
  await expect(counters.getByRole('listitem').filter({ hasText: 'Total Bookings' })).toContainText(
    'confirmed',
  );
  await expect(counters.getByRole('listitem').filter({ hasText: 'Quotes Requested' })).toBeVisible();
  await expect(counters.getByRole('listitem').filter({ hasText: 'Total Invested' })).toContainText('$');
  const recent = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Recent Activity' }) });
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  expect(await wcagViolations(page, 'the dashboard')).toEqual([]);

  let panel = await openTab(page, 'Itineraries');
  const escape = panel.locator('.ant-card', {
    has: page.getByRole('heading', { name: 'Saint Lucia Anniversary Escape' }),
  });
  await expect(escape).toContainText('February 12, 2027 - February 19, 2027');
  await expect(escape).toContainText('Confirmed');
  await expect(escape).toContainText('Piton-view suite upgrade');
  const download = page.waitForEvent('download');
  await escape.getByRole('button', { name: 'Add Saint Lucia Anniversary Escape to your calendar' }).click();
  const calendar = await download;
  expect(calendar.suggestedFilename()).toMatch(/^itinerary-[\w-]+\.ics$/);
  const ics = fs.readFileSync(await calendar.path(), 'utf8');
  expect(ics).toContain('SUMMARY:Saint Lucia Anniversary Escape');
  expect(ics).toContain('Reference: JBL7QK');

  panel = await openTab(page, 'Bookings');
  const flight = panel
    .getByRole('listitem')
    .filter({ hasText: 'Orlando (MCO) to Hewanorra (UVF), round trip' });
  await expect(flight).toContainText('JBL7QK');
  await expect(flight).toContainText('February 12, 2027, 08:05 to February 19, 2027, 13:20');
  await expect(flight).toContainText('Orlando International Airport');
  expect(await wcagViolations(page, 'the dashboard')).toEqual([]);

  panel = await openTab(page, 'Quotes');
  await expect(panel.getByRole('link', { name: 'Saint Lucia Anniversary Escape' })).toHaveAttribute(
    'href',
    /^\/p\//,
  );
  await expect(panel.getByRole('heading', { name: 'Ellis family' })).toBeVisible();
  expect(await wcagViolations(page, 'the dashboard')).toEqual([]);

  panel = await openTab(page, 'Profile');
  await expect(panel).toContainText('412 Lake Lucerne Circle, Winter Park, FL 32789');
  await expect(panel).toContainText('client@demo.test');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notices = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notices).toContainText('CAT-2291');
  await notices.getByRole('button', { name: 'Close' }).click();

  // At the airport: no connection. The reload is answered by the service worker and the
  // dashboard by the copy on the device.
  await serviceWorkerControls(page);
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByText("You're offline: this is your dashboard as last loaded on this device."),
  ).toBeVisible();
  await expect(
    page.getByText(/^Last updated [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/),
  ).toBeVisible();
  panel = await openTab(page, 'Bookings');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Piton-view suite, 7 nights' })).toContainText(
    'SLR-884213',
  );
  panel = await openTab(page, 'Itineraries');
  await expect(panel.getByRole('heading', { name: 'Saint Lucia Anniversary Escape' })).toBeVisible();

  // Back online, signing out removes the copy from the device.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out successfully');
  expect(await page.evaluate(() => localStorage.getItem('clientDashboard'))).toBeNull();
});

test('the dashboard sends a signed-out visitor to /login and an agent to the office', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginScreen(page);
  await login.signIn('agent@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/agent-office/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/agent-office/);
});
