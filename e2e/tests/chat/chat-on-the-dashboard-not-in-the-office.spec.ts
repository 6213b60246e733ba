/**
 * The assistant is on the client's dashboard, as on every public page, and not in the Agent
 * Office, which is a place of work.
 */
import { expect, test, type Page } from '@playwright/test';
import { chatOf, openHydrated } from '../../pages/ChatPanel';
import { csrfToken } from '../../fixtures/accounts';

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
