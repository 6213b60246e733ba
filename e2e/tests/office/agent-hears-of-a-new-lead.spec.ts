import { expect, test } from '@playwright/test';
import { csrfToken } from '../../fixtures/accounts';

test('a visitor sends a contact message and the approved agent finds it in the office notifications', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext();
  const name = `Devon Charles ${Date.now()}`;
  const sent = await visitor.request.post('/api/contact', {
    headers: { 'X-CSRF-Token': await csrfToken(visitor.request) },
    data: {
      name,
      email: 'devon@example.com',
      subject: 'Honeymoon near the Pitons',
      message: 'A week in June, please.',
    },
  });
  expect(sent.status()).toBe(201);
  await visitor.close();

  const signedIn = await page.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: { email: 'agent@demo.test', password: 'demo-travel-2026' },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/agent-office');
  await page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText(`New contact message from ${name}`)).toBeVisible();
  await expect(list.getByText('Honeymoon near the Pitons')).toBeVisible();
});
