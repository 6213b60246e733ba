/**
 * The same agent on two devices: one deletes a client while the other, offline, works on an
 * itinerary of that client. Back online, the agent keeps the itinerary, restoring the client
 * from the device's copy or moving the itinerary to another client chosen by name.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { csrfToken } from '../../fixtures/accounts';
import { OfficeDevice, registerAgent, type AgentLogin } from '../../pages/OfficeDevice';

interface ServerClient {
  id: string;
  firstName: string;
  lastName: string;
}

interface ServerItinerary {
  id: string;
  title: string;
  clientId: string;
}

async function clientsNamed(request: APIRequestContext, email: string): Promise<ServerClient[]> {
  const response = await request.get(`/api/clients?search=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ServerClient[] }).data;
}

async function itinerariesTitled(request: APIRequestContext, title: string): Promise<ServerItinerary[]> {
  const response = await request.get('/api/itineraries');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ServerItinerary[] }).data.filter((trip) => trip.title === title);
}

async function addItineraryOnServer(request: APIRequestContext, clientId: string, title: string) {
  const response = await request.post('/api/itineraries', {
    headers: { 'X-CSRF-Token': await csrfToken(request) },
    data: { clientId, title, startDate: '2027-03-01', endDate: '2027-03-08' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Deletes the client on `device` (its itineraries go with it) and syncs the deletion. */
async function deleteClient(device: OfficeDevice, email: string) {
  const card = await device.findClient(email);
  await card.getByRole('button', { name: /^Delete / }).click();
  await device.page.getByRole('button', { name: /^(OK|Delete|Yes)$/ }).click();
  await expect(device.page.locator('.ant-card', { hasText: email })).toHaveCount(0);
  await device.syncNow();
}

// The tablet goes offline: the service worker must be there to serve the office.
test.use({ serviceWorkers: 'allow' });

let agent: AgentLogin;
test.beforeEach(async ({ browser }) => {
  agent = await registerAgent(browser, 'deleted-parent-agent');
});

test('an itinerary edited offline while another device deleted its client comes back with its client restored', async ({
  browser,
}) => {
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const stamp = Date.now();
  const email = await laptop.addClientOnServer({ firstName: 'Marie', lastName: `Restored${stamp}` });
  const [marie] = await clientsNamed(laptop.context.request, email);
  await addItineraryOnServer(laptop.context.request, marie.id, `Soufriere week ${stamp}`);
  await laptop.syncNow();
  const tablet = await OfficeDevice.open(browser, agent, { offline: true });
  await tablet.goOffline();

  const title = `Soufriere honeymoon ${stamp}`;
  await tablet.openTab('Itineraries');
  await tablet.page.getByRole('button', { name: `Edit Soufriere week ${stamp}` }).click();
  const dialog = tablet.page.getByRole('dialog', { name: 'Edit Itinerary' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Save Itinerary' }).click();
  await expect(dialog).toBeHidden();
  await expect(tablet.status.getByText('1 change waiting to sync')).toBeVisible();
  await deleteClient(laptop, email);

  await tablet.goOnline();
  const conflicts = tablet.status.getByRole('button', { name: '1 conflict' });
  await conflicts.click();
  const drawer = tablet.page.getByRole('dialog', { name: 'Changes to review' });
  const card = drawer.getByRole('article', { name: title });
  await expect(card).toContainText(`and so was its client Marie Restored${stamp}.`);
  await expect(card.getByRole('button', { name: 'Keep mine', exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Keep mine and restore the client' }).click();
  await expect(conflicts).toHaveCount(0);
  await tablet.page.keyboard.press('Escape');
  await tablet.syncNow();
  await expect(tablet.status.getByRole('button', { name: /refused/ })).toHaveCount(0);

  const request = tablet.context.request;
  const restored = await clientsNamed(request, email);
  expect(restored).toMatchObject([{ firstName: 'Marie', lastName: `Restored${stamp}` }]);
  expect(restored[0].id).toBe(marie.id);
  expect(await itinerariesTitled(request, title)).toMatchObject([{ clientId: restored[0].id }]);
  await laptop.syncNow();
  await expect(await laptop.findClient(email)).toContainText(`Marie Restored${stamp}`);
  await laptop.close();
  await tablet.close();
});

test('an itinerary made offline for a client deleted elsewhere is refused, then moved to another client chosen by name', async ({
  browser,
}) => {
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const stamp = Date.now();
  const email = await laptop.addClientOnServer({ firstName: 'Marie', lastName: `Gone${stamp}` });
  const otherEmail = await laptop.addClientOnServer({ firstName: 'Ana', lastName: `Joseph${stamp}` });
  const tablet = await OfficeDevice.open(browser, agent, { offline: true });
  await tablet.goOffline();

  const title = `Pitons week ${stamp}`;
  const page = tablet.page;
  await tablet.openTab('Itineraries');
  await page.getByRole('button', { name: 'New Itinerary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Itinerary' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Client').fill(`Gone${stamp}`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `Marie Gone${stamp}` })
    .click();
  await dialog.getByLabel('Start date').fill('2027-04-01');
  await dialog.getByLabel('End date').fill('2027-04-06');
  await dialog.getByRole('button', { name: 'Create Itinerary' }).click();
  await expect(dialog).toBeHidden();
  await deleteClient(laptop, email);

  await tablet.goOnline();
  const refused = tablet.status.getByRole('button', { name: '1 refused change' });
  await refused.click();
  const drawer = page.getByRole('dialog', { name: 'Changes to review' });
  const card = drawer.getByRole('article', { name: title });
  await expect(card).toContainText('Client not found');
  await expect(card).toContainText(`Marie Gone${stamp} (deleted)`);
  await card.getByLabel('Client', { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `Ana Joseph${stamp}` })
    .click();
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(refused).toHaveCount(0);
  await page.keyboard.press('Escape');
  await tablet.syncNow();
  await expect(tablet.status.getByRole('button', { name: /refused/ })).toHaveCount(0);

  const request = tablet.context.request;
  const [ana] = await clientsNamed(request, otherEmail);
  expect(await itinerariesTitled(request, title)).toMatchObject([{ clientId: ana.id }]);
  expect(await clientsNamed(request, email)).toHaveLength(0);
  await laptop.close();
  await tablet.close();
});
