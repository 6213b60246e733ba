import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadMessages } from '@contract/leads.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { buildUser, uniqueEmail } from '../../test/factories.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;

beforeAll(async () => {
  t = await getTestServer();
  // Staff who would be told of a lead: a sign-up tells none of them.
  await buildUser(t.db, { role: 'agent', approved: true });
  await buildUser(t.db, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

/** A visitor's browser: anonymous, with the session's CSRF token. */
async function visitor() {
  const http = t.agent();
  const token = await csrfToken(http);
  return { http, token };
}

/** A signup from a fresh browser, expecting `status`. */
async function subscribe(body: Record<string, unknown>, status: number) {
  const { http, token } = await visitor();
  return http.post('/api/newsletter').set('X-CSRF-Token', token).send(body).expect(status);
}

const subscriptionsOf = (email: string) =>
  t.db('newsletterSubscriptions').whereRaw('lower(email) = ?', [email.toLowerCase()]);

const agencyMailAbout = (email: string) => t.db('outgoingMail').where({ kind: 'lead', replyTo: email });

async function countOf(table: string, where: Record<string, unknown> = {}): Promise<number> {
  const [{ count }] = await t.db(table).where(where).count({ count: '*' });
  return Number(count);
}

describe('newsletter signups', () => {
  it('stores the subscriber, answers the message the form shows, and tells the agency', async () => {
    const email = uniqueEmail('reader');
    const response = await subscribe(
      {
        email: `  ${email.toUpperCase()} `,
        firstName: ' Aaliyah ',
        lastName: 'Brooks',
        website: '',
      },
      201,
    );
    expect(response.body).toEqual({
      success: true,
      message: leadMessages.newsletterSubscribed,
      data: { id: expect.any(String) },
    });

    const [row, ...more] = await subscriptionsOf(email);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      id: response.body.data.id,
      email,
      firstName: 'Aaliyah',
      lastName: 'Brooks',
      source: 'website',
      isActive: true,
      // Not yet with Flodesk: the worker sends it, the request never waits for that.
      syncedAt: null,
      syncAttempts: 0,
      lastSyncError: null,
    });

    // A sign-up asks nothing of the agents: they hear of it in the daily digest, not one by one.
    expect(await countOf('notifications', { entityId: row.id })).toBe(0);

    const [mail, ...moreMail] = await agencyMailAbout(email);
    expect(moreMail).toHaveLength(0);
    expect(mail).toMatchObject({
      to: t.config.mail.agencyInbox,
      replyTo: email,
      subject: `New newsletter subscriber: Aaliyah Brooks <${email}>`,
    });
    for (const line of [`Email: ${email}`, 'First name: Aaliyah', 'Last name: Brooks']) {
      expect(mail.text).toContain(line);
    }
  });

  it('takes an address alone, the names being optional', async () => {
    const email = uniqueEmail('quiet');
    await subscribe({ email }, 201);
    expect(await subscriptionsOf(email).first()).toMatchObject({ firstName: null, lastName: null });
    const [mail] = await agencyMailAbout(email);
    expect(mail.subject).toBe(`New newsletter subscriber: ${email}`);
    expect(mail.text).toContain('First name: (not given)');
  });

  it.each([
    ['a malformed address', { email: 'reader@', firstName: 'Ann' }],
    ['no address at all', { firstName: 'Ann' }],
  ])('answers 400 with the form message for %s, and stores, notifies and mails nothing', async (_, body) => {
    const rows = await countOf('newsletterSubscriptions');
    const notices = await countOf('notifications');
    const mails = await countOf('outgoingMail', { kind: 'lead' });
    const response = await subscribe(body, 400);
    expect(response.body).toMatchObject({
      success: false,
      message: leadMessages.newsletterInvalidEmail,
      fields: { email: leadMessages.newsletterInvalidEmail },
    });
    expect(await countOf('newsletterSubscriptions')).toBe(rows);
    expect(await countOf('notifications')).toBe(notices);
    expect(await countOf('outgoingMail', { kind: 'lead' })).toBe(mails);
  });

  it('answers an address already on the list kindly, keeps one row and fills only blank names', async () => {
    const email = uniqueEmail('twice');
    const first = await subscribe({ email, firstName: 'Chris' }, 201);
    await t.db('newsletterSubscriptions').where({ id: first.body.data.id }).update({ syncedAt: new Date() });
    const notices = await countOf('notifications');

    const again = await subscribe(
      { email: email.toUpperCase(), firstName: 'Christopher', lastName: 'Hopper' },
      200,
    );
    expect(again.body).toEqual({
      success: true,
      message: leadMessages.newsletterAlreadySubscribed,
      data: { id: first.body.data.id },
    });

    const rows = await subscriptionsOf(email);
    expect(rows).toHaveLength(1);
    // The first name stays as given first; the blank last name is filled, and the row goes to
    // Flodesk again so it carries the name.
    expect(rows[0]).toMatchObject({
      firstName: 'Chris',
      lastName: 'Hopper',
      syncedAt: null,
      syncAttempts: 0,
    });
    expect(await countOf('notifications')).toBe(notices);
    expect(await agencyMailAbout(email)).toHaveLength(1);
  });

  it('keeps one row when the same address signs up twice at the same moment', async () => {
    const email = uniqueEmail('double');
    const browsers = await Promise.all([visitor(), visitor()]);
    const responses = await Promise.all(
      browsers.map(({ http, token }) =>
        http.post('/api/newsletter').set('X-CSRF-Token', token).send({ email }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201]);
    expect(new Set(responses.map((response) => response.body.data.id)).size).toBe(1);
    expect(await subscriptionsOf(email)).toHaveLength(1);
    expect(await agencyMailAbout(email)).toHaveLength(1);
  });

  it('leaves a synced subscriber synced when a repeated signup brings nothing new', async () => {
    const email = uniqueEmail('steady');
    const first = await subscribe({ email, firstName: 'Dana', lastName: 'Moss' }, 201);
    const syncedAt = new Date('2026-11-20T10:00:00Z');
    await t.db('newsletterSubscriptions').where({ id: first.body.data.id }).update({ syncedAt });
    await subscribe({ email }, 200);
    expect((await rowOf(subscriptionsOf(email).first())).syncedAt).toEqual(syncedAt);
  });

  it('welcomes back an address that had left the list as a new subscriber', async () => {
    const email = uniqueEmail('returning');
    const first = await subscribe({ email }, 201);
    await t
      .db('newsletterSubscriptions')
      .where({ id: first.body.data.id })
      .update({ isActive: false, syncedAt: new Date() });

    const again = await subscribe({ email, firstName: 'Noor' }, 201);
    expect(again.body).toMatchObject({
      message: leadMessages.newsletterSubscribed,
      data: { id: first.body.data.id },
    });
    expect(await subscriptionsOf(email)).toEqual([
      expect.objectContaining({ isActive: true, firstName: 'Noor', syncedAt: null }),
    ]);
    expect(await agencyMailAbout(email)).toHaveLength(2);
  });

  it('answers a signup with its honeypot filled like a success, and stores, notifies and mails nothing', async () => {
    const notices = await countOf('notifications');
    const email = uniqueEmail('script');
    const response = await subscribe({ email, firstName: 'Bot', website: 'https://spam.example' }, 201);
    expect(response.body).toEqual({
      success: true,
      message: leadMessages.newsletterSubscribed,
      data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(await subscriptionsOf(email)).toHaveLength(0);
    expect(await countOf('notifications')).toBe(notices);
    expect(await agencyMailAbout(email)).toHaveLength(0);
  });

  it('refuses a signup without the CSRF token', async () => {
    const email = uniqueEmail('nocsrf');
    const response = await t.agent().post('/api/newsletter').send({ email }).expect(403);
    expect(response.body.error).toBe('csrf_invalid');
    expect(await subscriptionsOf(email)).toHaveLength(0);
  });
});

describe('newsletter flooding', () => {
  it('answers 429 with Retry-After once one network has signed up 20 times in an hour', async () => {
    const { http, token } = await visitor();
    const send = () =>
      http
        .post('/api/newsletter')
        .set('X-CSRF-Token', token)
        .send({ email: uniqueEmail('flood') });
    let response = await send();
    while (response.status === 201) response = await send();
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.body).toMatchObject({ success: false, error: 'rate_limited' });
    expect(response.body.message).toMatch(/Too many submissions from your network/);
  });
});
