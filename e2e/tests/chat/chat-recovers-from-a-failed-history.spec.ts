/**
 * The conversation cannot be loaded after a reload (the server did not answer): the panel says
 * so, without the input, and Try Again brings the conversation back.
 */
import { expect, test } from '@playwright/test';
import { pageIsHydrated } from '../../pages/hydration';
import { chatOf, openHydrated } from '../../pages/ChatPanel';

test('Try Again loads the conversation after it failed to load', async ({ page }) => {
  await openHydrated(page, '/services');
  const chat = chatOf(page);
  await chat.open();
  await chat.ask('How much is the Romantic Getaway?');

  // The next read of the conversation fails once; the one after goes through.
  let failed = 0;
  await page.route('**/api/chat/*', async (route) => {
    if (route.request().method() !== 'GET' || failed > 0) return route.fallback();
    failed += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'unavailable', message: 'Service unavailable' }),
    });
  });
  await page.reload();
  await expect.poll(() => pageIsHydrated(page)).toBe(true);

  const problem = chat.panel.getByRole('alert');
  await expect(problem.getByRole('heading', { name: 'Connection Error' })).toBeVisible();
  await expect(problem).toContainText(
    'Unable to connect to the assistant. Please check your connection and try again.',
  );
  await expect(chat.input).toHaveCount(0);
  expect(failed).toBe(1);

  await problem.getByRole('button', { name: 'Try Again' }).click();
  await expect(chat.log.getByText('How much is the Romantic Getaway?', { exact: true })).toBeVisible();
  await expect(chat.log.getByText(/\$2,199/)).toBeVisible();
  await expect(problem).toHaveCount(0);
  await expect(chat.input).toBeVisible();
});
