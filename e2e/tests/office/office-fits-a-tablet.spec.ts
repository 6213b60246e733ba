/**
 * The office on a 768 px tablet, a phone and a 1366x850 laptop: every tab in sight, the
 * header's buttons whole and uncovered, the compose dialog whole on the screen.
 */
import { expect, test } from '@playwright/test';
import { OfficeDevice } from '../../pages/OfficeDevice';

test('on a tablet every office tab shows and Logout stays beside Settings', async ({ browser }) => {
  const device = await OfficeDevice.openAsNewAgent(browser, 'tablet-agent', {
    viewport: { width: 768, height: 1024 },
    path: '/agent-office',
  });
  const { page } = device;
  for (const name of ['Overview', 'Clients', 'Quotes', 'Proposals', 'Email Center', 'Client Portal']) {
    await expect(page.getByRole('tab', { name })).toBeInViewport();
  }
  await page.getByRole('tab', { name: 'Client Portal' }).click();
  await expect(page.getByRole('tab', { name: 'Client Portal' })).toHaveAttribute('aria-selected', 'true');

  const logout = await page.getByRole('button', { name: 'Logout' }).boundingBox();
  const settings = await page
    .getByRole('navigation', { name: 'Office' })
    .getByRole('link', { name: 'Settings' })
    .boundingBox();
  expect(
    logout && settings && Math.abs(logout.y + logout.height / 2 - (settings.y + settings.height / 2)),
  ).toBeLessThan(4);
  expect(logout!.height).toBeLessThan(48);
  await device.close();
});

test('on a phone a toast leaves the header uncovered', async ({ browser }) => {
  const device = await OfficeDevice.openAsNewAgent(browser, 'phone-agent', {
    viewport: { width: 390, height: 844 },
  });
  const { page } = device;
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('First name').fill('Ines');
  await dialog.getByLabel('Last name').fill('Alcindor');
  await dialog.getByLabel('Email').fill(`ines-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  const toast = page.locator('.ant-notification-notice', { hasText: 'Client created successfully!' });
  await expect(toast).toBeVisible();
  const header = await page.locator('.office__bar').boundingBox();
  const shown = await toast.boundingBox();
  expect(shown!.y).toBeGreaterThan(header!.y + header!.height);
  await device.close();
});

test('on a 1366x850 laptop the whole compose dialog is on the screen, its message scrolling inside', async ({
  browser,
}) => {
  // An agent awaiting approval reads a notice in the dialog too: the tallest it gets.
  const device = await OfficeDevice.openAsNewAgent(browser, 'laptop-agent', {
    viewport: { width: 1366, height: 850 },
    path: '/agent-office?tab=email',
  });
  const { page } = device;
  await page.getByRole('region', { name: 'Email Center' }).getByRole('button', { name: 'Compose' }).click();
  const compose = page.getByRole('dialog', { name: 'Compose Email' });
  await compose.getByLabel('Template').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Quote follow-up"]').click();
  await expect(compose.getByLabel('Quote')).toBeVisible();
  const message = compose.getByLabel('Message');
  await message.fill(Array.from({ length: 60 }, (_, line) => `Line ${line + 1} of the message.`).join('\n'));

  for (const field of [
    compose.getByLabel('Template'),
    compose.getByLabel('To', { exact: true }),
    compose.getByLabel('Subject'),
    message,
    compose.getByRole('button', { name: 'Save Draft' }),
    compose.getByRole('button', { name: 'Send' }),
  ]) {
    await expect(field).toBeInViewport({ ratio: 1 });
  }
  expect(await message.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await device.close();
});
