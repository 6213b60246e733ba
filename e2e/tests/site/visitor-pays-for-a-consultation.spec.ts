/**
 * A visitor pays for a consultation through the checkout (the demo checkout, with no PayPal keys
 * configured), comes back to an open quote form, and keeps access on another device once signed
 * in. A cancelled checkout charges nothing and leaves the form locked. A payment the provider
 * holds for review says so, and the form opens once the review clears.
 */
import { expect, test } from '@playwright/test';
import { leadMessages } from '../../../api/contract/leads';
import { paymentMessages } from '../../../api/contract/payments';
import { csrfToken, newPerson, registerThroughApi } from '../../fixtures/accounts';
import { QuotePage } from '../../pages/QuotePage';
import { expectToast } from '../../pages/toasts';

test('a visitor pays for the Standard package, requests a quote, and has access when signing in elsewhere', async ({
  page,
  browser,
}) => {
  const person = newPerson('payer');
  await registerThroughApi(page.request, person);

  const quote = new QuotePage(page);
  await quote.open();
  await expect(quote.lockedNotice).toBeVisible();
  await quote.payButton('Standard Planning', '$50').click();

  // The demo checkout says what it is, and what it charges.
  await expect(page).toHaveURL(/\/demo-checkout\//);
  await expect(page.getByRole('note')).toContainText('Demo checkout');
  await expect(page.getByRole('note')).toContainText('no money moves');
  await expect(page.getByText('$50.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay with demo account' }).click();

  await expect(quote.paidBanner).toBeVisible();
  await expect(page.getByText(/Your Standard Planning consultation is paid\./)).toBeVisible();
  // Verified once: the address no longer carries the order, so a reload does not verify again.
  await expect(page).toHaveURL(/\/quote$/);
  await expect.poll(() => page.evaluate(() => window.location.search)).toBe('');

  const group = `Auguste paid consultation ${Date.now()}`;
  await quote.requestQuote({ groupName: group });
  await expectToast(page, 'Quote Request Submitted!', leadMessages.quoteReceived);
  await expect(quote.form.getByLabel('Group Name')).toHaveValue('');
  // The page came back from the checkout rendered by the server and hydrated without a mismatch.
  expect(quote.hydrationProblems).toEqual([]);

  // Another device: the same person signs in and finds the form open, paying nothing.
  const elsewhere = await browser.newContext();
  try {
    const signedIn = await elsewhere.request.post('/api/auth/login', {
      headers: { 'X-CSRF-Token': await csrfToken(elsewhere.request) },
      data: { email: person.email, password: person.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const second = new QuotePage(await elsewhere.newPage());
    const posted: string[] = [];
    second.page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
    });
    await second.open();
    await expect(second.paidBanner).toBeVisible();
    await expect(second.page.getByText(/Your Standard Planning consultation is paid\./)).toBeVisible();
    await expect(second.form.getByLabel('First Name')).toBeEditable();
    await expect(second.lockedNotice).toHaveCount(0);
    expect(posted.filter((path) => path.startsWith('/api/paypal/'))).toEqual([]);
    expect(second.hydrationProblems).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});

test('a visitor who cancels at the checkout is told nothing was charged, and the form stays locked', async ({
  page,
}) => {
  const quote = new QuotePage(page);
  await quote.open();
  await quote.addExtra('Premium VIP', 'Rush Planning');
  await quote.payButton('Premium VIP', '$248').click();

  await expect(page).toHaveURL(/\/demo-checkout\//);
  await expect(page.getByText('$248.00')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and return' }).click();

  await expect(page).toHaveURL(/\/quote\?package=premium&cancelled=true$/);
  await expect(page.getByText('Your payment was cancelled and nothing was charged.')).toBeVisible();
  await expect(quote.lockedNotice).toBeVisible();
  await expect(quote.form).toHaveCount(0);
  expect(quote.hydrationProblems).toEqual([]);
});

test('a visitor whose payment is held for review is told so, and finds the form open once it clears', async ({
  page,
}) => {
  const quote = new QuotePage(page);
  await quote.open();
  await quote.payButton('Standard Planning', '$50').click();

  await expect(page).toHaveURL(/\/demo-checkout\//);
  const checkout = page.url();
  await page.getByRole('button', { name: 'Pay, held for review by PayPal' }).click();

  // Paid, but not yet cleared: the page says so, asks for no second payment, and the form waits.
  await expect(quote.reviewNotice).toBeVisible();
  await expect(page.getByText(paymentMessages.pendingReview)).toBeVisible();
  await expect(quote.form).toHaveCount(0);
  await expect(quote.lockedNotice).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.location.search)).toBe('');

  // Coming back later, before the review ends: still under review.
  await quote.open();
  await expect(quote.reviewNotice).toBeVisible();
  await expect(quote.form).toHaveCount(0);

  // The review clears (PayPal's completion; on the demo checkout, its button).
  await page.goto(checkout);
  await expect(page.getByText('This payment is held for review.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the review' }).click();

  await expect(page).toHaveURL(/\/quote$/);
  await expect(quote.paidBanner).toBeVisible();
  await expect(page.getByText(/Your Standard Planning consultation is paid\./)).toBeVisible();
  await expect(quote.form.getByLabel('First Name')).toBeEditable();
  await expect(quote.reviewNotice).toHaveCount(0);
  expect(quote.hydrationProblems).toEqual([]);
});
