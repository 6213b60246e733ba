import { expect, test } from '@playwright/test';
import { csrfToken, uniqueEmail } from '../../fixtures/accounts';

test('an agent takes a website quote request, makes it a client, starts a quote and marks it responded', async ({
  page,
  browser,
}) => {
  // A visitor asks for a quote on the public site.
  const visitor = await browser.newContext();
  const group = `Auguste Reunion ${Date.now()}`;
  const email = uniqueEmail('auguste');
  const sent = await visitor.request.post('/api/travel-quotes', {
    headers: { 'X-CSRF-Token': await csrfToken(visitor.request) },
    data: {
      firstName: 'Tessa',
      lastName: 'Auguste',
      email,
      groupName: group,
      numberOfTravelers: '6-10',
      departureDate: '2027-06-10',
      returnDate: '2027-06-16',
      travelTypes: ['saint-lucia', 'group'],
      budgetRange: '11000-15000',
      specialRequests: 'A villa with a pool for the whole family.',
      passportInfo: 'All passports valid to 2031',
    },
  });
  expect(sent.status()).toBe(201);
  await visitor.close();

  const signedIn = await page.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: { email: 'agent2@demo.test', password: 'demo-travel-2026' },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/agent-office?tab=leads');

  const panel = page.getByRole('tabpanel', { name: 'Leads' });
  const item = panel.getByRole('listitem').filter({ hasText: group });
  await expect(item).toContainText('6-10 travelers · $11,000 - $15,000 · Saint Lucia, Group Vacations');
  await expect(item).toContainText('Not taken');
  await item.getByRole('button', { name: `Open the lead of ${group}` }).click();

  const drawer = page.getByRole('dialog', { name: group });
  await expect(drawer.getByRole('status').filter({ hasText: 'taken' })).toHaveText(
    'Nobody has taken this lead yet.',
  );
  await expect(drawer).toContainText('A villa with a pool for the whole family.');
  await expect(drawer).toContainText('All passports valid to 2031');
  await expect(drawer).toContainText('$11,000 - $15,000');

  await drawer.getByRole('button', { name: 'Take lead' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'taken' })).toHaveText(
    'You have taken this lead.',
  );

  await drawer.getByRole('button', { name: 'Make a client' }).click();
  await expect(page.getByText('Client created from the lead.')).toBeVisible();
  await expect(drawer).toContainText('Client: Tessa Auguste');

  // The reply goes to the visitor, about their request.
  await drawer.getByRole('button', { name: 'Reply by e-mail' }).click();
  const compose = page.getByRole('dialog', { name: /compose/i });
  await expect(compose.getByLabel('To', { exact: true })).toHaveValue(email);
  await expect(compose.getByLabel('Subject')).toHaveValue('Re: your quote request');
  await compose.getByRole('button', { name: 'Cancel' }).click();
  await expect(compose).toBeHidden();

  // A quote starts with the lead's name and notes.
  await drawer.getByRole('button', { name: 'Start a quote' }).click();
  const quote = page.getByRole('dialog', { name: /quote/i }).filter({ has: page.getByLabel('Title') });
  await expect(quote.getByLabel('Title')).toHaveValue(`Quote for ${group}`);
  await quote.getByRole('button', { name: 'Cancel' }).click();
  await expect(quote).toBeHidden();

  await drawer.getByRole('button', { name: 'Mark responded' }).click();
  await expect(page.getByText('Lead marked responded.')).toBeVisible();
  await expect(drawer.getByText('Responded', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // It no longer waits: out of Waiting, in Mine as answered.
  await expect(panel.getByRole('listitem').filter({ hasText: group })).toHaveCount(0);
  await panel.getByText('Mine', { exact: true }).click();
  const mine = panel.getByRole('listitem').filter({ hasText: group });
  await expect(mine).toContainText('Responded');
  await expect(mine).toContainText('Client: Tessa Auguste');
});

test('an agent an admin has not approved is told why the lead queue is empty', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  const registered = await page.request.post('/api/auth/register', {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: {
      firstName: 'Nia',
      lastName: 'Charles',
      email,
      password: 'Pitons-2026-x',
      confirmPassword: 'Pitons-2026-x',
      role: 'agent',
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/agent-office?tab=leads');
  const notice = page
    .getByRole('tabpanel', { name: 'Leads' })
    .getByRole('status')
    .filter({ hasText: "Your account awaits an administrator's approval" });
  await expect(notice).toContainText(
    'Website leads appear here once an administrator approves your agent account.',
  );
});
