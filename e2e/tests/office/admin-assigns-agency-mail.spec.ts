import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { csrfToken, uniqueEmail } from '../../fixtures/accounts';
import { approveAgent, DEMO_ADMIN, OfficeDevice, registerAgent } from '../../pages/OfficeDevice';

/** The secret e2e/server.ts gives the server: the mail service signs each delivery with it. */
const INBOUND_SECRET = 'e2e-inbound-mail-secret-0123456789';

/** A message arriving from the mail service, as its signed webhook delivers it. */
async function deliverInbound(request: APIRequestContext, message: Record<string, string>) {
  const body = JSON.stringify(message);
  const signature = createHmac('sha256', INBOUND_SECRET).update(body).digest('hex');
  const response = await request.post('/api/emails/inbound', {
    headers: { 'Content-Type': 'application/json', 'X-Signature': `sha256=${signature}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { assigned: boolean };
}

test('a new agent writes drafts until approved, and an admin hands them mail from the agency inbox', async ({
  browser,
}) => {
  const stamp = Date.now();
  const login = await registerAgent(browser, 'pending-agent');
  const agent = await OfficeDevice.open(browser, login);
  const page = agent.page;

  // Not approved yet: the agent can write and save, but the office says sending must wait.
  await page.getByRole('tab', { name: 'Email Center' }).click();
  const center = page.getByRole('region', { name: 'Email Center' });
  await center.getByRole('button', { name: 'Compose' }).click();
  const compose = page.getByRole('dialog', { name: 'Compose Email' });
  await expect(compose.getByText('Sending opens once an administrator approves you')).toBeVisible();
  await expect(compose.getByRole('button', { name: 'Send' })).toBeDisabled();
  await compose.getByLabel('To', { exact: true }).fill(`guest-${stamp}@example.com`);
  await compose.getByLabel('Subject').fill(`Draft while pending ${stamp}`);
  await compose.getByLabel('Message').fill('To send once I am approved.');
  await compose.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft saved successfully!')).toBeVisible();

  // A message that answers nothing the office sent: it waits in the agency's inbox.
  const subject = `Group trip for twelve ${stamp}`;
  const sender = uniqueEmail('keisha');
  const delivered = await deliverInbound(page.request, {
    from: `Keisha Brown <${sender}>`,
    to: 'hello@islandbridge.travel',
    subject,
    text: 'We are twelve, in May. Can you help?',
    messageId: `<${stamp}@mail.example.com>`,
  });
  expect(delivered.assigned).toBe(false);

  // The admin finds it unassigned, hands it to the new agent, and approves them.
  const adminContext = await browser.newContext();
  const signedIn = await adminContext.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(adminContext.request) },
    data: DEMO_ADMIN,
  });
  expect(signedIn.status()).toBe(200);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/agent-office?tab=email');
  const adminCenter = adminPage.getByRole('region', { name: 'Email Center' });
  await adminCenter.getByRole('list', { name: 'Inbox emails' }).getByText(subject).click();
  const pane = adminCenter.getByRole('article', { name: subject });
  await expect(pane.getByText('Agency inbox: unassigned')).toBeVisible();
  await pane.getByRole('combobox', { name: 'Assign to agent' }).fill(login.email);
  await adminPage.locator('.ant-select-item-option').filter({ hasText: login.email }).click();
  await pane.getByRole('button', { name: 'Assign' }).click();
  await expect(adminPage.getByText('Email assigned.')).toBeVisible();
  await expect(pane.getByText('Agency inbox: unassigned')).toBeHidden();
  await adminContext.close();

  const me = await (await page.request.get('/api/auth/me')).json();
  await approveAgent(browser, me.id as string);

  // The agent's office, opened again, has the message and may send.
  await page.reload();
  await agent.expectSynced();
  await page.getByRole('tab', { name: 'Email Center' }).click();
  await center.getByRole('list', { name: 'Inbox emails' }).getByText(subject).click();
  const reading = center.getByRole('article', { name: subject });
  await expect(reading.getByText('We are twelve, in May.')).toBeVisible();
  await reading.getByRole('button', { name: 'Reply' }).click();
  await expect(compose.getByLabel('To', { exact: true })).toHaveValue(sender);
  await expect(compose.getByText('Sending opens once an administrator approves you')).toBeHidden();
  await compose.getByLabel('Message').fill('Happy to help: here are some ideas.');
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await agent.close();
});
