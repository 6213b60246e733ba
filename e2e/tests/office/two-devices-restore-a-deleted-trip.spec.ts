/**
 * The same agent on two devices: one deletes an itinerary (its bookings go with it) while the
 * other edits it. Whichever device syncs first, keeping the itinerary brings it back under its
 * own id with both bookings and the edit, on both devices and on the server.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { csrfToken } from '../../fixtures/accounts';
import { OfficeDevice, registerAgent, type AgentLogin } from '../../pages/OfficeDevice';

interface Trip {
  id: string;
  title: string;
}

async function post(request: APIRequestContext, url: string, data: object): Promise<{ id: string }> {
  const response = await request.post(url, { headers: { 'X-CSRF-Token': await csrfToken(request) }, data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data;
}

/** A client with an itinerary of two bookings, made on the server as another device would. */
async function tripWithTwoBookings(device: OfficeDevice, stamp: number): Promise<Trip> {
  const request = device.context.request;
  const email = await device.addClientOnServer({ firstName: 'Marie', lastName: `Trip${stamp}` });
  const clients = (await (await request.get(`/api/clients?search=${encodeURIComponent(email)}`)).json()) as {
    data: Array<{ id: string }>;
  };
  const title = `Soufriere week ${stamp}`;
  const trip = await post(request, '/api/itineraries', {
    clientId: clients.data[0].id,
    title,
    startDate: '2027-03-01',
    endDate: '2027-03-08',
  });
  for (const [type, name] of [
    ['hotel', `Piton-view resort ${stamp}`],
    ['activity', `Gros Piton climb ${stamp}`],
  ]) {
    await post(request, '/api/bookings', {
      itineraryId: trip.id,
      type,
      title: name,
      cost: 10000,
      startDate: '2027-03-02',
      endDate: '2027-03-02',
    });
  }
  await device.syncNow();
  return { id: trip.id, title };
}

/** What the server holds: the itinerary by its id (404 once deleted) and its live bookings. */
async function onServer(request: APIRequestContext, id: string) {
  const itinerary = await request.get(`/api/itineraries/${id}`);
  const bookings = (await (await request.get(`/api/bookings?itineraryId=${id}`)).json()) as {
    data: Array<{ title: string }>;
  };
  return {
    status: itinerary.status(),
    title: itinerary.ok() ? ((await itinerary.json()) as { data: Trip }).data.title : null,
    bookings: bookings.data.map((booking) => booking.title).sort(),
  };
}

/** The device shows the itinerary under `title` with both bookings. */
async function expectTripShown(device: OfficeDevice, title: string, stamp: number) {
  await device.openTab('Itineraries');
  await device.page.getByText(title, { exact: true }).first().click();
  const timeline = device.page.getByRole('list', { name: 'Bookings timeline' });
  await expect(timeline).toContainText(`Piton-view resort ${stamp}`);
  await expect(timeline).toContainText(`Gros Piton climb ${stamp}`);
}

async function editTitle(device: OfficeDevice, from: string, to: string) {
  await device.openTab('Itineraries');
  await device.page.getByRole('button', { name: `Edit ${from}` }).click();
  const dialog = device.page.getByRole('dialog', { name: 'Edit Itinerary' });
  await dialog.getByLabel('Title').fill(to);
  await dialog.getByRole('button', { name: 'Save Itinerary' }).click();
  await expect(dialog).toBeHidden();
}

async function deleteTrip(device: OfficeDevice, title: string) {
  await device.openTab('Itineraries');
  await device.page.getByRole('button', { name: `Delete ${title}` }).click();
  await device.page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(device.page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
}

// The devices go offline: the service worker must be there to serve the office.
test.use({ serviceWorkers: 'allow' });

let agent: AgentLogin;
test.beforeEach(async ({ browser }) => {
  agent = await registerAgent(browser, 'restore-trip-agent');
});

test('the laptop deletes the trip first; the tablet keeps its edit and the trip comes back with both bookings', async ({
  browser,
}) => {
  const stamp = Date.now();
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const trip = await tripWithTwoBookings(laptop, stamp);
  const tablet = await OfficeDevice.open(browser, agent, { offline: true });
  await tablet.goOffline();
  const edited = `Soufriere honeymoon ${stamp}`;
  await editTitle(tablet, trip.title, edited);

  await deleteTrip(laptop, trip.title);
  await laptop.syncNow();
  expect(await onServer(laptop.context.request, trip.id)).toMatchObject({ status: 404, bookings: [] });

  await tablet.goOnline();
  const conflicts = tablet.status.getByRole('button', { name: '1 conflict' });
  await conflicts.click();
  const card = tablet.page
    .getByRole('dialog', { name: 'Changes to review' })
    .getByRole('article', { name: edited });
  // Before the click, the choice says what comes back with it.
  await expect(card).toContainText(
    'Keep mine restores it with your changes, and with everything deleted along with it.',
  );
  await card.getByRole('button', { name: 'Keep mine', exact: true }).click();
  await expect(conflicts).toHaveCount(0);
  await tablet.page.keyboard.press('Escape');
  await tablet.syncNow();

  expect(await onServer(tablet.context.request, trip.id)).toEqual({
    status: 200,
    title: edited,
    bookings: [`Gros Piton climb ${stamp}`, `Piton-view resort ${stamp}`],
  });
  await tablet.syncNow();
  await expectTripShown(tablet, edited, stamp);
  await laptop.syncNow();
  await expectTripShown(laptop, edited, stamp);
  await laptop.close();
  await tablet.close();
});

test('the tablet syncs its edit first; the laptop’s deletion meets it and keeping the trip leaves the same outcome', async ({
  browser,
}) => {
  const stamp = Date.now();
  const laptop = await OfficeDevice.open(browser, agent, { offline: true });
  const trip = await tripWithTwoBookings(laptop, stamp);
  const tablet = await OfficeDevice.open(browser, agent, { offline: true });
  await laptop.goOffline();
  await deleteTrip(laptop, trip.title);

  const edited = `Soufriere honeymoon ${stamp}`;
  await editTitle(tablet, trip.title, edited);
  await tablet.syncNow();

  await laptop.goOnline();
  const conflicts = laptop.status.getByRole('button', { name: '1 conflict' });
  await conflicts.click();
  const card = laptop.page.getByRole('dialog', { name: 'Changes to review' }).getByRole('article');
  await card.getByRole('button', { name: 'Keep it' }).click();
  await expect(conflicts).toHaveCount(0);
  await laptop.page.keyboard.press('Escape');
  await laptop.syncNow();

  expect(await onServer(laptop.context.request, trip.id)).toEqual({
    status: 200,
    title: edited,
    bookings: [`Gros Piton climb ${stamp}`, `Piton-view resort ${stamp}`],
  });
  await expectTripShown(laptop, edited, stamp);
  await tablet.syncNow();
  await expectTripShown(tablet, edited, stamp);
  await laptop.close();
  await tablet.close();
});
