import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { brand } from '../../../api/contract/brand';
import { pageIsHydrated } from '../../pages/hydration';

const partnerOrigin = new URL(brand.links.hotelSearch).origin;
const bookOnPartner = `Book on ${brand.links.bookingSiteName}`;

/** The partner site answers from here: the journey checks where the new tab goes, not the internet. */
async function standInForThePartnerSite(context: BrowserContext) {
  await context.route(`${partnerOrigin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner search</title>' }),
  );
}

function hotelSearch(page: Page) {
  return page.getByRole('form', { name: 'Hotel search' });
}

function flightSearch(page: Page) {
  return page.getByRole('form', { name: 'Flight search' });
}

test('a visitor searches a hotel from home and books it on the partner site in a new tab', async ({
  page,
  context,
}) => {
  await standInForThePartnerSite(context);
  await page.goto('/');
  const form = hotelSearch(page);
  await form.getByLabel('Destination').fill('Rodney Bay, Saint Lucia');
  await form.getByLabel('Check-in').fill('2027-03-10');
  await form.getByLabel('Check-out').fill('2027-03-17');
  await form.getByLabel('Adults').fill('3');
  await form.getByRole('button', { name: 'Search Hotels' }).click();

  await expect(page).toHaveURL(/\/book\/hotel\/hotel-2\?.*checkIn=2027-03-10/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rodney Bay Marina Suites' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Sailing yachts moored/ })).toBeVisible();
  const stay = page.getByRole('region', { name: 'Your Stay Details' });
  await expect(stay).toContainText('March 10, 2027');
  await expect(stay).toContainText('March 17, 2027');

  const book = page
    .getByRole('complementary', { name: 'Book This Hotel' })
    .getByRole('link', { name: bookOnPartner });
  await expect(book).toHaveAttribute('target', '_blank');
  const href = new URL((await book.getAttribute('href')) ?? '');
  expect(href.searchParams.get('startDate')).toBe('2027-03-10');
  expect(href.searchParams.get('endDate')).toBe('2027-03-17');
  expect(href.searchParams.get('adults')).toBe('3');

  const newTab = context.waitForEvent('page');
  await book.click();
  const partner = await newTab;
  await partner.waitForLoadState();
  expect(partner.url()).toBe(href.toString());
  // The search stays open in the first tab.
  await expect(page.getByRole('heading', { level: 1, name: 'Rodney Bay Marina Suites' })).toBeVisible();
});

test('a visitor searches a round-trip flight and sees both legs and the partner search with the way back', async ({
  page,
}) => {
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
  await form.getByRole('button', { name: 'Search Flights' }).click();

  await expect(page).toHaveURL(/\/book\/flight\/flight-1\?.*returnDate=2027-03-17/);
  const outbound = page.getByRole('article', { name: 'Outbound' });
  const back = page.getByRole('article', { name: 'Return' });
  await expect(outbound).toContainText('March 10, 2027');
  await expect(outbound).toContainText('8:05 AM');
  await expect(outbound).toContainText('Terminal C');
  await expect(back).toContainText('March 17, 2027');
  await expect(back).toContainText('Duration 4h 40m');
  await expect(page.getByRole('region', { name: 'Your Trip Details' })).toContainText('Orlando');

  const book = page
    .getByRole('complementary', { name: 'Book This Flight' })
    .getByRole('link', { name: bookOnPartner });
  await expect(book).toHaveAttribute('target', '_blank');
  const href = new URL((await book.getAttribute('href')) ?? '');
  expect(href.searchParams.get('trip')).toBe('roundtrip');
  expect(href.searchParams.get('leg1')).toBe('from:Orlando,to:Saint Lucia,departure:03/10/2027TANYT');
  expect(href.searchParams.get('leg2')).toBe('from:Saint Lucia,to:Orlando,departure:03/17/2027TANYT');
  expect(href.searchParams.get('passengers')).toMatch(/^adults:2,/);
});

test('an unknown hotel or flight shows its not-found state with a way home', async ({ page }) => {
  await page.goto('/book/hotel/no-such-hotel');
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel Not Found' })).toBeVisible();
  await expect(page.getByText("The hotel you're looking for doesn't exist.")).toBeVisible();

  await page.goto('/book/flight/no-such-flight');
  await expect(page.getByRole('heading', { level: 1, name: 'Flight Not Found' })).toBeVisible();
  await expect(page.getByText("The flight you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(hotelSearch(page)).toBeVisible();
});

test('an invalid search stays on the home page with its message under the field', async ({ page }) => {
  await page.goto('/');
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
});
