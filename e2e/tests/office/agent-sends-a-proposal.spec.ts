import { expect, test } from '@playwright/test';
import { newestMailTo } from '../../fixtures/accounts';
import { OfficeDevice } from '../../pages/OfficeDevice';

test('an agent quotes from a template, sends a proposal and sees the client accept it', async ({
  browser,
}) => {
  const stamp = Date.now();
  const quoteTitle = `Saint Lucia Getaway for Two ${stamp}`;
  const proposalTitle = `Pitons honeymoon proposal ${stamp}`;

  // A new agent with a client of their own, so no other journey's mail or proposals meet these.
  const office = await OfficeDevice.openAsNewAgent(browser, 'proposal-agent', { approved: true });
  const page = office.page;
  const client = { name: `Priya Natarajan${stamp}`, email: `priya-${stamp}@example.com` };
  await office.addClientOnServer({ firstName: 'Priya', lastName: `Natarajan${stamp}`, email: client.email });

  // A quote from a template, for that client.
  await page.getByRole('tab', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Quote Management' })).toBeVisible();
  await page.getByRole('button', { name: 'New quote' }).click();
  const quoteDialog = page.getByRole('dialog', { name: 'Create quote' });
  await quoteDialog.getByRole('tab', { name: 'Templates' }).click();
  await quoteDialog.getByRole('button', { name: 'Use template Saint Lucia week for two' }).click();
  await expect(quoteDialog.getByLabel('Title')).toHaveValue('Saint Lucia Getaway for Two');
  await quoteDialog.getByLabel('Title').fill(quoteTitle);
  await quoteDialog.getByLabel('Client').fill(`Natarajan${stamp}`);
  await page.locator('.ant-select-item-option').filter({ hasText: client.name }).click();
  await quoteDialog.getByLabel('Valid until').fill('2099-06-30');
  await quoteDialog.getByRole('tab', { name: 'Services' }).click();
  await expect(quoteDialog.getByLabel('Name').first()).toHaveValue(/Round-trip flights/);
  await quoteDialog.getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByText('Quote created successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: quoteTitle });
  await expect(card.getByText(client.name)).toBeVisible();
  await expect(card.getByText('+1 more service')).toBeVisible();

  // A proposal that includes it.
  await page.getByRole('tab', { name: 'Proposals' }).click();
  await expect(page.getByRole('heading', { name: 'Proposal Generator' })).toBeVisible();
  await page.getByRole('button', { name: 'New proposal' }).click();
  const proposalDialog = page.getByRole('dialog', { name: 'Create proposal' });
  await proposalDialog.getByLabel('Title').fill(proposalTitle);
  await proposalDialog.getByLabel('Client').fill(`Natarajan${stamp}`);
  await page.locator('.ant-select-item-option').filter({ hasText: client.name }).click();
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
  await page.getByRole('tooltip').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Proposal sent successfully!')).toBeVisible();
  await expect(detail.getByText('Sent', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Send to Client' })).toBeDisabled();

  // The client opens the link from the e-mail in their own browser and accepts.
  const mail = await newestMailTo(client.email);
  const link = /https?:\/\/[^\s"'<>]+\/p\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, `a /p/ link in ${mail.file}`).toBeTruthy();
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto(new URL(link!).pathname);
  await expect(clientPage.getByRole('heading', { name: proposalTitle })).toBeVisible();
  await expect(clientPage.getByRole('heading', { name: quoteTitle })).toBeVisible();
  await clientPage.getByRole('button', { name: 'Accept proposal' }).click();
  // The client is asked once more, told what accepting does.
  const acceptConfirm = clientPage.getByRole('tooltip');
  await expect(acceptConfirm.getByText('Accept this proposal?')).toBeVisible();
  await acceptConfirm.getByRole('button', { name: 'Yes, accept' }).click();
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

  // What the client accepted stays as it is: no edit, but a new version opens as a draft.
  await row.getByRole('button', { name: proposalTitle }).click();
  const accepted = page.getByRole('region', { name: 'Proposal details' });
  await expect(accepted.getByText(/^Accepted on /)).toBeVisible();
  await expect(accepted.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(accepted.getByText('Make a new version to change anything.', { exact: false })).toBeVisible();
  await accepted.getByRole('button', { name: 'New version' }).click();
  const versionDialog = page.getByRole('dialog', { name: 'Edit proposal' });
  await expect(versionDialog.getByLabel('Title')).toHaveValue(`${proposalTitle} (Copy)`);
  await versionDialog.getByLabel('Title').fill(`${proposalTitle} v2`);
  // Save waits, showing as busy, until the dialog has read the device's copy it edits.
  const saveVersion = versionDialog.getByRole('button', { name: 'Save changes' });
  await expect(saveVersion).not.toHaveClass(/ant-btn-loading/);
  await saveVersion.click();
  await expect(page.getByText('Proposal updated successfully!')).toBeVisible();
  const draft = page.getByRole('region', { name: 'Proposal details' });
  await expect(draft.getByText(`${proposalTitle} v2`)).toBeVisible();
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
  await expect(draft.getByRole('button', { name: 'Edit' })).toBeEnabled();
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
  await office.close();
});
