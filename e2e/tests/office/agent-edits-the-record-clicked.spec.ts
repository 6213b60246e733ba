/**
 * An edit changes the record the agent clicked, and only the fields they changed: a dialog
 * once opened on the record shown before (Save then wrote it over the one clicked), and an
 * edit sent every field, setting back what another device had changed meanwhile.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { csrfToken } from '../../fixtures/accounts';
import { OfficeDevice, registerAgent } from '../../pages/OfficeDevice';

interface ServerClient {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  notes: string | null;
}

async function serverClient(request: APIRequestContext, email: string): Promise<ServerClient> {
  const response = await request.get(`/api/clients?search=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: ServerClient[] };
  expect(data).toHaveLength(1);
  return data[0];
}

/** A pull now, as the sync engine does when the connection returns: the open dialog stays. */
async function pullBehindTheDialog(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test('Edit on one client, Cancel, Edit on another: the second keeps its own values; Add, then Edit', async ({
  browser,
}) => {
  const laptop = await OfficeDevice.openAsNewAgent(browser, 'edit-dialogs');
  const robert = await laptop.addClientOnServer({ firstName: 'Robert', lastName: 'Chen' });
  const ulla = await laptop.addClientOnServer({ firstName: 'Ulla', lastName: 'Svensson' });
  const { page } = laptop;
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });

  await (await laptop.findClient(robert)).getByRole('button', { name: 'Edit Robert Chen' }).click();
  await expect(dialog.getByLabel('First name')).toHaveValue('Robert');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await (await laptop.findClient(ulla)).getByRole('button', { name: 'Edit Ulla Svensson' }).click();
  await expect(dialog.getByLabel('First name')).toHaveValue('Ulla');
  await expect(dialog.getByLabel('Email')).toHaveValue(ulla);
  await dialog.getByLabel('Notes').fill('Travels with her sister');
  await dialog.getByRole('button', { name: 'Save Client' }).click();
  await expect(page.getByText('Client updated successfully!').last()).toBeVisible();
  await laptop.syncNow();

  expect(await serverClient(laptop.context.request, ulla)).toMatchObject({
    firstName: 'Ulla',
    lastName: 'Svensson',
    notes: 'Travels with her sister',
  });
  expect(await serverClient(laptop.context.request, robert)).toMatchObject({
    firstName: 'Robert',
    lastName: 'Chen',
    notes: null,
  });

  // A blank Add form, then Edit: the edit shows the client, not the blank form.
  await page.getByRole('button', { name: 'Add Client' }).click();
  const add = page.getByRole('dialog', { name: 'Add Client' });
  await expect(add.getByLabel('First name')).toHaveValue('');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();
  await (await laptop.findClient(robert)).getByRole('button', { name: 'Edit Robert Chen' }).click();
  await expect(dialog.getByLabel('First name')).toHaveValue('Robert');
  await expect(dialog.getByLabel('Email')).toHaveValue(robert);
  await laptop.close();
});

test('Edit on one itinerary, Cancel, Edit on another: Save renames nothing', async ({ browser }) => {
  const laptop = await OfficeDevice.openAsNewAgent(browser, 'edit-itineraries');
  const email = await laptop.addClientOnServer({ firstName: 'Robert', lastName: 'Chen' });
  const { request } = laptop.context;
  const { id: clientId } = await serverClient(request, email);
  for (const title of ['Central Florida Family Fun', 'UX Test Trip']) {
    const response = await request.post('/api/itineraries', {
      headers: { 'X-CSRF-Token': await csrfToken(request) },
      data: { clientId, title, startDate: '2027-03-01', endDate: '2027-03-08' },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await laptop.syncNow();
  const { page } = laptop;
  await laptop.openTab('Itineraries');
  const dialog = page.getByRole('dialog', { name: 'Edit Itinerary' });

  await page.getByRole('button', { name: 'Edit Central Florida Family Fun' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Central Florida Family Fun');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit UX Test Trip' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('UX Test Trip');
  await dialog.getByLabel('Description').fill('Usability walk-through');
  await dialog.getByRole('button', { name: 'Save Itinerary' }).click();
  await expect(page.getByText('Itinerary updated successfully!').last()).toBeVisible();
  await laptop.syncNow();

  const response = await request.get('/api/itineraries');
  const { data } = (await response.json()) as { data: Array<{ title: string; description: string | null }> };
  expect(data.map(({ title, description }) => [title, description]).sort()).toEqual([
    ['Central Florida Family Fun', null],
    ['UX Test Trip', 'Usability walk-through'],
  ]);
  await laptop.close();
});

test('an edit keeps what another device changed meanwhile; a field changed on both is a conflict the agent is warned of before signing out', async ({
  browser,
}) => {
  const agent = await registerAgent(browser, 'edit-merges');
  const laptop = await OfficeDevice.open(browser, agent);
  const email = await laptop.addClientOnServer({ firstName: 'Robert', lastName: 'Chen' });
  const tablet = await OfficeDevice.open(browser, agent);
  const dialog = laptop.page.getByRole('dialog', { name: 'Edit Client' });
  const card = await laptop.findClient(email);

  // The laptop's dialog is open while the tablet changes the phone and the laptop pulls it.
  await card.getByRole('button', { name: 'Edit Robert Chen' }).click();
  await expect(dialog.getByLabel('Phone')).toHaveValue('');
  await tablet.editClient(email, { Phone: '+1 407 555 0222' });
  await tablet.syncNow();
  await pullBehindTheDialog(laptop.page);
  await expect(card).toContainText('+1 407 555 0222');
  await dialog.getByLabel('Notes').fill('Aisle seats');
  await dialog.getByRole('button', { name: 'Save Client' }).click();
  await expect(laptop.page.getByText('Client updated successfully!').last()).toBeVisible();
  await laptop.syncNow();

  expect(await serverClient(laptop.context.request, email)).toMatchObject({
    phone: '+1 407 555 0222',
    notes: 'Aisle seats',
  });
  await expect(laptop.status.getByRole('button', { name: /conflict/ })).toHaveCount(0);

  // Now both change the phone: the laptop's change is a conflict, not a silent overwrite.
  await card.getByRole('button', { name: 'Edit Robert Chen' }).click();
  await expect(dialog.getByLabel('Phone')).toHaveValue('+1 407 555 0222');
  await tablet.editClient(email, { Phone: '+1 407 555 0333' });
  await tablet.syncNow();
  await pullBehindTheDialog(laptop.page);
  await expect(card).toContainText('+1 407 555 0333');
  await dialog.getByLabel('Phone').fill('+1 407 555 0444');
  await dialog.getByRole('button', { name: 'Save Client' }).click();
  await expect(dialog).toBeHidden();
  await laptop.syncNow();
  await expect(laptop.status.getByRole('button', { name: '1 conflict' })).toBeVisible();
  expect((await serverClient(laptop.context.request, email)).phone).toBe('+1 407 555 0333');

  // Signing out would delete the laptop's side of the conflict: the agent is told so first.
  await laptop.page.getByRole('button', { name: 'Logout' }).click();
  const confirm = laptop.page.getByRole('dialog', { name: 'Sign out and lose unsent changes?' });
  await expect(confirm).toContainText(
    '1 conflict waits for your choice: your side exists only on this device.',
  );
  await confirm.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(laptop.status.getByRole('button', { name: '1 conflict' })).toBeVisible();
  await laptop.close();
  await tablet.close();
});
