/**
 * One agent with the office open in two tabs of one browser: the session ends, both tabs pause
 * their sync (nothing is lost), the agent signs in again in one tab, and both tabs go on.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { csrfToken } from '../../fixtures/accounts';
import { LoginScreen } from '../../pages/AccountPages';
import { expectOfficeSynced, OfficeDevice, registerAgent } from '../../pages/OfficeDevice';

const SIGN_IN_TO_SYNC = 'Sign in to sync your changes — nothing is lost.';

const statusOf = (page: Page) => page.getByRole('group', { name: 'Sync status' });

async function notesOf(request: APIRequestContext, email: string): Promise<string | null> {
  const response = await request.get(`/api/clients?search=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const [client] = ((await response.json()) as { data: { notes: string | null }[] }).data;
  return client.notes;
}

test('after the session ends, signing in again in one tab resumes syncing in the other, with its waiting edit', async ({
  browser,
}) => {
  const agent = await registerAgent(browser, 'tabs-agent');
  const office = await OfficeDevice.open(browser, agent);
  const email = await office.addClientOnServer({ firstName: 'Marie', lastName: 'Tabs' });
  const otherTab = await office.context.newPage();
  await otherTab.goto('/agent-office?tab=clients');
  await expectOfficeSynced(otherTab);

  // The session ends on the server, as when it expires: the browser's cookie no longer signs in.
  const request = office.context.request;
  const signedOut = await request.post('/api/auth/logout', {
    headers: { 'X-CSRF-Token': await csrfToken(request) },
    data: {},
  });
  expect(signedOut.status()).toBe(200);
  for (const page of [office.page, otherTab]) {
    await statusOf(page).getByRole('button', { name: 'Sync now' }).click();
    await expect(statusOf(page).getByRole('alert')).toContainText(SIGN_IN_TO_SYNC);
  }

  await office.editClient(email, { Notes: 'Sea view, booked after sign-in' });
  await expect(office.status.getByText('1 change waiting to sync')).toBeVisible();

  // The agent signs in again in the other tab only.
  const since = new Date().toISOString();
  await statusOf(otherTab).getByRole('link', { name: 'Sign in' }).click();
  await new LoginScreen(otherTab).signIn(agent.email, agent.password);
  await expectOfficeSynced(otherTab, since);

  // The tab that waited goes on by itself: its edit is on the server and it syncs again.
  await expect(office.status.getByRole('alert')).toHaveCount(0);
  await expect(office.status.getByText('All changes synced')).toBeVisible();
  expect(await notesOf(request, email)).toBe('Sea view, booked after sign-in');
  await office.editClient(email, { Notes: 'Sea view and late checkout' });
  await office.syncNow();
  expect(await notesOf(request, email)).toBe('Sea view and late checkout');
  await office.close();
});
