/**
 * The same agent on two devices (two browser contexts, each with its own IndexedDB and
 * service worker), working without a connection and syncing when it returns.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { OfficeDevice, registerAgent, type AgentLogin } from '../../pages/OfficeDevice';

interface ServerClient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  notes: string | null;
}

async function clientsNamed(request: APIRequestContext, email: string): Promise<ServerClient[]> {
  const response = await request.get(`/api/clients?search=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ServerClient[] }).data;
}

// These devices go offline: the service worker must be there to serve the office.
test.use({ serviceWorkers: 'allow' });

// Each journey has an agent of its own, so they may run in either worker, in any order.
test.describe.configure({ mode: 'parallel' });

let agent: AgentLogin;
test.beforeEach(async ({ browser }) => {
  agent = await registerAgent(browser, 'offline-agent');
});

test('an agent offline creates a client, an itinerary and a booking, and after reconnecting each arrives once', async ({
  browser,
}) => {
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const page = laptop.page;
  const stamp = Date.now();
  const email = `offline-${stamp}@example.com`;
  await laptop.goOffline();

  await laptop.openTab('Clients');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Add Client' });
  await clientDialog.getByLabel('First name').fill('Odile');
  await clientDialog.getByLabel('Last name').fill(`Offline${stamp}`);
  await clientDialog.getByLabel('Email').fill(email);
  await clientDialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Client created successfully!')).toBeVisible();

  await laptop.openTab('Itineraries');
  await page.getByRole('button', { name: 'New Itinerary' }).click();
  const tripDialog = page.getByRole('dialog', { name: 'Create Itinerary' });
  const title = `Marigot Bay without wifi ${stamp}`;
  await tripDialog.getByLabel('Title').fill(title);
  await tripDialog.getByLabel('Client').fill(`Offline${stamp}`);
  await page.locator('.ant-select-item-option', { hasText: `Odile Offline${stamp}` }).click();
  await tripDialog.getByLabel('Start date').fill('2027-02-01');
  await tripDialog.getByLabel('End date').fill('2027-02-06');
  await tripDialog.getByRole('button', { name: 'Create Itinerary' }).click();
  await expect(page.getByText('Itinerary created successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Add Booking' }).click();
  const bookingDialog = page.getByRole('dialog', { name: 'Add Booking' });
  await bookingDialog.getByLabel('Type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Hotel"]').click();
  await bookingDialog.getByLabel('Title').fill(`Marigot Beach Club ${stamp}`);
  await bookingDialog.getByLabel('Start date').fill('2027-02-01');
  await bookingDialog.getByRole('button', { name: 'Add Booking' }).click();
  await expect(page.getByText('Booking added successfully!')).toBeVisible();
  await expect(laptop.status.getByText('3 changes waiting to sync')).toBeVisible();

  await laptop.goOnline();
  await laptop.syncNow();

  const request = laptop.context.request;
  const [client] = await clientsNamed(request, email);
  expect(await clientsNamed(request, email)).toHaveLength(1);
  const itineraries = (
    (await (await request.get('/api/itineraries')).json()) as {
      data: { id: string; title: string; clientId: string }[];
    }
  ).data.filter((itinerary) => itinerary.title === title);
  expect(itineraries).toHaveLength(1);
  expect(itineraries[0].clientId).toBe(client.id);
  const bookings = (
    (await (await request.get(`/api/bookings?itineraryId=${itineraries[0].id}`)).json()) as {
      data: { title: string }[];
    }
  ).data;
  expect(bookings.map((booking) => booking.title)).toEqual([`Marigot Beach Club ${stamp}`]);

  // The agent's tablet gets all three.
  const tablet = await OfficeDevice.open(browser, agent, { offline: true });
  await expect(await tablet.findClient(email)).toContainText(`Odile Offline${stamp}`);
  await tablet.openTab('Itineraries');
  await tablet.page.getByText(title).click();
  await expect(tablet.page.getByTestId('timeline-booking')).toContainText(`Marigot Beach Club ${stamp}`);
  await laptop.close();
  await tablet.close();
});

test('two devices offline change different fields of one client and both changes are kept', async ({
  browser,
}) => {
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const email = await laptop.addClientOnServer({ firstName: 'Marie', lastName: 'Fields' });
  const tablet = await OfficeDevice.open(browser, agent, { offline: true });
  await laptop.goOffline();
  await tablet.goOffline();

  await laptop.editClient(email, { Phone: '+1 758 555 0101' });
  await tablet.editClient(email, { Notes: 'Prefers ocean view' });
  await laptop.goOnline();
  await tablet.goOnline();
  await laptop.syncNow();

  const [client] = await clientsNamed(laptop.context.request, email);
  expect(client).toMatchObject({ phone: '+1 758 555 0101', notes: 'Prefers ocean view' });
  for (const device of [laptop, tablet]) {
    await expect(device.status.getByRole('button', { name: /conflict/ })).toHaveCount(0);
    const card = await device.findClient(email);
    await expect(card).toContainText('+1 758 555 0101');
    await expect(card).toContainText('Prefers ocean view');
  }
  await laptop.close();
  await tablet.close();
});

test('two devices offline change the same field, the conflict is shown field by field and resolved', async ({
  browser,
}) => {
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const email = await laptop.addClientOnServer({ firstName: 'Marie', lastName: 'Conflict' });
  const tablet = await OfficeDevice.open(browser, agent, { offline: true });
  await laptop.goOffline();
  await tablet.goOffline();

  await laptop.editClient(email, { Notes: 'Window seat' });
  await tablet.editClient(email, { Notes: 'Aisle seat' });
  await laptop.goOnline();
  await tablet.goOnline();

  const conflicts = tablet.status.getByRole('button', { name: '1 conflict' });
  await expect(conflicts).toBeVisible();
  // Until the agent decides, the server keeps the first value and the tablet shows it.
  await expect(await tablet.findClient(email)).toContainText('Window seat');
  await conflicts.click();
  const drawer = tablet.page.getByRole('dialog', { name: 'Changes to review' });
  const row = drawer.getByRole('row', { name: /Notes/ });
  await expect(row).toContainText('Aisle seat');
  await expect(row).toContainText('Window seat');
  await drawer.getByRole('button', { name: 'Keep mine: Notes' }).click();
  await expect(drawer.getByText('Aisle seat')).toHaveCount(0);
  await tablet.page.keyboard.press('Escape');
  await tablet.syncNow();
  await expect(conflicts).toHaveCount(0);

  const [client] = await clientsNamed(tablet.context.request, email);
  expect(client.notes).toBe('Aisle seat');
  await laptop.syncNow();
  await expect(await laptop.findClient(email)).toContainText('Aisle seat');
  await laptop.close();
  await tablet.close();
});

test('a client deleted on one device while edited on another comes back, and the agent chooses', async ({
  browser,
}) => {
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const email = await laptop.addClientOnServer({ firstName: 'Marie', lastName: 'Deleted' });
  const tablet = await OfficeDevice.open(browser, agent, { offline: true });
  await laptop.goOffline();
  await tablet.goOffline();

  const card = await laptop.findClient(email);
  await card.getByRole('button', { name: /^Delete / }).click();
  await laptop.page.getByRole('button', { name: /^(OK|Delete|Yes)$/ }).click();
  await expect(laptop.page.locator('.ant-card', { hasText: email })).toHaveCount(0);
  await tablet.editClient(email, { Notes: 'Booked the honeymoon suite' });

  // The edit reaches the server first; the deletion would silently drop it.
  await tablet.goOnline();
  await laptop.goOnline();
  const conflicts = laptop.status.getByRole('button', { name: '1 conflict' });
  await expect(conflicts).toBeVisible();
  await expect(await laptop.findClient(email)).toContainText('Booked the honeymoon suite');
  await conflicts.click();
  const drawer = laptop.page.getByRole('dialog', { name: 'Changes to review' });
  await expect(drawer).toContainText('changed on another device');
  await drawer.getByRole('button', { name: 'Delete anyway' }).click();
  await laptop.page.keyboard.press('Escape');
  await laptop.syncNow();

  expect(await clientsNamed(laptop.context.request, email)).toHaveLength(0);
  await tablet.syncNow();
  await expect(tablet.page.locator('.ant-card', { hasText: email })).toHaveCount(0);
  await laptop.close();
  await tablet.close();
});

test('an agent reloads the office while offline with unsent changes, and they sync later', async ({
  browser,
}) => {
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const email = await laptop.addClientOnServer({ firstName: 'Marie', lastName: 'Reload' });
  await laptop.goOffline();
  await laptop.editClient(email, { Notes: 'Arrives on the late ferry' });
  await expect(laptop.status.getByText('1 change waiting to sync')).toBeVisible();

  await laptop.page.reload();
  await expect(laptop.page.getByRole('heading', { level: 1, name: /Agent Office - Welcome/ })).toBeVisible();
  await expect(laptop.status.getByText('1 change waiting to sync')).toBeVisible();
  await expect(await laptop.findClient(email)).toContainText('Arrives on the late ferry');

  await laptop.goOnline();
  const [client] = await clientsNamed(laptop.context.request, email);
  expect(client.notes).toBe('Arrives on the late ferry');
  await laptop.close();
});
