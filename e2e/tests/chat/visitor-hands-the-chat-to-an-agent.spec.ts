/**
 * A visitor asks Isla for a person and leaves a name and e-mail; the agent finds the
 * notification and the whole conversation in the office inbox, and answers from there.
 */
import { expect, test } from '@playwright/test';
import { csrfToken } from '../../fixtures/accounts';
import { chatOf, openHydrated } from '../../pages/ChatPanel';

test('a visitor asks for a travel agent and the agent finds the transcript in the office inbox', async ({
  page,
  browser,
}) => {
  const name = `Keisha Brown ${Date.now()}`;
  await openHydrated(page, '/cruises');
  const chat = chatOf(page);
  await chat.open();
  await chat.ask('How much is the Alaska Adventure?');
  await expect(chat.log.getByText(/\$1,899/)).toBeVisible();
  await chat.ask('Can I talk to a real person?');

  const offer = chat.panel.getByRole('form', { name: 'Talk to a travel agent' });
  await offer.getByRole('textbox', { name: 'Name' }).fill(name);
  await offer.getByRole('textbox', { name: 'Email' }).fill('keisha@example.com');
  await offer.getByRole('button', { name: 'Contact me' }).click();
  await expect(chat.panel.getByText('Thank you! An agent will contact you within 24 hours.')).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The demo agent is approved: the lead reaches them.
  const agent = await browser.newContext();
  const signedIn = await agent.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(agent.request) },
    data: { email: 'agent@demo.test', password: 'demo-travel-2026' },
  });
  expect(signedIn.status()).toBe(200);
  const office = await agent.newPage();
  await office.goto('/agent-office?tab=email');
  await office.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await expect(
    office
      .getByRole('list', { name: 'Notifications' })
      .getByText(`${name} asks for a travel agent in the website chat`),
  ).toBeVisible();
  await office.keyboard.press('Escape');

  const subject = `Chat lead: ${name} asks for a travel agent`;
  const center = office.getByRole('region', { name: 'Email Center' });
  await center.getByRole('list', { name: 'Inbox emails' }).getByText(subject).click();
  const reading = center.getByRole('article', { name: subject });
  await expect(reading.getByText(/How much is the Alaska Adventure\?/)).toBeVisible();
  await expect(reading.getByText(/Can I talk to a real person\?/)).toBeVisible();
  await reading.getByRole('button', { name: 'Reply' }).click();
  await expect(
    office.getByRole('dialog', { name: 'Compose Email' }).getByLabel('To', { exact: true }),
  ).toHaveValue('keisha@example.com');
  await agent.close();
});
