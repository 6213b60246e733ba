import { expect, type Page } from '@playwright/test';
import { pageIsHydrated } from './hydration';

/** The assistant's panel and what the journey reads of it. */
export function chatOf(page: Page) {
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
export async function openHydrated(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
}
