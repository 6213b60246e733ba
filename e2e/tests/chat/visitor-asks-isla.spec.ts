/**
 * A visitor asks the assistant: a suggestion, then a question about a package, whose answer
 * names the price and links to the page it comes from. The conversation is still there, panel
 * open, after a reload and on the page the link leads to.
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

test('a visitor asks Isla about a package and finds the conversation again after a reload', async ({
  page,
}) => {
  await openHydrated(page, '/');
  const chat = chatOf(page);
  await expect(chat.panel).toHaveCount(0);
  await chat.open();
  await expect(chat.welcome).toBeVisible();
  await expect(chat.input).toBeFocused();

  await chat.panel.getByRole('button', { name: 'Destinations' }).click();
  await expect(chat.log.getByText('What destinations do you offer?', { exact: true })).toBeVisible();
  await expect(chat.answers()).toHaveCount(1);
  await expect(chat.welcome).toHaveCount(0);

  await chat.ask('How much is the Romantic Getaway?');
  const answer = chat.log.getByText(/\$2,199/);
  await expect(answer).toBeVisible();
  const link = chat.log.getByRole('link', { name: 'Visit Saint Lucia' });
  await expect(link).toHaveAttribute('href', '/visit-saint-lucia');

  // A reload keeps the panel open on the same conversation.
  await page.reload();
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
  await expect(chat.panel).toBeVisible();
  await expect(chat.log.getByText('How much is the Romantic Getaway?', { exact: true })).toBeVisible();
  await expect(answer).toBeVisible();
  await expect(chat.answers()).toHaveCount(2);

  // So does following the answer's link.
  await link.click();
  await expect(page).toHaveURL(/\/visit-saint-lucia$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Visit Saint Lucia' })).toBeVisible();
  await expect(chat.panel).toBeVisible();
  await expect(answer).toBeVisible();

  // Closed, it stays closed.
  await chat.panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat.panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open chat with Isla' })).toBeFocused();
  await page.reload();
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Open chat with Isla' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(chat.panel).toHaveCount(0);
});
