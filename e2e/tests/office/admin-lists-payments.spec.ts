import fs from 'node:fs/promises';
import { wcagViolations } from '../../pages/accessibility';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { csrfToken, newPerson, registerThroughApi } from '../../fixtures/accounts';
import { DEMO_ADMIN } from '../../pages/OfficeDevice';

/** The demo agent: approved, so they work leads, but payments are the admins' to read. */
const DEMO_AGENT = { email: 'agent@demo.test', password: DEMO_ADMIN.password } as const;

/** "March 7, 2026": how the list and its file write a day, in the browser's (and this process's) zone. */
function longDate(instant: string): string {
  return new Date(instant).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * A visitor pays the Standard consultation with Rush Planning through the demo checkout, as the
 * quote page walks them: start the order, approve it on the checkout page, verify the return.
 * Then they send their quote request, which names the payment.
 */
async function payAndRequestAQuote(request: APIRequestContext, email: string, groupName: string) {
  const started = await request.post('/api/paypal/create-order', {
    headers: { 'X-CSRF-Token': await csrfToken(request) },
    data: { packageType: 'standard', extras: ['rush-planning'] },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { orderId, approvalUrl } = (
    (await started.json()) as { data: { orderId: string; approvalUrl: string } }
  ).data;

  // The demo checkout is a path on this site.
  const approved = await request.post(new URL(approvalUrl, 'http://localhost').pathname, {
    form: { action: 'approve' },
    maxRedirects: 0,
  });
  expect(approved.status(), await approved.text()).toBe(303);
  expect(approved.headers().location).toContain(`token=${orderId}`);

  const verified = await request.post('/api/paypal/verify-payment', {
    headers: { 'X-CSRF-Token': await csrfToken(request) },
    data: { orderID: orderId, packageType: 'standard' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const body = (await verified.json()) as { verified: boolean; payment: { verifiedAt: string } };
  expect(body.verified).toBe(true);

  const quote = await request.post('/api/travel-quotes', {
    headers: { 'X-CSRF-Token': await csrfToken(request) },
    data: { firstName: 'Tessa', lastName: 'Auguste', email, groupName, numberOfTravelers: '3-5' },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  return { orderId, verifiedAt: body.payment.verifiedAt };
}

/** WCAG A and AA problems axe finds on the page (antd's tab overflow button aside, as in the office's check). */
const accessibilityProblems = (page: Page) =>
  wcagViolations(page, 'Payments', { disabled: ['aria-required-children'], everyImpact: true });

async function openOffice(browser: Browser, login: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const signedIn = await context.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(context.request) },
    data: login,
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const page = await context.newPage();
  await page.goto('/agent-office');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  return page;
}

test('an admin finds a paid consultation in Payments and exports it; an agent has no Payments', async ({
  browser,
}) => {
  // A visitor with an account pays, in a browser of their own.
  const payer = newPerson('payer');
  const groupName = `Auguste reunion ${payer.email.split('@')[0]}`;
  const visitor = await browser.newContext();
  await registerThroughApi(visitor.request, payer);
  const { orderId, verifiedAt } = await payAndRequestAQuote(visitor.request, payer.email, groupName);
  await visitor.close();

  const admin = await openOffice(browser, DEMO_ADMIN);

  // The quote request says what was paid before it.
  const requests = admin.locator('.ant-card', {
    has: admin.getByRole('heading', { name: 'Pending Quote Requests' }),
  });
  const requested = requests.locator('.ant-list-item', { hasText: groupName });
  await expect(requested.getByText('Paid: Standard Planning + Rush Planning $99.00')).toBeVisible();
  expect(await accessibilityProblems(admin)).toEqual([]);

  // Payments lists it, newest first.
  await admin.getByRole('tab', { name: 'Payments' }).click();
  const row = admin.getByRole('row', { name: new RegExp(payer.email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(row.getByText(`${payer.firstName} ${payer.lastName}`)).toBeVisible();
  await expect(row.getByText('Standard Planning')).toBeVisible();
  await expect(row.getByText('+ Rush Planning')).toBeVisible();
  await expect(row.getByText('$99.00')).toBeVisible();
  await expect(row.getByText('Completed')).toBeVisible();
  await expect(row.getByText(longDate(verifiedAt))).toBeVisible();
  expect(await accessibilityProblems(admin)).toEqual([]);

  // The export holds the same payment, in dollars, with its order id.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: /Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Date,Payer,Email,Package,Extras,Amount,Currency,Status,Provider,Order id');
  expect(lines).toContain(
    `"${longDate(verifiedAt)}",${payer.firstName} ${payer.lastName},${payer.email},Standard Planning,` +
      `Rush Planning,99.00,USD,Completed,Demo checkout,${orderId}`,
  );
  await admin.context().close();

  // An agent works the office without a Payments tab, and the API refuses them the list.
  const agent = await openOffice(browser, DEMO_AGENT);
  await expect(agent.getByRole('tab', { name: 'Clients' })).toBeVisible();
  await expect(agent.getByRole('tab', { name: 'Payments' })).toHaveCount(0);
  expect((await agent.request.get('/api/payments')).status()).toBe(403);
  await agent.goto('/agent-office?tab=payments');
  await expect(agent.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(agent.getByRole('heading', { name: 'Payments' })).toHaveCount(0);
  await agent.context().close();
});
