/**
 * A message sent without a connection: the visitor is told it failed, and nothing half sent is
 * left in the conversation. Back online, the same question gets its answer.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageIsHydrated } from '../../pages/hydration';
import { expectToast } from '../../pages/toasts';

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

test('a message sent offline fails with a toast and leaves nothing half sent', async ({ page, context }) => {
  await openHydrated(page, '/');
  const chat = chatOf(page);
  await chat.open();
  await expect(chat.welcome).toBeVisible();

  await context.setOffline(true);
  const question = 'Is October a good month for Saint Lucia?';
  await chat.send(question);
  await expectToast(page, 'Failed to send message', 'Please try again.');
  await expect(chat.log.getByText(question, { exact: true })).toHaveCount(0);
  await expect(chat.log.getByText('Isla is typing...')).toHaveCount(0);
  await expect(chat.welcome).toBeVisible();

  await context.setOffline(false);
  await chat.ask(question);
  await expect(chat.log.getByText(question, { exact: true })).toHaveCount(1);
});
