import { expect, test, type APIRequestContext } from '@playwright/test';

async function csrf(request: APIRequestContext): Promise<string> {
  return (await (await request.get('/api/auth/csrf-token')).json()).csrfToken;
}

test('an admin approves a newly registered agent from the Agent Office', async ({ page, browser }) => {
  // A new agent registers in their own browser.
  const agentContext = await browser.newContext();
  const email = `new-agent-${Date.now()}@example.com`;
  const registered = await agentContext.request.post('/api/auth/register', {
    headers: { 'X-CSRF-Token': await csrf(agentContext.request) },
    data: {
      firstName: 'Nadia',
      lastName: 'Charles',
      email,
      password: 'soufriere-2026',
      confirmPassword: 'soufriere-2026',
      role: 'agent',
    },
  });
  expect(registered.status()).toBe(201);

  // Signed in by registering, the agent finds the tabs the server keeps from them saying why.
  const agentPage = await agentContext.newPage();
  await agentPage.goto('/agent-office?tab=leads');
  const leadsNotice = agentPage.getByRole('status').filter({ hasText: "awaits an administrator's approval" });
  await expect(leadsNotice).toContainText('Website leads appear here once an administrator approves');
  await agentPage.getByRole('tab', { name: 'Comments' }).click();
  await expect(
    agentPage.getByRole('status').filter({ hasText: "Visitors' blog comments appear here once" }),
  ).toBeVisible();
  await agentPage.getByRole('tab', { name: 'Overview' }).click();
  await expect(
    agentPage.getByRole('status').filter({ hasText: 'Website quote requests appear here once' }),
  ).toBeVisible();
  await agentContext.close();

  // The admin signs in (the page shares the request context's cookies) and opens the office.
  const signedIn = await page.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrf(page.request) },
    data: { email: 'admin@demo.test', password: 'demo-travel-2026' },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/agent-office');

  const approvals = page.getByRole('region', { name: 'Agent approvals' });
  const row = approvals.getByRole('row', { name: new RegExp(email) });
  await expect(row.getByText('Awaiting approval')).toBeVisible();
  await row.getByRole('switch', { name: 'Approve Nadia' }).click();
  await expect(page.getByText('Agent approved')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();

  const agents = await (await page.request.get('/api/agents')).json();
  expect(agents.data.find((agent: { email: string }) => agent.email === email).isApproved).toBe(true);
});
