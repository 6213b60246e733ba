import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { OfficeDevice } from '../../pages/OfficeDevice';

/** Clicks `button` and reads the file the page hands to the browser. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return {
    name: (download as Download).suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
}

test('an agent adds a client, plans a trip with two bookings and sees them in date order', async ({
  browser,
}) => {
  const office = await OfficeDevice.openAsNewAgent(browser, 'trip-agent');
  const page = office.page;
  const stamp = Date.now();
  const email = `marie-${stamp}@example.com`;

  // Add the client.
  await page.getByRole('button', { name: 'Add Client' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Add Client' });
  await clientDialog.getByLabel('First name').fill('Marie');
  await clientDialog.getByLabel('Last name').fill(`Joseph${stamp}`);
  await clientDialog.getByLabel('Email').fill(email);
  await clientDialog.getByLabel('Phone').fill('+1 758 555 0199');
  await clientDialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Client created successfully!')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(email);
  await expect(page.getByRole('heading', { name: `Marie Joseph${stamp}` })).toBeVisible();
  // The export holds the clients the search shows: just her.
  const clientsFile = await downloadOf(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(clientsFile.name).toBe('clients.csv');
  // Headers in words, the phone as typed (no apostrophe), nothing internal.
  const clientRows = clientsFile.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(clientRows).toHaveLength(2);
  expect(clientRows[0]).toMatch(/^First name,Last name,Email,Phone,/);
  expect(clientRows[1]).toContain(`Marie,Joseph${stamp},${email},+1 758 555 0199,`);

  // Create an itinerary for them.
  await page.getByRole('tab', { name: 'Itineraries' }).click();
  await expect(page).toHaveURL(/tab=itineraries/);
  await page.getByRole('button', { name: 'New Itinerary' }).click();
  const tripDialog = page.getByRole('dialog', { name: 'Create Itinerary' });
  const title = `Soufriere escape ${stamp}`;
  await tripDialog.getByLabel('Title').fill(title);
  await tripDialog.getByLabel('Client').fill(`Joseph${stamp}`);
  await page.locator('.ant-select-item-option', { hasText: `Marie Joseph${stamp}` }).click();
  await tripDialog.getByLabel('Start date').fill('2026-06-01');
  await tripDialog.getByLabel('End date').fill('2026-06-08');
  await tripDialog.getByLabel('Estimated total ($)').fill('2400.50');
  await tripDialog.getByRole('button', { name: 'Create Itinerary' }).click();
  await expect(page.getByText('Itinerary created successfully!')).toBeVisible();

  // Two bookings, the later one first.
  const addBooking = async (name: string, typeLabel: string, start: string, cost: string) => {
    await page.getByRole('button', { name: 'Add Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Booking' });
    await dialog.getByLabel('Type').click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${typeLabel}"]`).click();
    await dialog.getByLabel('Title').fill(name);
    await dialog.getByLabel('Cost ($)').fill(cost);
    await dialog.getByLabel('Start date').fill(start);
    await dialog.getByLabel('Location').fill('Soufriere');
    await dialog.getByRole('button', { name: 'Add Booking' }).click();
    await expect(page.getByText('Booking added successfully!').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await addBooking(`Sugar Beach ${stamp}`, 'Hotel', '2026-06-02', '1800');
  await addBooking(`Flight to UVF ${stamp}`, 'Flight', '2026-06-01', '600.25');

  const timeline = page.getByTestId('timeline-booking');
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(0)).toContainText(`Flight to UVF ${stamp}`);
  await expect(timeline.nth(1)).toContainText(`Sugar Beach ${stamp}`);

  // The trip goes into a calendar: the whole stay and each booking.
  const calendar = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  );
  expect(calendar.name).toMatch(/^itinerary-[0-9a-f-]{36}\.ics$/);
  expect(calendar.text).toContain(`SUMMARY:Soufriere escape ${stamp}\r\n`);
  expect(calendar.text).toContain(`SUMMARY:Flight: Flight to UVF ${stamp}\r\n`);
  expect(calendar.text).toContain('DTSTART;VALUE=DATE:20260602\r\n');

  // Both appear in the Bookings tab with the client.
  await page.getByRole('tab', { name: 'Bookings' }).click();
  const table = page.getByRole('region', { name: 'All Bookings' });
  const flight = table.getByRole('row', { name: new RegExp(`Flight to UVF ${stamp}`) });
  await expect(flight).toContainText(`Marie Joseph${stamp}`);
  await expect(flight).toContainText('$600.25');
  await expect(table.getByRole('row', { name: new RegExp(`Sugar Beach ${stamp}`) })).toContainText(
    '$1,800.00',
  );

  // Filtered to this client, the report holds exactly the two rows shown.
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(`Joseph${stamp}`);
  await expect(table.getByRole('row')).toHaveCount(3);
  const report = await downloadOf(page, () => page.getByRole('button', { name: 'Export Report' }).click());
  expect(report.name).toBe('bookings.csv');
  const reportRows = report.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(reportRows[0]).toMatch(/^Type,Title,Client,/);
  expect(reportRows.slice(1).map((row) => row.split(',')[1])).toEqual([
    `Flight to UVF ${stamp}`,
    `Sugar Beach ${stamp}`,
  ]);
  // Amounts in dollars, not cents.
  expect(reportRows[1]).toContain(`,600.25,USD,`);

  // The tab survives a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Bookings', selected: true })).toBeVisible();
  await office.close();
});
