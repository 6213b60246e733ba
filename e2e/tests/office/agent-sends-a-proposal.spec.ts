import { expect, test } from '@playwright/test';
import { csrfToken, newestMailTo } from '../../fixtures/accounts';
import { expectOfficeSynced } from '../../pages/OfficeDevice';

const CLIENT = { name: 'Priya Natarajan', email: 'priya.natarajan@example.com' };

test('an agent quotes from a template, sends a proposal and sees the client accept it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const quoteTitle = `Saint Lucia Getaway for Two ${stamp}`;
  const proposalTitle = `Pitons honeymoon proposal ${stamp}`;

  // The agent signs in (the page shares the request context's cookies) and opens the office.
  const signedIn = await page.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: { email: 'agent@demo.test', password: 'demo-travel-2026' },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/agent-office');
  await expectOfficeSynced(page);

  // A quote from a template, for a demo client.
  await page.getByRole('tab', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Quote Management' })).toBeVisible();
  await page.getByRole('button', { name: 'New quote' }).click();
  const quoteDialog = page.getByRole('dialog', { name: 'Create quote' });
  await quoteDialog.getByRole('tab', { name: 'Templates' }).click();
  await quoteDialog.getByRole('button', { name: 'Use template Saint Lucia week for two' }).click();
  await expect(quoteDialog.getByLabel('Title')).toHaveValue('Saint Lucia Getaway for Two');
  await quoteDialog.getByLabel('Title').fill(quoteTitle);
  await quoteDialog.getByLabel('Client').fill('Priya');
  await page.locator('.ant-select-item-option').filter({ hasText: CLIENT.name }).click();
  await quoteDialog.getByLabel('Valid until').fill('2099-06-30');
  await quoteDialog.getByRole('tab', { name: 'Services' }).click();
  await expect(quoteDialog.getByLabel('Name').first()).toHaveValue(/Round-trip flights/);
  await quoteDialog.getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByText('Quote created successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: quoteTitle });
  await expect(card.getByText(CLIENT.name)).toBeVisible();
  await expect(card.getByText('+1 more service')).toBeVisible();

  // A proposal that includes it.
  await page.getByRole('tab', { name: 'Proposals' }).click();
  await expect(page.getByRole('heading', { name: 'Proposal Generator' })).toBeVisible();
  await page.getByRole('button', { name: 'New proposal' }).click();
  const proposalDialog = page.getByRole('dialog', { name: 'Create proposal' });
  await proposalDialog.getByLabel('Title').fill(proposalTitle);
  await proposalDialog.getByLabel('Client').fill('Priya');
  await page.locator('.ant-select-item-option').filter({ hasText: CLIENT.name }).click();
  await proposalDialog.getByLabel('Introduction').fill('A week under the Pitons, planned for you.');
  await proposalDialog.getByRole('tab', { name: 'Inclusions' }).click();
  await proposalDialog.getByLabel('Inclusions (one per line)').fill('Flights\nOcean-view room');
  await proposalDialog.getByLabel(new RegExp(`^${quoteTitle}`)).check();
  await proposalDialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(proposalDialog.getByRole('heading', { name: proposalTitle })).toBeVisible();
  await proposalDialog.getByRole('button', { name: 'Create proposal' }).click();
  await expect(page.getByText('Proposal created successfully!')).toBeVisible();

  // Send it to the client.
  await page.getByRole('region', { name: 'Proposals' }).getByRole('button', { name: proposalTitle }).click();
  const detail = page.getByRole('region', { name: 'Proposal details' });
  await detail.getByRole('button', { name: 'Send to Client' }).click();
  await expect(page.getByText('Proposal sent successfully!')).toBeVisible();
  await expect(detail.getByText('Sent', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Send to Client' })).toBeDisabled();

  // The client opens the link from the e-mail in their own browser and accepts.
  const mail = await newestMailTo(CLIENT.email);
  const link = /https?:\/\/[^\s"'<>]+\/p\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, `a /p/ link in ${mail.file}`).toBeTruthy();
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto(new URL(link!).pathname);
  await expect(clientPage.getByRole('heading', { name: proposalTitle })).toBeVisible();
  await expect(clientPage.getByRole('heading', { name: quoteTitle })).toBeVisible();
  await clientPage.getByRole('button', { name: 'Accept proposal' }).click();
  await expect(clientPage.getByText('You accepted this proposal')).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Accept proposal' })).toHaveCount(0);
  await clientContext.close();

  // Back in the office, the proposal shows Accepted.
  await page.reload();
  await page.getByRole('tab', { name: 'Proposals' }).click();
  const row = page
    .getByRole('region', { name: 'Proposals' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: proposalTitle }) });
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
});
