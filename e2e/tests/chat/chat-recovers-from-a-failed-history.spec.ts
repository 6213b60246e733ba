/**
 * The conversation cannot be loaded after a reload (the server did not answer): the panel says
 * so, without the input, and Try Again brings the conversation back.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageIsHydrated } from '../../pages/hydration';

/** The assistant's panel and what the journey reads of it. */
function chatOf(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Isla AI Travel Assistant' });
  const log = panel.getByRole('log', { name: 'Conversation with Isla' });
  const input = panel.getByRole('textbox', { name: 'Message to Isla' });
  return {
    toggle: page.getByRole('button', { name: /^(Open|Close) chat with Isla$/ }),
    panel,
    log,
    input,
    welcome: panel.getByRole('heading', { name: "Welcome to Isla's AI Travel Assistant!" }),
    /** Isla's answers: each message starts with who said it, for screen readers. */
    answers: () => log.getByText('Isla:', { exact: true }),
    async open() {
      await page.getByRole('button', { name: 'Open chat with Isla' }).click();
      await expect(panel).toBeVisible();
    },
    /** Types a message and sends it with Enter. */
    async send(text: string) {
      await input.fill(text);
      await input.press('Enter');
    },
    /** Sends a message and waits for Isla's answer to it. */
    async ask(text: string) {
      const before = await log.getByText('Isla:', { exact: true }).count();
      await this.send(text);
      await expect(log.getByText(text, { exact: true })).toBeVisible();
      await expect(log.getByText('Isla:', { exact: true })).toHaveCount(before + 1);
      await expect(log.getByText('Isla is typing...')).toHaveCount(0);
    },
  };
}

/** Opens a server-rendered page and waits until its script has taken it over. */
async function openHydrated(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
}

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
