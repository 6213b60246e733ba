/**
 * A new device's first visit: the office shows the clients of the first page of its first
 * download while the rest is still coming, and says how much is.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { FIRST_PULL_PAGE } from '../../../pwa/src/offline/syncCycle';
import { SYNC_SCHEMA_VERSION } from '../../../api/contract/sync';
import { csrfToken } from '../../fixtures/accounts';
import { registerAgent } from '../../pages/OfficeDevice';

const CLIENTS = FIRST_PULL_PAGE + 50;

test('a new device shows the first clients before its first download ends, and how much is still coming', async ({
  browser,
}) => {
  const agent = await registerAgent(browser, 'first-visit');
  const context = await browser.newContext();
  const signedIn = await context.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(context.request) },
    data: { email: agent.email, password: agent.password },
  });
  expect(signedIn.status()).toBe(200);
  // The agent's clients, made by another device in one push.
  const stamp = Date.now();
  const pushed = await context.request.post('/api/sync/push', {
    headers: { 'X-CSRF-Token': await csrfToken(context.request) },
    data: {
      deviceId: randomUUID(),
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: Array.from({ length: CLIENTS }, (_, index) => ({
        id: `first-visit-${index}`,
        seq: index + 1,
        entity: 'clients',
        op: 'upsert',
        recordId: randomUUID(),
        baseVersion: null,
        base: {},
        changes: {
          firstName: 'Early',
          lastName: `Arrival${String(index).padStart(3, '0')}`,
          email: `early-${stamp}-${index}@example.com`,
        },
      })),
    },
  });
  expect(pushed.status(), await pushed.text()).toBe(200);

  const page = await context.newPage();
  // Every page after the first waits until the first screen has been checked.
  let releaseRest: () => void = () => {};
  const rest = new Promise<void>((resolve) => {
    releaseRest = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/sync/pull' && url.searchParams.get('cursor') !== '0',
    async (route) => {
      await rest;
      await route.continue();
    },
  );
  await page.goto('/agent-office?tab=clients');

  const status = page.getByRole('group', { name: 'Sync status' });
  await expect(page.locator('.office__cards .ant-card').first()).toBeVisible();
  await expect(
    status.getByText(new RegExp(`^Downloading your data: ${FIRST_PULL_PAGE} of [0-9,]+ records$`)),
  ).toBeVisible();
  await expect(status.locator('time')).toHaveCount(0);

  releaseRest();
  await expect(status.getByText(/^Synced /)).toBeVisible({ timeout: 60_000 });
  await expect(status.getByText(/Downloading your data/)).toHaveCount(0);
  await context.close();
});
