import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDashboard } from '@contract/dashboard.ts';
import { mailSettled, readLocalMail } from '../../providers/mail/index.ts';
import { buildUser, signInAs, uniqueEmail } from '../../test/factories.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { buildClient } from '../../test/factories.ts';
import { signedIn } from '../clients/officeTestKit.ts';
import { rowOf } from '../../test/rows.ts';

/**
 * Which of the agency's client rows a new account is linked to: only rows the agency vouches
 * for (an admin's, an approved agent's), never one a stranger filed by registering as an agent.
 */
let t: TestServer;
beforeAll(async () => {
  // Each browser speaks from its own address, so the per-address registration limit never bites.
  t = await getTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

const PASSWORD = 'sunny-castries-2026';
const PHISHING = 'Balance due: pay at https://evil.example';
let addressCounter = 0;

/** A browser with its own session, CSRF token and network address. */
async function browser() {
  const ip = `198.51.100.${++addressCounter}`;
  const http = t.agent();
  let token = await csrfToken(http);
  const send = (method: 'post' | 'patch', path: string, body: object) =>
    http[method](path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body);
  return {
    http,
    post: (path: string, body: object = {}) => send('post', path, body),
    patch: (path: string, body: object = {}) => send('patch', path, body),
    async refreshToken() {
      token = await csrfToken(http);
    },
  };
}
type Browser = Awaited<ReturnType<typeof browser>>;

/** Registers through the API; the browser stays signed in as the new account. */
async function register(email: string, role: 'client' | 'agent') {
  const page = await browser();
  const response = await page
    .post('/api/auth/register', {
      firstName: role === 'agent' ? 'Eve' : 'Ana',
      lastName: 'Joseph',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role,
    })
    .expect(201);
  await page.refreshToken();
  return { page, userId: response.body.user.id as string };
}

/** Registers a client and follows the link of the verification e-mail. */
async function customerVerifies(email: string) {
  const { page, userId } = await register(email, 'client');
  await mailSettled(t.app);
  const [mail] = (await readLocalMail(t.config.dataDir)).filter((message) => message.to === email);
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  await (await browser()).post('/api/auth/verify-email', { token }).expect(200);
  return { page, userId };
}

/** A client row with a trip and a confirmed booking, filed through the office API. */
async function fileClient(office: Browser, email: string, notes: string) {
  const created = await office.post('/api/clients', { firstName: 'Ana', lastName: 'Joseph', email, notes });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const client = created.body.data as { id: string };
  const madeTrip = await office.post('/api/itineraries', {
    clientId: client.id,
    title: `Trip: ${notes}`,
    agentNotes: notes,
    startDate: '2027-02-12',
    endDate: '2027-02-19',
  });
  if (madeTrip.status !== 201) throw new Error(JSON.stringify(madeTrip.body));
  const trip = madeTrip.body.data as { id: string };
  return { clientId: client.id, tripId: trip.id };
}

async function book(office: Browser, tripId: string) {
  await office
    .post('/api/bookings', {
      itineraryId: tripId,
      type: 'hotel',
      title: 'Resort',
      cost: 1000,
      status: 'confirmed',
      startDate: '2027-02-12',
      endDate: '2027-02-19',
    })
    .expect(201);
}

const dashboardOf = async (page: Browser) =>
  (await page.http.get('/api/dashboard').expect(200)).body as ClientDashboard;

/** An approved agent's office browser, signed in. */
async function approvedOffice() {
  const agent = await buildUser(t.db, { role: 'agent', approved: true });
  const page = await browser();
  await signInAs(page.http, agent.email);
  await page.refreshToken();
  return { page, agent };
}

describe('linking a new account to the agency’s client rows', () => {
  it('never hands a customer the row of an agent who registered, unverified and unapproved, with their address', async () => {
    const customer = uniqueEmail('customer');
    const { page: attacker } = await register(uniqueEmail('eve'), 'agent');
    const filed = await fileClient(attacker, customer, PHISHING);

    const { page, userId } = await customerVerifies(customer);
    expect((await rowOf(t.db('clients').where({ id: filed.clientId }).first())).userId).toBeNull();
    const own = await rowOf(t.db('clients').where({ userId }).first());
    expect(own.id).not.toBe(filed.clientId);

    await book(attacker, filed.tripId);
    const dashboard = await dashboardOf(page);
    expect(JSON.stringify(dashboard)).not.toContain('evil.example');
    expect(dashboard.client.notes).toBeNull();
    expect(dashboard.itineraries).toEqual([]);
    expect(dashboard.bookings).toEqual([]);
    expect(dashboard.notifications).toEqual([]);
    expect(await t.db('notifications').where({ agentId: userId })).toEqual([]);
  });

  it('links the oldest row of an approved agent, passing over an unapproved agent’s older one', async () => {
    const customer = uniqueEmail('customer');
    const { page: attacker } = await register(uniqueEmail('eve'), 'agent');
    await fileClient(attacker, customer, PHISHING);
    const first = await approvedOffice();
    const second = await approvedOffice();
    const mine = await fileClient(first.page, customer, 'Window seats please');
    await fileClient(second.page, customer, 'Second agency record');

    const { page, userId } = await customerVerifies(customer);
    expect((await rowOf(t.db('clients').where({ userId }).first())).id).toBe(mine.clientId);
    await book(first.page, mine.tripId);

    const dashboard = await dashboardOf(page);
    expect(dashboard.client.notes).toBe('Window seats please');
    expect(dashboard.itineraries.map((trip) => trip.title)).toEqual(['Trip: Window seats please']);
    expect(dashboard.bookings).toHaveLength(1);
    expect(dashboard.notifications.map((notice) => notice.title)).toEqual(['Booking confirmed']);
  });

  it('links an admin’s row', async () => {
    const customer = uniqueEmail('customer');
    const row = await buildClient(t.db, { email: customer, notes: 'Filed by the agency' });
    const { page } = await customerVerifies(customer);
    expect((await dashboardOf(page)).client.notes).toBe('Filed by the agency');
    expect(
      (
        await rowOf(
          t
            .db('clients')
            .where({ id: String(row.id) })
            .first(),
        )
      ).userId,
    ).not.toBeNull();
  });

  it('neither links nor notifies through a row whose address an unapproved agent changed to a customer’s', async () => {
    const customer = uniqueEmail('customer');
    const { page: attacker } = await register(uniqueEmail('eve'), 'agent');
    const filed = await fileClient(attacker, uniqueEmail('decoy'), PHISHING);
    await attacker.patch(`/api/clients/${filed.clientId}`, { email: customer }).expect(200);

    const { page, userId } = await customerVerifies(customer);
    await attacker.patch(`/api/clients/${filed.clientId}`, { email: customer.toUpperCase() }).expect(200);
    await book(attacker, filed.tripId);
    expect((await rowOf(t.db('clients').where({ id: filed.clientId }).first())).userId).toBeNull();
    expect(JSON.stringify(await dashboardOf(page))).not.toContain('evil.example');
    expect(await t.db('notifications').where({ agentId: userId })).toEqual([]);
  });

  it('stops showing and notifying through an agent’s row once the agent’s approval is withdrawn', async () => {
    const customer = uniqueEmail('customer');
    const office = await approvedOffice();
    const filed = await fileClient(office.page, customer, 'Window seats please');
    const { page, userId } = await customerVerifies(customer);
    expect((await dashboardOf(page)).itineraries).toHaveLength(1);

    const admin = await signedIn(t, 'admin');
    await admin.http
      .post(`/api/agents/${office.agent.id}/approval`)
      .set('X-CSRF-Token', admin.token)
      .send({ approved: false })
      .expect(200);
    await office.page.patch(`/api/clients/${filed.clientId}`, { notes: PHISHING }).expect(200);
    await book(office.page, filed.tripId);

    const dashboard = await dashboardOf(page);
    expect(JSON.stringify(dashboard)).not.toContain('evil.example');
    expect(dashboard.itineraries).toEqual([]);
    expect(await t.db('notifications').where({ agentId: userId })).toEqual([]);
  });
});
