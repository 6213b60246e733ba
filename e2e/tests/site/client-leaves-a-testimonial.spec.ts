/**
 * After a trip: the admin asks the client for a testimonial from the Agent Office, the client
 * opens the e-mailed link, rates the trip and writes a few words, and once the admin approves
 * them in the Testimonials tab they appear on the home page.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { agencyToday } from '../../../api/contract/agency';
import { csrfToken, newestMailTo, testimonialLinkIn, uniqueEmail } from '../../fixtures/accounts';
import { expectToast } from '../../pages/toasts';

const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo-travel-2026' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

async function post(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { headers: { 'X-CSRF-Token': await csrfToken(request) }, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { data: { id: string } };
}

test('a client writes a testimonial through the e-mailed link, an admin approves it and the home page shows it', async ({
  page,
  browser,
}) => {
  const mark = randomBytes(3).toString('hex');
  const tripTitle = `Pitons Anniversary Week ${mark}`;
  const clientEmail = uniqueEmail('testimonial');
  const words = `Every transfer was on time and the sunset sail was unforgettable. ${mark}`;

  // The admin's own browser: signed in, with a client whose trip ended last week.
  const office = await browser.newContext();
  const admin = await office.newPage();
  const signedIn = await admin.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(admin.request) },
    data: DEMO_ADMIN,
  });
  expect(signedIn.status()).toBe(200);
  const client = await post(admin.request, '/api/clients', {
    firstName: 'Dana',
    lastName: 'Regis',
    email: clientEmail,
  });
  await post(admin.request, '/api/itineraries', {
    title: tripTitle,
    clientId: client.data.id,
    startDate: agencyToday(new Date(Date.now() - 14 * DAY_MS)),
    endDate: agencyToday(new Date(Date.now() - 7 * DAY_MS)),
    status: 'completed',
  });

  // From the itinerary in the office, the admin asks for a testimonial.
  await admin.goto('/agent-office?tab=itineraries');
  await admin.getByRole('button', { name: tripTitle, exact: true }).click();
  await admin.getByRole('button', { name: /Ask for a testimonial/ }).click();
  await expectToast(
    admin,
    'Testimonial requested',
    `Testimonial request sent to ${clientEmail}. The link works for 30 days.`,
  );

  // The client opens the link from the e-mail, where nobody is signed in.
  const mail = await newestMailTo(clientEmail, { containing: '/testimonial?token=' });
  expect(mail.subject).toContain(tripTitle);
  await page.goto(testimonialLinkIn(mail));
  await expect(page.getByRole('heading', { name: `How was ${tripTitle}?` })).toBeVisible();
  await expect(page.getByLabel('Your name as shown')).toHaveValue('Dana R.');
  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Your experience').fill(words);
  await page.getByRole('checkbox', { name: /may publish my rating/ }).check();
  await page.getByRole('button', { name: 'Send My Testimonial' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // Until an admin approves it, the site does not show it.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);

  // The admin approves it in the Testimonials tab.
  await admin.goto('/agent-office?tab=testimonials');
  const tab = admin.getByRole('region', { name: 'Testimonials' });
  const card = tab.getByRole('article').filter({ hasText: words });
  await expect(card.getByText(tripTitle)).toBeVisible();
  await expect(card.getByText('Rated 5 out of 5')).toBeAttached();
  await card.getByRole('button', { name: 'Approve the testimonial of Dana R.' }).click();
  await expectToast(admin, 'Testimonial approved: it now appears on the site.');
  await office.close();

  // The home page shows it, with its stars and the name the client chose.
  await page.goto('/');
  const testimonials = page.getByRole('region', { name: 'What Our Travelers Say' });
  const shown = testimonials.getByRole('figure').filter({ hasText: words });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('Dana R.')).toBeVisible();
  await expect(shown.getByText('Rated 5 out of 5')).toBeAttached();
  // And the footer the agency's registration.
  await expect(
    page.getByRole('contentinfo').getByText(/Florida Seller of Travel Reg\. No\. ST\w+/),
  ).toBeVisible();
});
