/**
 * A message sent without a connection: the visitor is told it failed, and nothing half sent is
 * left in the conversation. Back online, the same question gets its answer.
 */
import { expect, test } from '@playwright/test';
import { chatOf, openHydrated } from '../../pages/ChatPanel';
import { expectToast } from '../../pages/toasts';

test('a message sent offline fails with a toast and leaves nothing half sent', async ({ page, context }) => {
  await openHydrated(page, '/');
  const chat = chatOf(page);
  await chat.open();
  await expect(chat.welcome).toBeVisible();

  await context.setOffline(true);
  const question = 'Is October a good month for Saint Lucia?';
  await chat.send(question);
  await expectToast(page, 'Failed to send message', 'Please try again.');
  await expect(chat.log.getByText(question, { exact: true })).toHaveCount(0);
  await expect(chat.log.getByText('Isla is typing...')).toHaveCount(0);
  await expect(chat.welcome).toBeVisible();

  await context.setOffline(false);
  await chat.ask(question);
  await expect(chat.log.getByText(question, { exact: true })).toHaveCount(1);
});
