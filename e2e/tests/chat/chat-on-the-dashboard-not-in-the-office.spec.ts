/**
 * The assistant is on the client's dashboard, as on every public page, and not in the Agent
 * Office, which is a place of work.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageIsHydrated } from '../../pages/hydration';
import { csrfToken } from '../../fixtures/accounts';

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

async function signIn(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: { email, password: 'demo-travel-2026' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a signed-in client asks Isla from the dashboard', async ({ page }) => {
  await signIn(page, 'client@demo.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  const chat = chatOf(page);
  await chat.open();
  await expect(chat.welcome).toBeVisible();
  await chat.ask('How much is the Romantic Getaway?');
  await expect(chat.log.getByText(/\$2,199/)).toBeVisible();
});

test('the Agent Office shows no chat, even when it was left open on the site', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await openHydrated(page, '/');
  const chat = chatOf(page);
  await chat.open();

  await page.goto('/agent-office');
  await expect(page.getByRole('heading', { level: 1, name: /Agent Office - Welcome/ })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(chat.toggle).toHaveCount(0);
  await expect(chat.panel).toHaveCount(0);
});
