/**
 * Mail written offline reaches each recipient exactly once, though the server's answer to the
 * push that carried it was lost on the way back (the server had stored and queued it; the
 * device could not know and sent the batch again).
 */
import { expect, test } from '@playwright/test';
import { mailsTo } from '../../fixtures/accounts';
import { OfficeDevice } from '../../pages/OfficeDevice';

// The office works offline through its service worker.
test.use({ serviceWorkers: 'allow' });

test('e-mails sent offline arrive once each after a push whose answer was lost', async ({ browser }) => {
  const office = await OfficeDevice.openAsNewAgent(browser, 'mail-once-agent', {
    approved: true,
    offline: true,
  });
  const page = office.page;
  const stamp = Date.now();
  const recipients = [1, 2, 3].map((n) => `mail-once-${stamp}-${n}@example.com`);

  await office.openTab('Email Center');
  const center = page.getByRole('region', { name: 'Email Center' });
  const folders = center.getByRole('navigation', { name: 'Email folders' });
  await expect(folders.getByRole('button', { name: 'Sent 0' })).toBeVisible();

  await office.goOffline();
  for (const [n, to] of recipients.entries()) {
    await center.getByRole('button', { name: 'Compose' }).click();
    const compose = page.getByRole('dialog', { name: 'Compose Email' });
    await compose.getByLabel('To', { exact: true }).fill(to);
    await compose.getByLabel('Subject').fill(`Your ferry times ${n + 1}`);
    await compose.getByLabel('Message').fill('The ferry leaves Castries at nine.');
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(compose).toBeHidden();
  }
  await expect(office.status.getByText('3 changes waiting to sync')).toBeVisible();
  for (const to of recipients) expect(await mailsTo(to)).toHaveLength(0);

  // The first push reaches the server, which stores and queues the mail; its answer is lost.
  let lostAnswers = 0;
  await page.route('**/api/sync/push', async (route) => {
    if (lostAnswers > 0) return route.continue();
    lostAnswers += 1;
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await route.abort('connectionreset');
  });
  await office.goOnline();
  expect(lostAnswers).toBe(1);

  // Each recipient has their message; the batch sent again queued none a second time.
  for (const to of recipients) await expect.poll(async () => (await mailsTo(to)).length).toBe(1);
  await office.syncNow();
  await expect(folders.getByRole('button', { name: 'Sent 3' })).toBeVisible();
  await folders.getByRole('button', { name: 'Sent 3' }).click();
  await expect(center.getByText('Not delivered')).toHaveCount(0);
  for (const to of recipients) expect(await mailsTo(to)).toHaveLength(1);
  await office.close();
});
