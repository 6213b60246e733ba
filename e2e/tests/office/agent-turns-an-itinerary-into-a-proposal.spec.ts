import { expect, test } from '@playwright/test';
import { csrfToken } from '../../fixtures/accounts';
import { OfficeDevice } from '../../pages/OfficeDevice';

/** The demo agent, who is approved and may send mail in the agency's name. */
const DEMO_AGENT = {
  email: 'agent@demo.test',
  password: 'demo-travel-2026',
  firstName: 'Demo',
  lastName: 'Agent',
} as const;

test('an agent turns an itinerary into a quote and a proposal, and sends it to the client', async ({
  browser,
}) => {
  const stamp = Date.now();
  const title = `Pitons week ${stamp}`;
  const office = await OfficeDevice.open(browser, DEMO_AGENT, { path: '/agent-office?tab=itineraries' });
  const page = office.page;

  // A trip of its own for one of the demo agent's clients, made as another device would.
  const request = office.context.request;
  const clients = (await (await request.get('/api/clients')).json()) as {
    data: Array<{ id: string; firstName: string; lastName: string; email: string }>;
  };
  const client = clients.data.find((row) => row.email === 'client@demo.test') ?? clients.data[0];
  const clientName = `${client.firstName} ${client.lastName}`;
  const created = await request.post('/api/itineraries', {
    headers: { 'X-CSRF-Token': await csrfToken(request) },
    data: { title, clientId: client.id, startDate: '2027-03-01', endDate: '2027-03-08', totalCost: 500000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await office.syncNow();

  // Open it: the search finds it by title among the agent's trips.
  await page.getByRole('searchbox', { name: 'Search itineraries' }).fill(title);
  await page
    .getByRole('region', { name: 'Itineraries' })
    .getByRole('button', { name: title, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  const sum = page.getByTestId('bookings-sum');
  await expect(sum).toHaveText('Bookings: $0.00 of $5,000.00 estimated');

  // The first booking: a hotel for three nights.
  await page.getByRole('button', { name: 'Add Booking' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Booking' });
  await dialog.getByLabel('Type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Hotel"]').click();
  await dialog.getByLabel('Start date').fill('2027-03-01');
  await dialog.getByLabel('End date').fill('2027-03-04');
  await dialog.getByLabel('Cost ($)').fill('1800');
  await dialog.getByLabel('Title').fill(`Ladera suite ${stamp}`);
  await dialog.getByRole('button', { name: 'Add Booking' }).click();
  await expect(page.getByText('Booking added successfully!').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The second in three actions: Add Booking, its title, Enter. It keeps the type and dates.
  await page.getByRole('button', { name: 'Add Booking' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Booking' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.locator('.ant-select').first()).toContainText('Hotel');
  await expect(dialog.getByLabel('Start date')).toHaveValue('2027-03-01');
  await expect(dialog.getByLabel('End date')).toHaveValue('2027-03-04');
  await page.keyboard.type(`Jade Mountain ${stamp}`);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const timeline = page.getByTestId('timeline-booking');
  await expect(timeline).toHaveCount(2);
  await expect(timeline.filter({ hasText: `Jade Mountain ${stamp}` })).toContainText(
    'hotel · March 1, 2027 to March 4, 2027',
  );
  // What the bookings add up to, beside the estimate.
  await expect(sum).toHaveText('Bookings: $1,800.00 of $5,000.00 estimated');

  // A quote from the itinerary: its bookings are the services, its client is set.
  await page.getByRole('button', { name: 'Start quote' }).click();
  const quoteDialog = page.getByRole('dialog', { name: 'Create quote' });
  const quoteTitle = `Quote for ${title}`;
  await expect(quoteDialog.getByLabel('Title')).toHaveValue(quoteTitle);
  await expect(quoteDialog.getByText(clientName)).toBeVisible();
  await quoteDialog.getByLabel('Valid until').fill('2099-06-30');
  await quoteDialog.getByRole('tab', { name: 'Services' }).click();
  await expect(quoteDialog.getByLabel('Name')).toHaveCount(2);
  await expect(quoteDialog.getByLabel('Name').nth(0)).toHaveValue(`Ladera suite ${stamp}`);
  await expect(quoteDialog.getByLabel('Name').nth(1)).toHaveValue(`Jade Mountain ${stamp}`);
  await expect(quoteDialog.getByLabel('Price ($)').nth(0)).toHaveValue('1800.00');
  await quoteDialog.getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByText('Quote created successfully!')).toBeVisible();
  await expect(quoteDialog).toBeHidden();

  // A proposal from that quote, with the quote and the itinerary already included.
  await page.getByRole('tab', { name: 'Quotes' }).click();
  const card = page.getByRole('article', { name: quoteTitle });
  await expect(card.getByText(clientName)).toBeVisible();
  await card.getByRole('button', { name: `Start proposal from ${quoteTitle}` }).click();
  const proposalDialog = page.getByRole('dialog', { name: 'Create proposal' });
  const proposalTitle = `Proposal for ${title}`;
  await expect(proposalDialog.getByLabel('Title')).toHaveValue(proposalTitle);
  await proposalDialog.getByRole('tab', { name: 'Inclusions' }).click();
  await expect(proposalDialog.getByLabel(new RegExp(`^${quoteTitle}`))).toBeChecked();
  await expect(proposalDialog.getByLabel(new RegExp(`^${title} \\(`))).toBeChecked();
  await proposalDialog.getByRole('button', { name: 'Create proposal' }).click();
  await expect(page.getByText('Proposal created successfully!')).toBeVisible();
  await expect(proposalDialog).toBeHidden();

  // Send to Client says what it does and waits for the agent's word.
  await page.getByRole('tab', { name: 'Proposals' }).click();
  await page
    .getByRole('region', { name: 'Proposals' })
    .getByRole('button', { name: proposalTitle, exact: true })
    .click();
  const detail = page.getByRole('region', { name: 'Proposal details' });
  await expect(detail.getByText('Draft', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Send to Client' }).click();
  const confirm = page.getByRole('tooltip');
  await expect(confirm.getByText(`Send this proposal to ${clientName}?`)).toBeVisible();
  await expect(confirm.getByText(`${clientName} gets an e-mail`, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Proposal sent successfully!')).toBeVisible();
  await expect(detail.getByText('Sent', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Send to Client' })).toBeDisabled();
  await office.expectSynced();
  await office.close();
});
