/** The office on a 390x844 phone: a short header and tab row, and lists as cards rather than squeezed tables. */
import { expect, test } from '@playwright/test';
import { axe } from '../../pages/accessibility';
import { DEMO_AGENT, OfficeDevice } from '../../pages/OfficeDevice';

const PHONE = { width: 390, height: 844 };

test('on a phone the header and the tabs take under 200 px and a client is a card of its own', async ({
  browser,
}) => {
  const device = await OfficeDevice.openAsNewAgent(browser, 'phone-cards', { viewport: PHONE });
  const { page } = device;
  const email = await device.addClientOnServer({ firstName: 'Ines', lastName: 'Alcindor' });

  const header = await page.locator('.office__bar').boundingBox();
  const tabs = await page.getByRole('tablist').first().boundingBox();
  expect(header!.height + tabs!.height).toBeLessThanOrEqual(200);
  // The tabs are one row that scrolls sideways; the one open is in view.
  await expect(page.getByRole('tab', { name: 'Clients' })).toBeInViewport();
  await page.getByRole('tab', { name: 'Client Portal' }).click();
  await expect(page.getByRole('tab', { name: 'Client Portal' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Clients' }).click();

  const card = page.getByRole('article', { name: 'Ines Alcindor' });
  await expect(card.getByText(email)).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.width).toBeGreaterThan(PHONE.width - 60);
  // Nothing makes the page wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await device.close();
});

test('on a phone the bookings are cards with their fields, not a table', async ({ browser }) => {
  // The demo agent's bookings, only read.
  const device = await OfficeDevice.open(browser, DEMO_AGENT, {
    viewport: PHONE,
    path: '/agent-office?tab=bookings',
  });
  const { page } = device;
  const list = page.getByRole('list', { name: 'Bookings table' });
  const card = list.getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(card.getByRole('term')).toHaveText([
    'Type',
    'Client',
    'Status',
    'Cost',
    'Reference',
    'Start',
    'End',
  ]);
  await expect(page.getByRole('table')).toHaveCount(0);
  const { violations } = await axe(page).include('.office-cards').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await device.close();
});
