/**
 * One browser of an agent working in the Agent Office: its own context (cookies, IndexedDB,
 * service worker), signed in through the API, with the office open and synced.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { csrfToken } from '../fixtures/accounts';

export interface AgentLogin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The demo admin, who approves agents (only approved agents send mail in the agency's name). */
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo-travel-2026' } as const;

/** A demo agent with the demo data's clients, trips and bookings: for journeys that only read them. */
export const DEMO_AGENT: AgentLogin = {
  email: 'agent@demo.test',
  password: 'demo-travel-2026',
  firstName: 'Marisol',
  lastName: 'Joseph',
};

/** Signs in as the demo admin in a context of its own and approves the agent. */
export async function approveAgent(browser: Browser, userId: string): Promise<void> {
  const context = await browser.newContext();
  const signedIn = await context.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': await csrfToken(context.request) },
    data: DEMO_ADMIN,
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const approved = await context.request.post(`/api/agents/${userId}/approval`, {
    headers: { 'X-CSRF-Token': await csrfToken(context.request) },
    data: { approved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await context.close();
}

/**
 * A new agent of their own, so parallel journeys never share a client list; `approved` has
 * the demo admin approve them, as a journey that sends mail needs.
 */
export async function registerAgent(
  browser: Browser,
  prefix: string,
  { approved = false }: { approved?: boolean } = {},
): Promise<AgentLogin> {
  const context = await browser.newContext();
  const login: AgentLogin = {
    email: `${prefix}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`,
    password: 'rodney-bay-2026',
    firstName: 'Nadia',
    lastName: 'Charles',
  };
  const response = await context.request.post('/api/auth/register', {
    headers: { 'X-CSRF-Token': await csrfToken(context.request) },
    data: { ...login, confirmPassword: login.password, role: 'agent' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  await context.close();
  if (approved) await approveAgent(browser, user.id);
  return login;
}

export interface OfficeDeviceOptions {
  offline?: boolean;
  viewport?: { width: number; height: number };
  path?: string;
}

export class OfficeDevice {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  /**
   * Signs in, opens the office and waits for the first sync to end. A device that will go
   * offline (`offline: true`, in a spec that allows service workers) also waits until the
   * service worker controls the page, which is what serves the office without a connection.
   * `viewport` is the device's screen from the start, and `path` the office address it opens
   * (the Clients tab unless told), so a journey about one screen opens the office only once.
   */
  static async open(
    browser: Browser,
    login: AgentLogin,
    options: OfficeDeviceOptions = {},
  ): Promise<OfficeDevice> {
    const { offline = false, viewport, path = '/agent-office?tab=clients' } = options;
    const context = await browser.newContext(viewport ? { viewport } : {});
    const response = await context.request.post('/api/auth/login', {
      headers: { 'X-CSRF-Token': await csrfToken(context.request) },
      data: { email: login.email, password: login.password },
    });
    expect(response.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(path);
    if (offline) await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const device = new OfficeDevice(context, page);
    await device.expectSynced();
    return device;
  }

  /** A newly registered agent's office: a journey's own clients, mail and counts, shared with no other. */
  static async openAsNewAgent(
    browser: Browser,
    prefix: string,
    options: OfficeDeviceOptions & { approved?: boolean } = {},
  ): Promise<OfficeDevice> {
    const login = await registerAgent(browser, prefix, { approved: options.approved });
    return OfficeDevice.open(browser, login, options);
  }

  get status() {
    return this.page.getByRole('group', { name: 'Sync status' });
  }

  async expectSynced(): Promise<void> {
    await expectOfficeSynced(this.page);
  }

  /** A client made on the server (as another device would), then synced onto this one; returns the e-mail. */
  async addClientOnServer(fields: { firstName: string; lastName: string; email?: string }): Promise<string> {
    const email = fields.email ?? `${fields.lastName.toLowerCase()}-${Date.now()}@example.com`;
    const response = await this.context.request.post('/api/clients', {
      headers: { 'X-CSRF-Token': await csrfToken(this.context.request) },
      data: { ...fields, email },
    });
    expect(response.status(), await response.text()).toBe(201);
    await this.syncNow();
    return email;
  }

  async goOffline(): Promise<void> {
    await this.context.setOffline(true);
    await expect(this.status.getByText('Offline', { exact: true })).toBeVisible();
  }

  /** Back online: the engine syncs on the browser's `online` event by itself. */
  async goOnline(): Promise<void> {
    const since = new Date().toISOString();
    await this.context.setOffline(false);
    await expect(this.status.getByText('Online', { exact: true })).toBeVisible();
    await expectOfficeSynced(this.page, since);
  }

  /** Asks for a sync and waits for one that began after the request, so it carries every change made before. */
  async syncNow(): Promise<void> {
    const since = new Date().toISOString();
    await this.status.getByRole('button', { name: 'Sync now' }).click();
    await expectOfficeSynced(this.page, since);
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** Shows one client card (searching by e-mail) and returns it. */
  async findClient(email: string) {
    await this.openTab('Clients');
    await this.page.getByRole('searchbox', { name: 'Search clients' }).fill(email);
    return this.page.locator('.ant-card', { hasText: email });
  }

  async editClient(email: string, fields: Record<string, string>): Promise<void> {
    const card = await this.findClient(email);
    await card.getByRole('button', { name: /^Edit / }).click();
    const dialog = this.page.getByRole('dialog', { name: /Edit Client/ });
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole('button', { name: /Save/ }).click();
    await expect(this.page.getByText('Client updated successfully!').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/**
 * Waits until the office on `page` has nothing left to send and has finished a sync (one that
 * began at or after `since`, when given): a journey reading counts or picking from lists before
 * the pull lands would read a half-filled copy. The browser and this process share one clock.
 */
const SYNC_BOUND_MS = 60_000;

export async function expectOfficeSynced(page: Page, since?: string): Promise<void> {
  const status = page.getByRole('group', { name: 'Sync status' });
  // "Synced <time datetime=...>" is there between syncs and gone while one runs: read it in one go.
  const syncedAt = status.locator('time');
  await expect
    .poll(
      async () => {
        const at = await syncedAt.evaluateAll((found) => found[0]?.getAttribute('datetime') ?? null);
        return at !== null && (since === undefined || at >= since);
      },
      // A bound, not a pause: the first sync of a new device opens the database, loads the
      // office's code and pulls everything, which on a busy machine takes longer than 15 s.
      { message: `a sync that began at or after ${since ?? 'the office opened'}`, timeout: SYNC_BOUND_MS },
    )
    .toBe(true);
  await expect(status.getByText('All changes synced')).toBeVisible({ timeout: SYNC_BOUND_MS });
}
