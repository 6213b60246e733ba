import { expect, test, type Browser } from '@playwright/test';
import { leadMessages } from '../../../api/contract/leads';
import { csrfToken } from '../../fixtures/accounts';
import { expectToast } from '../../pages/toasts';

/** The lead titles the approved demo agent has been told about (the API's notifications). */
async function leadNoticesOfTheAgent(browser: Browser): Promise<string[]> {
  const agent = await browser.newContext();
  try {
    const signedIn = await agent.request.post('/api/auth/login', {
      headers: { 'X-CSRF-Token': await csrfToken(agent.request) },
      data: { email: 'agent@demo.test', password: 'demo-travel-2026' },
    });
    expect(signedIn.status()).toBe(200);
    const res = await agent.request.get('/api/notifications');
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: Array<{ title: string; message: string }> };
    return data.map((notice) => `${notice.title}: ${notice.message}`);
  } finally {
    await agent.close();
  }
}

test('a visitor sends a message from the contact page and an agent is told of it', async ({
  page,
  browser,
}) => {
  const name = `Tessa Auguste ${Date.now()}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email Address').fill('tessa@example.com');
  await form.getByLabel('Subject').fill('Family reunion in June');
  await form.getByLabel('Budget Range').fill('About $8,000');
  await form.getByLabel('Message').fill('Twelve of us would like a week in Saint Lucia next June.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expectToast(page, 'Message Sent Successfully!', leadMessages.contactReceived);
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  expect(await leadNoticesOfTheAgent(browser)).toContain(
    `New contact message from ${name}: Family reunion in June`,
  );
});

test('a visitor with a free consultation requests a quote', async ({ page, browser }) => {
  const group = `Auguste reunion ${Date.now()}`;
  await page.goto('/quote');
  await expect(page.getByRole('heading', { name: 'Complete Payment to Access Booking Form' })).toBeVisible();
  await page.getByRole('link', { name: 'Start Free Consultation' }).click();
  await expect(page).toHaveURL(/\/quote\?free=true$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Tell Us About Your Trip' });
  await form.getByLabel('First Name').fill('Tessa');
  await form.getByLabel('Last Name').fill('Auguste');
  await form.getByLabel('Email Address').fill('tessa@example.com');
  await form.getByLabel('Group Name').fill(group);
  await form.getByLabel('Number of Travelers').selectOption('11-20');
  await form.getByLabel('Departure Date').fill('2027-06-05');
  await form.getByLabel('Return Date').fill('2027-06-12');
  await form.getByLabel('Saint Lucia').check();
  await form.getByLabel('Budget Range').selectOption({ label: '$7,000 - $10,000' });
  await form.getByLabel('Departure Location').fill('Orlando (MCO)');
  await form.getByRole('button', { name: 'Submit Quote Request' }).click();

  await expectToast(page, 'Quote Request Submitted!', leadMessages.quoteReceived);
  await expect(form.getByLabel('First Name')).toHaveValue('');
  await expect(form.getByLabel('Saint Lucia')).not.toBeChecked();
  expect(await leadNoticesOfTheAgent(browser)).toContain(
    `New quote request from ${group}: tessa@example.com, 11-20 travelers, budget $7,000 - $10,000`,
  );
});

test('an e-mail address that is not one is named under its field and nothing is sent', async ({ page }) => {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Tessa Auguste');
  await form.getByLabel('Email Address').fill('tessa@example');
  await form.getByLabel('Message').fill('Twelve of us would like a week in Saint Lucia.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  const email = form.getByLabel('Email Address');
  await expect(email).toHaveAccessibleDescription('Invalid email address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  expect(posted).not.toContain('/api/contact');
});

test('a visitor subscribes from the home page, and the same address again is answered kindly', async ({
  page,
}) => {
  const email = `islander-${Date.now()}@example.com`;
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Get Travel Deals & Island Inspiration' });
  await form.getByLabel('First Name').fill('Marie');
  await form.getByLabel('Email Address').fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription('Invalid email address');

  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Successfully Subscribed!', leadMessages.newsletterSubscribed);
  await expect(form.getByLabel('Email Address')).toHaveValue('');

  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Successfully Subscribed!', leadMessages.newsletterAlreadySubscribed);
});
