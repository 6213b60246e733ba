import { expect, test } from '@playwright/test';
import { OfficeDevice } from '../../pages/OfficeDevice';

test('an agent starts a trip plan from a template and e-mails a client', async ({ browser }) => {
  // A new agent: the shared templates are there, and the mail folders hold this journey's mail alone.
  const office = await OfficeDevice.openAsNewAgent(browser, 'planning-agent', { approved: true });
  const page = office.page;
  const stamp = Date.now();

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

  // Compose and send an e-mail to a client; it lands in Sent, which had nothing before.
  await page.getByRole('tab', { name: 'Email Center' }).click();
  const center = page.getByRole('region', { name: 'Email Center' });
  const folders = center.getByRole('navigation', { name: 'Email folders' });
  await expect(folders.getByRole('button', { name: 'Sent 0' })).toBeVisible();

  await center.getByRole('button', { name: 'Compose' }).click();
  const compose = page.getByRole('dialog', { name: 'Compose Email' });
  const subject = `Your Saint Lucia plan ${stamp}`;
  await compose.getByLabel('To', { exact: true }).fill(`charles-family-${stamp}@example.com`);
  await compose.getByLabel('Subject').fill(subject);
  await compose.getByLabel('Message').fill('Here is the plan we talked about. Speak soon!');
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();

  await folders.getByRole('button', { name: 'Sent 1' }).click();
  const sentList = center.getByRole('list', { name: 'Sent emails' });
  await sentList.getByText(subject).click();
  await expect(center.getByRole('heading', { level: 3, name: subject })).toBeVisible();
  await office.close();
});
