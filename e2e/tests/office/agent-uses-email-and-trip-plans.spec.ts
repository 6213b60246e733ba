import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectOfficeSynced } from '../../pages/OfficeDevice';

async function csrf(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/auth/csrf-token')).json()).csrfToken;
}

test('an agent starts a trip plan from a template and e-mails a client', async ({ page }) => {
  const signedIn = await page.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrf(page.request) },
    data: { email: 'agent@demo.test', password: 'demo-travel-2026' },
  });
  expect(signedIn.status()).toBe(200);
  const stamp = Date.now();

  await page.goto('/agent-office');
  await expectOfficeSynced(page);
  await page.getByRole('tab', { name: 'Trip Planning' }).click();

  // Use a shared template: the form opens prefilled, without a client, as a new plan.
  const planning = page.getByRole('region', { name: 'Trip Planning' });
  await planning.getByRole('tab', { name: 'Templates' }).click();
  await planning
    .getByRole('button', { name: /^Use Template / })
    .first()
    .click();
  const planDialog = page.getByRole('dialog', { name: 'Create Trip Plan' });
  const planName = planDialog.getByLabel('Plan name');
  await expect(planName).not.toHaveValue('');
  const name = `Charles Family Escape ${stamp}`;
  await planName.fill(name);
  const destination = planDialog.getByLabel('Destinations');
  await destination.fill('  Marigot Bay ');
  await destination.press('Enter');
  await expect(planDialog.getByRole('button', { name: 'Remove destination Marigot Bay' })).toBeVisible();
  await planDialog.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page.getByText('Trip plan created successfully!')).toBeVisible();

  await planning.getByRole('tab', { name: 'My Plans' }).click();
  const card = planning.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Marigot Bay')).toBeVisible();

  // Compose and send an e-mail to a demo client; it lands in Sent and the count goes up.
  await page.getByRole('tab', { name: 'Email Center' }).click();
  const center = page.getByRole('region', { name: 'Email Center' });
  const folders = center.getByRole('navigation', { name: 'Email folders' });
  const sentFolder = folders.getByRole('button', { name: /^Sent \d+$/ });
  await expect(sentFolder).toBeVisible();
  const before = Number((await sentFolder.textContent())?.match(/\d+/)?.[0]);

  await center.getByRole('button', { name: 'Compose' }).click();
  const compose = page.getByRole('dialog', { name: 'Compose Email' });
  const subject = `Your Saint Lucia plan ${stamp}`;
  await compose.getByLabel('To', { exact: true }).fill('client@demo.test');
  await compose.getByLabel('Subject').fill(subject);
  await compose.getByLabel('Message').fill('Here is the plan we talked about. Speak soon!');
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();

  await folders.getByRole('button', { name: new RegExp(`^Sent ${before + 1}$`) }).click();
  const sentList = center.getByRole('list', { name: 'Sent emails' });
  await sentList.getByText(subject).click();
  await expect(center.getByRole('heading', { level: 3, name: subject })).toBeVisible();
});
