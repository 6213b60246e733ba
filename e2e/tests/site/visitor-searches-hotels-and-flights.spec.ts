import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { brand } from '../../../api/contract/brand';
import { pageIsHydrated } from '../../pages/hydration';

const partnerOrigin = new URL(brand.links.hotelSearch).origin;
const bookOnPartner = `Book on ${brand.links.bookingSiteName}`;
/** The affiliate id the journeys' server is configured with (playwright.config.ts). */
const affiliateId = 'e2e-affiliate';

/**
 * The partner site answers from here: the journey checks where the new tab goes, and nothing
 * leaves localhost. Every request to the partner is kept, to see what it was asked.
 */
async function standInForThePartnerSite(context: BrowserContext): Promise<URL[]> {
  const asked: URL[] = [];
  await context.route(`${partnerOrigin}/**`, (route) => {
    asked.push(new URL(route.request().url()));
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner search</title>' });
  });
  return asked;
}

function hotelSearch(page: Page) {
  return page.getByRole('form', { name: 'Hotel search' });
}

function flightSearch(page: Page) {
  return page.getByRole('form', { name: 'Flight search' });
}

test('a visitor types a destination, presses Search Hotels and the partner search for it opens in a new tab', async ({
  page,
  context,
}) => {
  const asked = await standInForThePartnerSite(context);
  await page.goto('/');
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
  const form = hotelSearch(page);
  await form.getByLabel('Destination').fill('Barbados');
  await form.getByLabel('Check-in').fill('2027-03-10');
  await form.getByLabel('Check-out').fill('2027-03-17');
  await form.getByLabel('Adults').fill('3');

  const newTab = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Search Hotels' }).click();
  const partner = await newTab;
  await expect(partner).toHaveTitle('Partner search');
  const url = new URL(partner.url());
  expect(`${url.origin}${url.pathname}`).toBe(brand.links.hotelSearch);
  expect(url.searchParams.get('destination')).toBe('Barbados');
  expect(url.searchParams.get('startDate')).toBe('2027-03-10');
  expect(url.searchParams.get('endDate')).toBe('2027-03-17');
  expect(url.searchParams.get('adults')).toBe('3');
  expect(url.searchParams.get('affcid')).toBe(affiliateId);
  expect(url.searchParams.get('locale')).toBe('en_US');
  expect(asked.map(String)).toEqual([url.toString()]);
  // The affiliate id is added by the server's redirect, never written into the page.
  expect(await page.content()).not.toContain(affiliateId);
  // The home page stays open in the first tab.
  await expect(page).toHaveURL(/\/$/);
  await expect(form.getByLabel('Destination')).toHaveValue('Barbados');
});

test('a visitor opens a sample hotel and books it on the partner site in a new tab', async ({
  page,
  context,
}) => {
  await standInForThePartnerSite(context);
  await page.goto(
    '/book/hotel/hotel-2?destination=Rodney+Bay&checkIn=2027-03-10&checkOut=2027-03-17&adults=3',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Rodney Bay Marina Suites' })).toBeVisible();
  await expect(page.getByText('4.8', { exact: true })).toBeVisible();
  const stay = page.getByRole('region', { name: 'Your Stay Details' });
  await expect(stay).toContainText('March 10, 2027');
  await expect(stay).toContainText('March 17, 2027');

  const book = page
    .getByRole('complementary', { name: 'Book This Hotel' })
    .getByRole('link', { name: bookOnPartner });
  await expect(book).toHaveAttribute('target', '_blank');
  const newTab = context.waitForEvent('page');
  await book.click();
  const partner = await newTab;
  await expect(partner).toHaveTitle('Partner search');
  const url = new URL(partner.url());
  expect(url.searchParams.get('destination')).toBe('Rodney Bay');
  expect(url.searchParams.get('startDate')).toBe('2027-03-10');
  expect(url.searchParams.get('endDate')).toBe('2027-03-17');
  expect(url.searchParams.get('affcid')).toBe(affiliateId);
  // The hotel stays open in the first tab.
  await expect(page.getByRole('heading', { level: 1, name: 'Rodney Bay Marina Suites' })).toBeVisible();
});

test('a visitor searches a round-trip flight and the partner search opens with the way back', async ({
  page,
  context,
}) => {
  await standInForThePartnerSite(context);
  await page.goto('/');
  // The tabs switch by script alone: the visitor's press counts once the page has come alive.
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
  await page.getByRole('tab', { name: 'Flights' }).click();
  const form = flightSearch(page);
  await form.getByLabel('From').fill('Orlando');
  await form.getByLabel('To').fill('Saint Lucia');
  await form.getByLabel('Departure').fill('2027-03-10');
  await form.getByLabel('Return').fill('2027-03-17');
  await form.getByLabel('Passengers').fill('2');

  const newTab = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Search Flights' }).click();
  const partner = await newTab;
  await expect(partner).toHaveTitle('Partner search');
  const url = new URL(partner.url());
  expect(`${url.origin}${url.pathname}`).toBe(brand.links.flightSearch);
  expect(url.searchParams.get('trip')).toBe('roundtrip');
  expect(url.searchParams.get('leg1')).toBe('from:Orlando,to:Saint Lucia,departure:03/10/2027TANYT');
  expect(url.searchParams.get('leg2')).toBe('from:Saint Lucia,to:Orlando,departure:03/17/2027TANYT');
  expect(url.searchParams.get('passengers')).toMatch(/^adults:2,/);
  expect(url.searchParams.get('affcid')).toBe(affiliateId);
});

test('a sample flight shows both legs of a searched round trip, and says so when the route is not its own', async ({
  page,
}) => {
  await page.goto(
    '/book/flight/flight-1?from=Orlando&to=Saint+Lucia&departDate=2027-03-10&returnDate=2027-03-17&passengers=2',
  );
  const outbound = page.getByRole('article', { name: 'Outbound' });
  const back = page.getByRole('article', { name: 'Return' });
  await expect(outbound).toContainText('March 10, 2027');
  await expect(outbound).toContainText('8:05 AM');
  await expect(back).toContainText('March 17, 2027');
  await expect(back).toContainText('Duration 4h 40m');
  await expect(page.getByRole('region', { name: 'Your Trip Details' })).toContainText('Orlando');

  await page.goto('/book/flight/flight-1?from=Saint+Lucia&to=Orlando&passengers=2');
  const notice = page.getByRole('region', { name: "This search can't be shown" });
  await expect(notice).toContainText(
    'This flight goes from Orlando (MCO) to Saint Lucia (UVF), not from Saint Lucia to Orlando.',
  );
  await expect(page.getByRole('region', { name: 'Your Trip Details' })).toHaveCount(0);
  await notice.getByRole('link', { name: /SB 731/ }).click();
  await expect(page).toHaveURL(/\/book\/flight\/flight-2\?from=Saint\+Lucia/);
  await expect(page.getByRole('region', { name: 'Your Trip Details' })).toContainText('Saint Lucia');
});

test('an unknown hotel or flight answers 404 with its not-found state and a way home', async ({ page }) => {
  const hotel = await page.goto('/book/hotel/no-such-hotel');
  expect(hotel?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel Not Found' })).toBeVisible();
  await expect(page.getByText("The hotel you're looking for doesn't exist.")).toBeVisible();

  const flight = await page.goto('/book/flight/no-such-flight');
  expect(flight?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Flight Not Found' })).toBeVisible();
  await expect(page.getByText("The flight you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(hotelSearch(page)).toBeVisible();
});

test('an invalid search stays on the home page with its message under the field, opening nothing', async ({
  page,
  context,
}) => {
  const asked = await standInForThePartnerSite(context);
  await page.goto('/');
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
  const form = hotelSearch(page);
  await form.getByLabel('Destination').fill('Orlando');
  await form.getByLabel('Check-in').fill('2027-03-17');
  await form.getByLabel('Check-out').fill('2027-03-10');
  await form.getByRole('button', { name: 'Search Hotels' }).click();

  const checkOut = form.getByLabel('Check-out');
  await expect(checkOut).toHaveAttribute('aria-invalid', 'true');
  await expect(checkOut).toHaveAccessibleDescription('Check-out date must be after check-in date');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('tab', { name: 'Flights' }).click();
  const flights = flightSearch(page);
  await flights.getByLabel('One-way').check();
  await flights.getByLabel('From').fill('Orlando');
  await flights.getByLabel('To').fill('Saint Lucia');
  await flights.getByLabel('Departure').fill('2027-03-10');
  await flights.getByLabel('Return').fill('2027-03-17');
  await flights.getByRole('button', { name: 'Search Flights' }).click();
  await expect(flights.getByLabel('Return')).toHaveAccessibleDescription(
    'Return date must be omitted for one-way flights',
  );
  await expect(page).toHaveURL(/\/$/);
  expect(context.pages()).toHaveLength(1);
  expect(asked).toEqual([]);
});
