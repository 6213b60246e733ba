/**
 * The same agent on two devices: the laptop changes a draft's subject while the tablet has
 * the draft open. The tablet changes the message and sends: the e-mail leaves with the
 * laptop's subject and the tablet's message, never with the subject the tablet opened.
 */
import { expect, test, type Page } from '@playwright/test';
import { mailsTo, newestMailTo } from '../../fixtures/accounts';
import { OfficeDevice, registerAgent, type AgentLogin } from '../../pages/OfficeDevice';

function emailCenter(page: Page) {
  return page.getByRole('region', { name: 'Email Center' });
}

/** Opens the draft from Drafts in its compose dialog. */
async function openDraft(device: OfficeDevice, subject: string) {
  await device.openTab('Email Center');
  const center = emailCenter(device.page);
  await center
    .getByRole('navigation', { name: 'Email folders' })
    .getByRole('button', { name: /^Drafts/ })
    .click();
  await center.getByRole('list', { name: 'Drafts emails' }).getByText(subject).click();
  await center.getByRole('button', { name: /Edit draft/ }).click();
  const compose = device.page.getByRole('dialog', { name: 'Compose Email' });
  await expect(compose.getByLabel('Subject')).toHaveValue(subject);
  return compose;
}

// The tablet goes offline: the service worker must be there to serve the office.
test.use({ serviceWorkers: 'allow' });

let agent: AgentLogin;
test.beforeEach(async ({ browser }) => {
  agent = await registerAgent(browser, 'two-devices-draft-agent', { approved: true });
});

test('a draft sent on the tablet keeps the subject the laptop changed meanwhile', async ({ browser }) => {
  const stamp = Date.now();
  const to = `draft-guest-${stamp}@example.com`;
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  await laptop.openTab('Email Center');
  await emailCenter(laptop.page).getByRole('button', { name: 'Compose' }).click();
  const first = laptop.page.getByRole('dialog', { name: 'Compose Email' });
  const opened = `Ideas for May ${stamp}`;
  await first.getByLabel('To', { exact: true }).fill(to);
  await first.getByLabel('Subject').fill(opened);
  await first.getByLabel('Message').fill('First lines');
  await first.getByRole('button', { name: 'Save Draft' }).click();
  await expect(first).toBeHidden();
  await laptop.syncNow();

  const tablet = await OfficeDevice.open(browser, agent, { offline: true });
  await tablet.goOffline();
  const compose = await openDraft(tablet, opened);

  const changed = `May in Soufriere ${stamp}`;
  const laptopCompose = await openDraft(laptop, opened);
  await laptopCompose.getByLabel('Subject').fill(changed);
  await laptopCompose.getByRole('button', { name: 'Save Draft' }).click();
  await expect(laptopCompose).toBeHidden();
  await laptop.syncNow();

  // Back online with the dialog still open: the laptop's subject reaches the tablet's copy.
  await tablet.goOnline();
  await compose.getByLabel('Message').fill('Shall we look at May?');
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(compose).toBeHidden();
  await tablet.syncNow();
  await expect(tablet.status.getByRole('button', { name: /conflict|refused/ })).toHaveCount(0);

  const mail = await newestMailTo(to, { containing: 'Shall we look at May?' });
  expect(mail.subject).toBe(changed);
  expect(await mailsTo(to)).toHaveLength(1);
  await laptop.syncNow();
  const center = emailCenter(laptop.page);
  await center
    .getByRole('navigation', { name: 'Email folders' })
    .getByRole('button', { name: /^Sent/ })
    .click();
  await expect(center.getByRole('list', { name: 'Sent emails' }).getByText(changed)).toBeVisible();
  await laptop.close();
  await tablet.close();
});
