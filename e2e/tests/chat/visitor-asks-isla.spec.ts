/**
 * A visitor asks the assistant: a suggestion, then a question about a package, whose answer
 * names the price and links to the page it comes from. The conversation is still there, panel
 * open, after a reload and on the page the link leads to. A follow-up without a subject ("How
 * long is it?") is answered about the cruise just discussed.
 */
import { expect, test } from '@playwright/test';
import { pageIsHydrated } from '../../pages/hydration';
import { chatOf, openHydrated } from '../../pages/ChatPanel';

test('a visitor asks Isla about a package and finds the conversation again after a reload', async ({
  page,
}) => {
  await openHydrated(page, '/');
  const chat = chatOf(page);
  await expect(chat.panel).toHaveCount(0);
  await chat.open();
  await expect(chat.welcome).toBeVisible();
  await expect(chat.input).toBeFocused();

  await chat.panel.getByRole('button', { name: 'Destinations' }).click();
  await expect(chat.log.getByText('What destinations do you offer?', { exact: true })).toBeVisible();
  await expect(chat.answers()).toHaveCount(1);
  await expect(chat.welcome).toHaveCount(0);

  await chat.ask('How much is the Romantic Getaway?');
  const answer = chat.log.getByText(/\$2,199/);
  await expect(answer).toBeVisible();
  const link = chat.log.getByRole('link', { name: 'Visit Saint Lucia' });
  await expect(link).toHaveAttribute('href', '/visit-saint-lucia');

  // A reload keeps the panel open on the same conversation.
  await page.reload();
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
  await expect(chat.panel).toBeVisible();
  await expect(chat.log.getByText('How much is the Romantic Getaway?', { exact: true })).toBeVisible();
  await expect(answer).toBeVisible();
  await expect(chat.answers()).toHaveCount(2);

  // So does following the answer's link.
  await link.click();
  await expect(page).toHaveURL(/\/visit-saint-lucia$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Visit Saint Lucia' })).toBeVisible();
  await expect(chat.panel).toBeVisible();
  await expect(answer).toBeVisible();

  // Closed, it stays closed.
  await chat.panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat.panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open chat with Isla' })).toBeFocused();
  await page.reload();
  await expect.poll(() => pageIsHydrated(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Open chat with Isla' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(chat.panel).toHaveCount(0);
});

test("a visitor asks Isla about a cruise, then how long it is, and reads that cruise's length", async ({
  page,
}) => {
  await openHydrated(page, '/cruises');
  const chat = chatOf(page);
  await chat.open();

  await chat.ask('Tell me about the Alaska cruise');
  await expect(chat.log.getByText(/Alaska Adventure \(Cruise Vacations\)/)).toBeVisible();

  await chat.ask('How long is it?');
  await expect(chat.log.getByText('The Alaska Adventure lasts 8 days.', { exact: true })).toBeVisible();
  await expect(chat.answers()).toHaveCount(2);
});
