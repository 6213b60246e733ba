import { expect, test } from '@playwright/test';
import { csrfToken, uniqueEmail } from '../../fixtures/accounts';
import { OfficeDevice } from '../../pages/OfficeDevice';

test('an agent sends a quote follow-up filled from the client’s quote, never its placeholders', async ({
  browser,
}) => {
  const office = await OfficeDevice.openAsNewAgent(browser, 'template-agent', { approved: true });
  const { page, context } = office;
  const stamp = Date.now();
  const clientEmail = uniqueEmail('lucian');
  const quoteTitle = `Marigot Bay week ${stamp}`;

  // The client and their quote, made on the server as another of the agent's devices would.
  const headers = { 'X-CSRF-Token': await csrfToken(context.request) };
  const client = await context.request.post('/api/clients', {
    headers,
    data: { firstName: 'Lucian', lastName: 'Alexander', email: clientEmail },
  });
  expect(client.status(), await client.text()).toBe(201);
  const clientId = ((await client.json()) as { data: { id: string } }).data.id;
  const quote = await context.request.post('/api/agent-quotes', {
    headers,
    data: {
      title: quoteTitle,
      clientId,
      services: [{ name: 'Villa, 7 nights', price: 350000, quantity: 1 }],
      validUntil: '2099-06-30',
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  await office.syncNow();

  await office.openTab('Email Center');
  const center = page.getByRole('region', { name: 'Email Center' });
  await center.getByRole('button', { name: 'Compose' }).click();
  const compose = page.getByRole('dialog', { name: 'Compose Email' });
  // antd draws a drop-down's choices outside the dialog, one open list at a time.
  const choose = (title: string) =>
    page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();

  await compose.getByLabel('Client').click();
  await choose('Lucian Alexander');
  await compose.getByLabel('Template').click();
  await choose('Quote follow-up');
  await expect(compose.getByLabel('To', { exact: true })).toHaveValue(clientEmail);
  await expect(compose.getByLabel('Subject')).toHaveValue('Following up on your quote: {quoteName}');

  // No quote chosen yet: Send is refused on the field, and nothing goes out.
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(compose.getByText('Choose a quote to fill {quoteName}', { exact: true })).toBeVisible();
  await expect(compose).toBeVisible();

  await compose.getByLabel('Quote').click();
  await choose(quoteTitle);
  const subject = `Following up on your quote: ${quoteTitle}`;
  await expect(compose.getByLabel('Subject')).toHaveValue(subject);
  await expect(compose.getByLabel('Message')).toHaveValue(/Dear Lucian Alexander,/);
  await expect(compose.getByLabel('Message')).toHaveValue(/valid until June 30, 2099/);
  await expect(compose.getByText(/Choose a quote/)).toHaveCount(0);

  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await expect(compose).toBeHidden();
  await office.syncNow();

  const folders = center.getByRole('navigation', { name: 'Email folders' });
  await folders.getByRole('button', { name: 'Sent 1' }).click();
  await center.getByRole('list', { name: 'Sent emails' }).getByText(subject).click();
  await expect(center.getByRole('heading', { level: 3, name: subject })).toBeVisible();

  // The server took it as sent, filled, and linked to the quote.
  const sent = await context.request.get('/api/emails?folder=sent');
  const [email] = ((await sent.json()) as { data: Record<string, string>[] }).data;
  expect(email).toMatchObject({
    subject,
    to: clientEmail,
    status: 'sent',
    relatedQuoteId: expect.any(String),
  });
  expect(email.body).not.toMatch(/\{\w+\}/);
  await office.close();
});
