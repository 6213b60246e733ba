import { createHmac, randomUUID } from 'node:crypto';
import type { EmailsRow } from '@db/schema/rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { insertVersioned } from '@db/versioning.ts';
import { EMAIL_FOLDERS, EMAIL_STATUSES, emailMessages, mailboxAddresses } from '@contract/emails.ts';
import { inEmailFolder } from '@contract/emailFolders.ts';
import {
  EMAIL_TEMPLATE_LIST,
  compareTemplateBookings,
  fillEmailTemplate,
  findEmailTemplate,
  templateClientId,
  templateValuesOf,
} from '@contract/emailTemplates.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { assignClient, buildClient, buildUser, signInAs, uniqueEmail } from '../../test/factories.ts';
import { csrfToken as csrfTokenOf } from '../../test/server.ts';
import {
  mailSettled,
  readLocalMail,
  setMailProvider,
  LocalMailProvider,
} from '../../providers/mail/index.ts';
import { createLogger } from '../../logger.ts';
import { runOutMailRetries } from '../../test/mail.ts';
import type { SessionUser } from '../../types.ts';
import { expectStaffOnly, type HttpMethod } from '../../test/access.ts';
import { idOf, rowOf } from '../../test/rows.ts';

const SECRET = 'inbound-email-secret-for-tests-0123456789';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ env: { INBOUND_EMAIL_SECRET: SECRET } });
});
afterAll(async () => {
  await t?.close();
});

interface Session {
  user: SessionUser;
  http: supertest.Agent;
  token: string;
}

async function signedIn(
  role: 'agent' | 'admin' | 'client' = 'agent',
  firstName = 'Marisol',
): Promise<Session> {
  // An approved agent: only approved staff send mail in the agency's name (see 'who may send').
  const user = await buildUser(t.db, { role, firstName, lastName: 'Joseph', approved: true });
  const http = t.agent();
  const token = await signInAs(http, user.email);
  return { user, http, token };
}

function compose(overrides: Record<string, unknown> = {}) {
  return {
    to: 'jordan@example.com',
    subject: 'Your Saint Lucia quote',
    body: 'Hi Jordan,\n\nHere is the quote we talked about.',
    priority: 'normal',
    template: 'custom',
    ...overrides,
  };
}

function post(session: Session, path: string, body: Record<string, unknown> = {}) {
  return session.http.post(path).set('X-CSRF-Token', session.token).send(body);
}

/** An e-mail received by `owner` (as the inbound route stores one), written straight to the table. */
async function received(owner: SessionUser, overrides: Record<string, unknown> = {}) {
  return t.db.transaction((trx) =>
    insertVersioned(trx, 'emails', {
      from: 'priya@example.com',
      to: owner.email,
      subject: 'Reunion headcount update',
      body: 'Final count is 18.',
      status: 'delivered',
      isRead: false,
      sentAt: new Date(),
      agentId: owner.id,
      ...overrides,
    }),
  );
}

const ids = (response: supertest.Response) =>
  (response.body.data as { id: string }[]).map((email) => email.id);

describe('sending and drafts', () => {
  it('stores a sent e-mail and delivers it through the mail provider', async () => {
    const me = await signedIn();
    const client = await buildClient(t.db, { firstName: 'Jordan', lastName: 'Baptiste' });
    await assignClient(t.db, client.id as string, me.user.id);
    const to = uniqueEmail('jordan');

    const response = await post(
      me,
      '/api/emails/send',
      compose({ to, cc: `${uniqueEmail('cc')}`, clientId: client.id, priority: 'high' }),
    ).expect(201);
    expect(response.body.message).toBe(emailMessages.sent);
    expect(response.body.data).toMatchObject({
      from: me.user.email,
      to,
      status: 'sent',
      priority: 'high',
      clientId: client.id,
      clientName: 'Jordan Baptiste',
      agentId: me.user.id,
      template: 'custom',
    });
    const row = await rowOf(t.db('emails').where({ id: response.body.data.id }).first());
    expect(row).toMatchObject({ status: 'sent', agentId: me.user.id, from: me.user.email, to });
    expect(row.sentAt).not.toBeNull();
    expect(row.version).toBeGreaterThan(0);

    await mailSettled(t.app);
    const mails = await readLocalMail(t.config.dataDir);
    const delivered = mails.find((mail) => mail.to.includes(to));
    expect(delivered).toBeDefined();
    expect(delivered!.subject).toBe('Your Saint Lucia quote');
    expect(delivered!.text).toContain('Here is the quote we talked about.');
    // From the agency; answers come back to the agency inbox, tagged with this e-mail's token.
    expect(delivered!.headers.from).toContain(t.config.mail.from.replace(/^.*<(.+)>$/, '$1'));
    expect(delivered!.headers['reply-to']).toContain(`hello+reply-${row.replyToken}@islandbridge.travel`);
    expect(delivered!.headers['reply-to']).toContain('Marisol Joseph');
    expect(delivered!.headers['message-id']).toBe(`<reply-${row.replyToken}@islandbridge.travel>`);
    expect(mails.some((mail) => mail.to.includes(row.cc as string))).toBe(true);
    expect((await rowOf(t.db('emails').where({ id: row.id }).first())).status).toBe('sent');
    // One queued message per recipient, each delivered once.
    const queued = await t
      .db('outgoingMail')
      .where({ emailId: row.id })
      .select('kind', 'to', 'status', 'attempts');
    expect(queued).toHaveLength(2);
    expect(queued).toEqual(
      expect.arrayContaining([
        { kind: 'office_email', to, status: 'delivered', attempts: 1 },
        { kind: 'office_email', to: row.cc, status: 'delivered', attempts: 1 },
      ]),
    );
  });

  it('answers each validation message of the e-mail form and stores nothing', async () => {
    const me = await signedIn();
    const queuedBefore = await t.db('outgoingMail').count({ n: '*' }).first();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ to: 'not-an-address' }, 'to', emailMessages.toInvalid],
      [{ to: '' }, 'to', emailMessages.toInvalid],
      [{ subject: '   ' }, 'subject', emailMessages.subjectRequired],
      [{ body: '  \n ' }, 'body', emailMessages.bodyRequired],
      [{ priority: 'urgent' }, 'priority', emailMessages.priorityInvalid],
      [{ template: 'newsletter' }, 'template', emailMessages.templateInvalid],
      [{ cc: 'a@example.com, nope' }, 'cc', emailMessages.ccInvalid],
      [{ bcc: 'nope' }, 'bcc', emailMessages.bccInvalid],
      [{ clientId: 'x' }, 'clientId', emailMessages.clientInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(me, '/api/emails/send', compose(overrides)).expect(400);
      expect(response.body).toMatchObject({ success: false, error: 'validation_failed', message });
      expect(response.body.fields[field]).toBe(message);
    }
    const empty = await post(me, '/api/emails/send', {}).expect(400);
    expect(empty.body.fields).toEqual({
      to: emailMessages.toInvalid,
      subject: emailMessages.subjectRequired,
      body: emailMessages.bodyRequired,
    });
    expect(await t.db('emails').where({ agentId: me.user.id })).toEqual([]);
    expect(await t.db('outgoingMail').count({ n: '*' }).first()).toEqual(queuedBefore);
  });

  it('refuses links to a client, quote or itinerary the agent may not see', async () => {
    const me = await signedIn();
    const stranger = await buildClient(t.db);
    const response = await post(
      me,
      '/api/emails/send',
      compose({ clientId: stranger.id, relatedQuoteId: randomUUID(), relatedItineraryId: randomUUID() }),
    ).expect(400);
    expect(response.body.fields).toEqual({
      clientId: emailMessages.clientInvalid,
      relatedQuoteId: emailMessages.quoteInvalid,
      relatedItineraryId: emailMessages.itineraryInvalid,
    });
    expect(await t.db('emails').where({ agentId: me.user.id })).toEqual([]);
  });

  it('saves an unfinished draft without sending anything', async () => {
    const me = await signedIn();
    await mailSettled(t.app);
    const before = (await readLocalMail(t.config.dataDir)).length;
    // Blank recipient and subject are fine in a draft; an address it holds must be valid.
    const response = await post(me, '/api/emails/draft', {
      to: '',
      subject: '',
      body: 'Notes so far',
    }).expect(201);
    expect(response.body).toMatchObject({
      message: emailMessages.draftSaved,
      data: { status: 'draft', to: '', subject: '', sentAt: null, from: me.user.email },
    });
    const row = await rowOf(t.db('emails').where({ id: response.body.data.id }).first());
    expect(row).toMatchObject({ status: 'draft', sentAt: null, agentId: me.user.id });
    await post(me, '/api/emails/draft', { priority: 'urgent' }).expect(400);
    await mailSettled(t.app);
    expect((await readLocalMail(t.config.dataDir)).length).toBe(before);
  });

  it('refuses an invalid draft with its message and stores nothing', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const theirs = await buildClient(t.db);
    await assignClient(t.db, theirs.id as string, other.user.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ priority: 'urgent' }, 'priority', emailMessages.priorityInvalid],
      [{ template: 'newsletter' }, 'template', emailMessages.templateInvalid],
      [{ subject: 'x'.repeat(501) }, 'subject', emailMessages.subjectTooLong],
      [{ to: 'x'.repeat(1001) }, 'to', 'Valid email address is required'],
      [{ clientId: 'x' }, 'clientId', 'Client not found'],
      // Another agent's client: the form's field message, not a 404.
      [{ clientId: theirs.id }, 'clientId', 'Client not found'],
      [{ relatedQuoteId: randomUUID() }, 'relatedQuoteId', emailMessages.quoteInvalid],
      [{ relatedItineraryId: randomUUID() }, 'relatedItineraryId', emailMessages.itineraryInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(
        me,
        '/api/emails/draft',
        compose({ subject: 'Draft', ...overrides }),
      ).expect(400);
      expect(response.body).toMatchObject({ success: false, error: 'validation_failed', message });
      expect(response.body.fields).toEqual({ [field]: message });
    }
    expect(await t.db('emails').where({ agentId: me.user.id })).toEqual([]);
    expect(await t.db('emails').where({ clientId: idOf(theirs) })).toEqual([]);
  });

  it('answers 400 "Client not found" when sending about another agent’s client, storing and sending nothing', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const theirs = await buildClient(t.db);
    await assignClient(t.db, theirs.id as string, other.user.id);
    await mailSettled(t.app);
    const before = (await readLocalMail(t.config.dataDir)).length;
    const response = await post(me, '/api/emails/send', compose({ clientId: theirs.id })).expect(400);
    expect(response.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'Client not found',
      fields: { clientId: 'Client not found' },
    });
    expect(await t.db('emails').where({ agentId: me.user.id })).toEqual([]);
    await mailSettled(t.app);
    expect((await readLocalMail(t.config.dataDir)).length).toBe(before);
  });
});

describe('folders, counts, search and actions', () => {
  it('files every kind of e-mail as the device files its copy, by the same rule', async () => {
    const me = await signedIn();
    const mine = [me.user.email, `  ${me.user.email.toUpperCase()} `];
    const samples: Array<Pick<EmailsRow, 'status' | 'to' | 'from' | 'externalId' | 'isStarred' | 'isRead'>> =
      [];
    for (const status of EMAIL_STATUSES) {
      for (const to of [mine[1], 'someone@example.com']) {
        for (const from of [mine[0], mine[1], 'priya@example.com']) {
          for (const externalId of [null, `<${randomUUID()}@mail.example.com>`]) {
            const isStarred = samples.length % 3 === 0;
            const isRead = samples.length % 2 === 0;
            samples.push({ status, to, from, externalId, isStarred, isRead });
          }
        }
      }
    }
    const rows = await t.db.transaction(async (trx) => {
      const stored: Array<Record<string, unknown>> = [];
      for (const sample of samples) {
        stored.push(
          await insertVersioned(trx, 'emails', {
            subject: 'Sample',
            body: '',
            agentId: me.user.id,
            ...sample,
          }),
        );
      }
      return stored;
    });
    const onDevice = (folder: (typeof EMAIL_FOLDERS)[number] | 'unread') =>
      rows
        .filter((row) =>
          inEmailFolder(
            {
              status: row.status as string,
              from: row.from as string,
              to: row.to as string,
              received: row.externalId !== null,
              isStarred: row.isStarred as boolean,
              isRead: row.isRead as boolean,
            },
            folder,
            me.user.email,
          ),
        )
        .map((row) => row.id as string);

    for (const folder of EMAIL_FOLDERS) {
      const listed = ids(await me.http.get(`/api/emails?folder=${folder}`).expect(200));
      expect(listed.sort(), folder).toEqual(onDevice(folder).sort());
      expect(listed.length, folder).toBeGreaterThan(0);
    }
    const counts = (await me.http.get('/api/emails/counts').expect(200)).body.data;
    for (const folder of [...EMAIL_FOLDERS, 'unread'] as const) {
      expect(counts[folder], folder).toBe(onDevice(folder).length);
    }
  });

  it('files e-mails into inbox, sent, drafts and starred, with counts', async () => {
    const me = await signedIn();
    const incoming = await received(me.user, { isStarred: true });
    const sent = await post(me, '/api/emails/send', compose({ to: uniqueEmail('out') })).expect(201);
    const draft = await post(me, '/api/emails/draft', compose({ subject: 'Unfinished' })).expect(201);
    await mailSettled(t.app);

    expect(ids(await me.http.get('/api/emails?folder=inbox').expect(200))).toEqual([incoming.id]);
    expect(ids(await me.http.get('/api/emails?folder=sent').expect(200))).toEqual([sent.body.data.id]);
    expect(ids(await me.http.get('/api/emails?folder=drafts').expect(200))).toEqual([draft.body.data.id]);
    expect(ids(await me.http.get('/api/emails?folder=starred').expect(200))).toEqual([incoming.id]);
    expect(ids(await me.http.get('/api/emails').expect(200))).toHaveLength(3);
    const counts = await me.http.get('/api/emails/counts').expect(200);
    expect(counts.body.data).toEqual({ inbox: 1, sent: 1, drafts: 1, starred: 1, unread: 1 });
    const bad = await me.http.get('/api/emails?folder=trash').expect(400);
    expect(bad.body.message).toBe(emailMessages.folderInvalid);
  });

  it('lists newest first and searches subject, body, sender and recipient case-insensitively', async () => {
    const me = await signedIn();
    const older = await received(me.user, {
      subject: 'Catamaran MENU',
      sentAt: new Date('2026-11-01T10:00:00Z'),
    });
    const newer = await received(me.user, {
      subject: 'Hello',
      body: 'About the catamaran trip',
      sentAt: new Date('2026-11-02T10:00:00Z'),
    });
    const bySender = await received(me.user, { from: 'Captain.Catamaran@example.com', subject: 'Boarding' });
    await received(me.user, { subject: '100% sure', body: 'unrelated' });

    expect(ids(await me.http.get('/api/emails?folder=inbox').expect(200))[0]).not.toBe(older.id);
    const found = await me.http.get('/api/emails').query({ search: 'CATAMARAN' }).expect(200);
    expect(ids(found)).toEqual([bySender.id, newer.id, older.id]);
    const byRecipient = await me.http
      .get('/api/emails')
      .query({ search: me.user.email.toUpperCase() })
      .expect(200);
    expect(ids(byRecipient)).toHaveLength(4);
    const literal = await me.http.get('/api/emails').query({ search: '%' }).expect(200);
    expect(literal.body.data.map((email: { subject: string }) => email.subject)).toEqual(['100% sure']);
  });

  it('filters by client', async () => {
    const me = await signedIn();
    const client = await buildClient(t.db);
    await assignClient(t.db, client.id as string, me.user.id);
    const linked = await received(me.user, { clientId: client.id });
    await received(me.user);
    expect(ids(await me.http.get('/api/emails').query({ clientId: client.id }).expect(200))).toEqual([
      linked.id,
    ]);
    const bad = await me.http.get('/api/emails').query({ clientId: 'nope' }).expect(400);
    expect(bad.body.fields).toEqual({ clientId: emailMessages.clientInvalid });
  });

  it('reads one e-mail and tombstones it', async () => {
    const me = await signedIn();
    const email = await received(me.user);
    const one = await me.http.get(`/api/emails/${email.id}`).expect(200);
    expect(one.body.data).toMatchObject({ id: email.id, isRead: false, readAt: null });

    const deleted = await me.http.delete(`/api/emails/${email.id}`).set('X-CSRF-Token', me.token).expect(200);
    expect(deleted.body).toEqual({ success: true, message: emailMessages.deleted });
    expect(
      (
        await rowOf(
          t
            .db('emails')
            .where({ id: idOf(email) })
            .first(),
        )
      ).deletedAt,
    ).not.toBeNull();
    await me.http.get(`/api/emails/${email.id}`).expect(404);
    expect(ids(await me.http.get('/api/emails').expect(200))).toEqual([]);
    expect((await me.http.get('/api/emails/counts').expect(200)).body.data.inbox).toBe(0);
  });

  it('answers 404 to a second agent on another agent e-mail and keeps it out of their lists', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const email = await received(owner.user, { isStarred: true });

    await other.http.get(`/api/emails/${email.id}`).expect(404);
    await other.http.delete(`/api/emails/${email.id}`).set('X-CSRF-Token', other.token).expect(404);
    await other.http.get('/api/emails/not-a-uuid').expect(404);
    for (const folder of ['inbox', 'sent', 'drafts', 'starred']) {
      expect(ids(await other.http.get(`/api/emails?folder=${folder}`).expect(200))).toEqual([]);
    }
    expect((await other.http.get('/api/emails/counts').expect(200)).body.data).toEqual({
      inbox: 0,
      sent: 0,
      drafts: 0,
      starred: 0,
      unread: 0,
    });
    const row = await rowOf(
      t
        .db('emails')
        .where({ id: idOf(email) })
        .first(),
    );
    expect(row).toMatchObject({ isRead: false, isStarred: true, deletedAt: null });

    const admin = await signedIn('admin');
    await admin.http.get(`/api/emails/${email.id}`).expect(200);
  });

  it('answers 403 to a client, 401 to an anonymous caller, and 403 without a CSRF token', async () => {
    const owner = await signedIn();
    const email = await received(owner.user);
    const client = await signedIn('client');
    const anonymous = t.agent();
    for (const path of [
      '/api/emails',
      '/api/emails/counts',
      '/api/emails/templates',
      `/api/emails/${email.id}`,
    ]) {
      await client.http.get(path).expect(403);
      await anonymous.get(path).expect(401);
    }
    for (const path of ['/api/emails/send', '/api/emails/draft']) {
      await post(client, path, compose()).expect(403);
    }
    await client.http.delete(`/api/emails/${email.id}`).set('X-CSRF-Token', client.token).expect(403);
    await owner.http.post('/api/emails/send').send(compose()).expect(403);
    await owner.http.delete(`/api/emails/${email.id}`).expect(403);
    expect(
      (
        await rowOf(
          t
            .db('emails')
            .where({ id: idOf(email) })
            .first(),
        )
      ).deletedAt,
    ).toBeNull();
    expect(await t.db('emails').where({ agentId: owner.user.id })).toHaveLength(1);
  });
});

describe('marking read and starring', () => {
  it('marks an e-mail read once and toggles its star, each a new version a device pulls', async () => {
    const me = await signedIn();
    const email = await received(me.user);
    const read = await post(me, `/api/emails/${email.id}/read`).expect(200);
    expect(read.body.data).toMatchObject({ id: email.id, isRead: true, isStarred: false });
    const marked = await rowOf(t.db('emails').where({ id: email.id }).first());
    expect(marked.isRead).toBe(true);
    expect(marked.readAt).toBeInstanceOf(Date);
    expect(marked.version).toBeGreaterThan(email.version);

    // Read again: nothing changes, not even the version or when it was first read.
    await post(me, `/api/emails/${email.id}/read`).expect(200);
    expect(await rowOf(t.db('emails').where({ id: email.id }).first())).toMatchObject({
      version: marked.version,
      readAt: marked.readAt,
    });

    expect((await post(me, `/api/emails/${email.id}/star`).expect(200)).body.data.isStarred).toBe(true);
    expect((await rowOf(t.db('emails').where({ id: email.id }).first())).isStarred).toBe(true);
    expect((await post(me, `/api/emails/${email.id}/star`).expect(200)).body.data.isStarred).toBe(false);
    expect((await rowOf(t.db('emails').where({ id: email.id }).first())).isStarred).toBe(false);
  });

  it("answers 404 for another agent's e-mail and for an id that is not one, changing nothing", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const email = await received(owner.user);
    for (const path of [`/api/emails/${email.id}/read`, `/api/emails/${email.id}/star`]) {
      const refused = await post(other, path).expect(404);
      expect(refused.body).toMatchObject({
        success: false,
        error: 'not_found',
        message: emailMessages.notFound,
      });
    }
    await post(other, '/api/emails/not-an-id/read').expect(404);
    await post(other, '/api/emails/not-an-id/star').expect(404);
    expect(await rowOf(t.db('emails').where({ id: email.id }).first())).toMatchObject({
      isRead: false,
      isStarred: false,
      version: email.version,
    });
  });
});

describe('a client user or an anonymous caller', () => {
  it.each<[HttpMethod, string]>([
    ['GET', '/api/emails/:id'],
    ['POST', '/api/emails/send'],
    ['POST', '/api/emails/draft'],
    ['POST', '/api/emails/templates/welcome/render'],
    ['POST', '/api/emails/:id/read'],
    ['POST', '/api/emails/:id/star'],
    ['DELETE', '/api/emails/:id'],
  ])('%s %s answers 403 and 401, changing and storing nothing', async (method, path) => {
    const owner = await signedIn();
    const email = await received(owner.user);
    const before = await t
      .db('emails')
      .where({ id: idOf(email) })
      .first();
    const total = await t.db('emails').count({ n: '*' }).first();
    await mailSettled(t.app);
    const mailBefore = (await readLocalMail(t.config.dataDir)).length;
    await expectStaffOnly(t, method, path.replace(':id', email.id as string), compose());
    expect(
      await rowOf(
        t
          .db('emails')
          .where({ id: idOf(email) })
          .first(),
      ),
    ).toEqual(before);
    expect(await t.db('emails').count({ n: '*' }).first()).toEqual(total);
    await mailSettled(t.app);
    expect((await readLocalMail(t.config.dataDir)).length).toBe(mailBefore);
  });
});

describe('templates', () => {
  it('fills placeholders and leaves the unknown ones as written', () => {
    const welcome = findEmailTemplate('welcome')!;
    const filled = fillEmailTemplate(welcome, { clientName: 'Jordan Baptiste', agentName: 'Marisol Joseph' });
    expect(filled.subject).toBe('Welcome, Jordan Baptiste!');
    expect(filled.body).toContain('Dear Jordan Baptiste,');
    expect(filled.body).toContain('Marisol Joseph');
    expect(filled.body).not.toContain('{');
    const partial = fillEmailTemplate(findEmailTemplate('quote_follow_up')!, {
      quoteName: 'Pitons',
      quoteValidUntil: ' ',
    });
    expect(partial.subject).toBe('Following up on your quote: Pitons');
    expect(partial.body).toContain('{quoteValidUntil}');
    expect(partial.body).toContain('{clientName}');
  });

  it('lists the five templates with their placeholders', async () => {
    const me = await signedIn();
    const response = await me.http.get('/api/emails/templates').expect(200);
    expect(response.body.data.map((template: { id: string }) => template.id)).toEqual([
      'welcome',
      'quote_follow_up',
      'booking_confirmation',
      'itinerary_share',
      'custom',
    ]);
    expect(response.body.data).toEqual(EMAIL_TEMPLATE_LIST);
    const all = JSON.stringify(response.body.data);
    for (const placeholder of [
      'clientName',
      'agentName',
      'quoteName',
      'quoteValidUntil',
      'itineraryName',
      'bookingDetails',
    ]) {
      expect(all).toContain(`{${placeholder}}`);
    }
  });

  /** An agent with a client of theirs, a quote and an itinerary for that client. */
  async function agentWithTripRecords(quoteFields: Record<string, unknown> = {}) {
    const me = await signedIn('agent', 'Marisol');
    const client = await buildClient(t.db, { firstName: 'Jordan', lastName: 'Baptiste' });
    await assignClient(t.db, client.id as string, me.user.id);
    const { quote, itinerary } = await t.db.transaction(async (trx) => ({
      quote: await insertVersioned(trx, 'agent_quotes', {
        title: 'Pitons Honeymoon',
        clientId: client.id,
        agentId: me.user.id,
        ...quoteFields,
      }),
      itinerary: await insertVersioned(trx, 'itineraries', {
        title: 'Saint Lucia Week',
        clientId: client.id,
      }),
    }));
    return { me, client, quote, itinerary };
  }

  it('renders a template from the client, quote and itinerary the agent may see', async () => {
    const { me, client, quote, itinerary } = await agentWithTripRecords({ validUntil: '2026-12-31' });
    await t.db.transaction((trx) =>
      insertVersioned(trx, 'bookings', {
        itineraryId: itinerary.id,
        type: 'hotel',
        title: 'Sugar Beach',
        startDate: '2027-02-10',
        endDate: '2027-02-17',
        cost: 420_000,
        currency: 'USD',
        bookingReference: 'SB-1234',
      }),
    );

    const followUp = await post(me, '/api/emails/templates/quote_follow_up/render', {
      quoteId: quote.id,
    }).expect(200);
    expect(followUp.body.data).toEqual({
      template: 'quote_follow_up',
      subject: 'Following up on your quote: Pitons Honeymoon',
      body: expect.stringContaining('Dear Jordan Baptiste,'),
    });
    expect(followUp.body.data.body).toContain('valid until December 31, 2026');
    expect(followUp.body.data.body).toContain('Marisol Joseph');

    const confirmation = await post(me, '/api/emails/templates/booking_confirmation/render', {
      clientId: client.id,
      itineraryId: itinerary.id,
    }).expect(200);
    expect(confirmation.body.data.subject).toBe('Your booking is confirmed: Saint Lucia Week');
    expect(confirmation.body.data.body).toContain(
      '- Sugar Beach (hotel), February 10, 2027 - February 17, 2027, $4,200.00, ref. SB-1234',
    );

    const other = await signedIn();
    const refused = await post(other, '/api/emails/templates/quote_follow_up/render', {
      quoteId: quote.id,
      clientId: client.id,
    }).expect(400);
    expect(refused.body.fields).toEqual({
      quoteId: emailMessages.quoteInvalid,
      clientId: emailMessages.clientInvalid,
    });
    await post(me, '/api/emails/templates/newsletter/render', {}).expect(404);
    const client403 = await signedIn('client');
    await post(client403, '/api/emails/templates/welcome/render', {}).expect(403);
  });

  it('renders what the device renders from its copy of the same records', async () => {
    const { me, client, quote, itinerary } = await agentWithTripRecords();
    // Each in its own transaction: made one after another, so the order is the same everywhere.
    const made: Array<[string, string | null]> = [
      ['Undated transfer', null],
      ['Sugar Beach', '2027-02-10'],
      ['Flight home', '2027-02-17'],
      ['Flight out', '2027-02-10'],
    ];
    for (const [title, startDate] of made) {
      await t.db.transaction((trx) =>
        insertVersioned(trx, 'bookings', { itineraryId: itinerary.id, type: 'other', title, startDate }),
      );
    }
    // The device holds the records as the sync sends them: times as ISO text.
    const bookings = (await t.db('bookings').where({ itineraryId: idOf(itinerary) })).map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
    const agent = await t.db('users').where({ id: me.user.id }).first();

    for (const request of [
      { quoteId: quote.id },
      { itineraryId: itinerary.id },
      { clientId: client.id, quoteId: quote.id, itineraryId: itinerary.id },
    ]) {
      const clientId = templateClientId(
        (request as { clientId?: string }).clientId,
        'quoteId' in request ? quote : undefined,
        'itineraryId' in request ? itinerary : undefined,
      );
      const values = templateValuesOf({
        agent,
        quote: 'quoteId' in request ? quote : undefined,
        itinerary: 'itineraryId' in request ? itinerary : undefined,
        bookings: [...bookings].sort(compareTemplateBookings),
        client: clientId === client.id ? client : undefined,
      });
      for (const template of EMAIL_TEMPLATE_LIST) {
        const rendered = await post(me, `/api/emails/templates/${template.id}/render`, request).expect(200);
        expect(rendered.body.data).toEqual(fillEmailTemplate(template, values));
      }
    }
  });
});

describe('inbound mail', () => {
  function sign(body: string, secret = SECRET) {
    return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  }

  function deliver(message: Record<string, unknown>, signature?: string, server = t) {
    const body = JSON.stringify(message);
    return server
      .agent()
      .post('/api/emails/inbound')
      .set('Content-Type', 'application/json')
      .set('X-Signature', signature ?? sign(body))
      .send(body);
  }

  function inbound(overrides: Record<string, unknown> = {}) {
    return {
      from: uniqueEmail('priya'),
      to: 'hello@islandbridge.travel',
      subject: 'Reunion headcount update',
      text: 'Final count is 18.',
      messageId: `<${randomUUID()}@mail.example.com>`,
      ...overrides,
    };
  }

  /** Staff addresses receive mail only once their owner proved the address is theirs. */
  async function verified(user: SessionUser) {
    await t.db('users').where({ id: user.id }).update({ emailVerifiedAt: new Date() });
    return user;
  }

  /** Sends from the office as `me` and returns the row and the message the client received. */
  async function sentByOffice(me: Session, to: string, clientId: string) {
    const response = await post(me, '/api/emails/send', compose({ to, clientId })).expect(201);
    await mailSettled(t.app);
    const row = await rowOf(t.db('emails').where({ id: response.body.data.id }).first());
    const mail = (await readLocalMail(t.config.dataDir)).find((message) => message.to.includes(to))!;
    return { row, mail };
  }

  it('delivers a reply to the agent who sent the message, found by the token in its Reply-To', async () => {
    const me = await signedIn();
    const address = uniqueEmail('priya');
    const client = await buildClient(t.db, { email: address, firstName: 'Priya', lastName: 'Ramdin' });
    await assignClient(t.db, client.id as string, me.user.id);
    const { row: original, mail } = await sentByOffice(me, address, client.id as string);
    const replyTo = mailboxAddresses(mail.headers['reply-to'] as string)![0];
    expect(replyTo).toBe(`hello+reply-${original.replyToken}@islandbridge.travel`);

    const message = inbound({
      from: `Priya <${address.toUpperCase()}>`,
      to: replyTo,
      subject: 'Re: Your Saint Lucia quote',
    });
    const response = await deliver(message).expect(200);
    expect(response.body).toMatchObject({ success: true, duplicate: false, assigned: true });
    const row = await rowOf(t.db('emails').where({ id: response.body.emailIds[0] }).first());
    expect(row).toMatchObject({
      agentId: me.user.id,
      clientId: client.id,
      externalId: message.messageId,
      status: 'delivered',
      isRead: false,
      body: 'Final count is 18.',
    });
    expect(await t.db('notifications').where({ agentId: me.user.id })).toEqual([
      expect.objectContaining({
        type: 'inbound_email',
        entityType: 'email',
        entityId: row.id,
        isRead: false,
      }),
    ]);
    const inbox = await me.http.get('/api/emails?folder=inbox').expect(200);
    expect(inbox.body.data).toEqual([expect.objectContaining({ id: row.id, clientName: 'Priya Ramdin' })]);
    expect((await me.http.get('/api/emails/counts').expect(200)).body.data).toMatchObject({
      inbox: 1,
      unread: 1,
    });

    const replay = await deliver(message).expect(200);
    expect(replay.body).toEqual({ success: true, duplicate: true, assigned: true, emailIds: [row.id] });
    expect(await t.db('emails').where({ externalId: message.messageId })).toHaveLength(1);
    expect(await t.db('notifications').where({ agentId: me.user.id })).toHaveLength(1);
  });

  it.each(['inReplyTo', 'references'])(
    'finds the thread through %s when the reply went to the plain agency address',
    async (header) => {
      const me = await signedIn();
      const address = uniqueEmail('jordan');
      const client = await buildClient(t.db, { email: address });
      await assignClient(t.db, client.id as string, me.user.id);
      const { mail } = await sentByOffice(me, address, client.id as string);
      const messageId = mail.headers['message-id'] as string;
      const value = header === 'references' ? `<older@mail.example.com> ${messageId}` : messageId;

      const response = await deliver(inbound({ from: address, [header]: value })).expect(200);
      const row = await rowOf(t.db('emails').where({ id: response.body.emailIds[0] }).first());
      expect(row).toMatchObject({ agentId: me.user.id, clientId: client.id });
    },
  );

  it('does not give a rogue agent copies of another agent’s client’s mail (inbound leak)', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const victimAgent = await signedIn();
    const address = uniqueEmail('priya');
    const client = await buildClient(t.db, { email: address, firstName: 'Priya' });
    await assignClient(t.db, client.id as string, victimAgent.user.id);
    // The attacker registers as an agent and files a client under the victim client's address.
    const rogue = t.agent();
    const rogueEmail = uniqueEmail('rogue');
    let token = await csrfTokenOf(rogue);
    await rogue
      .post('/api/auth/register')
      .set('X-CSRF-Token', token)
      .send({
        firstName: 'Rex',
        lastName: 'Rogue',
        email: rogueEmail,
        password: 'rogue-password-123',
        confirmPassword: 'rogue-password-123',
        role: 'agent',
      })
      .expect(201);
    token = await csrfTokenOf(rogue);
    await rogue
      .post('/api/clients')
      .set('X-CSRF-Token', token)
      .send({ firstName: 'Priya', lastName: 'Copy', email: address })
      .expect(201);

    const message = inbound({ from: `Priya <${address}>`, subject: 'My passport number' });
    const response = await deliver(message).expect(200);
    expect(response.body).toMatchObject({ success: true, duplicate: false, assigned: false });
    const row = await rowOf(t.db('emails').where({ externalId: message.messageId }).first());
    expect(row).toMatchObject({ agentId: null, clientId: null, body: message.text });
    expect(await t.db('emails').where({ externalId: message.messageId })).toHaveLength(1);

    const rogueUser = await rowOf(t.db('users').where({ email: rogueEmail }).first());
    expect(await t.db('notifications').whereIn('agentId', [rogueUser.id, victimAgent.user.id])).toEqual([]);
    expect((await rogue.get('/api/emails?folder=inbox').expect(200)).body.data).toEqual([]);
    expect((await rogue.get(`/api/emails/${row.id}`).expect(404)).body.message).toBe(emailMessages.notFound);
    // It waits in the agency's inbox, and every admin is told to assign it.
    expect(await t.db('notifications').where({ agentId: admin.id, entityId: row.id })).toHaveLength(1);
  });

  it('files mail for a staff address that was never verified in the agency inbox', async () => {
    const unverified = await buildUser(t.db, { role: 'agent', emailVerified: false });
    const response = await deliver(inbound({ to: unverified.email })).expect(200);
    expect(response.body.assigned).toBe(false);
    expect(await t.db('emails').where({ agentId: unverified.id })).toEqual([]);
  });

  it('delivers mail addressed to a staff member’s own verified address to them, linked to their client', async () => {
    const me = await signedIn();
    await verified(me.user);
    const from = uniqueEmail('priya');
    const client = await buildClient(t.db, { email: from, firstName: 'Priya', lastName: 'Ramdin' });
    await assignClient(t.db, client.id as string, me.user.id);

    const response = await deliver(inbound({ from: from.toUpperCase(), to: me.user.email })).expect(200);
    const row = await rowOf(t.db('emails').where({ id: response.body.emailIds[0] }).first());
    expect(row).toMatchObject({ agentId: me.user.id, clientId: client.id });
  });

  it('refuses a missing or wrong signature and invalid bodies, storing nothing', async () => {
    const me = await buildUser(t.db, { role: 'agent' });
    const message = inbound({ to: me.email });
    const missing = await t.agent().post('/api/emails/inbound').send(message).expect(401);
    expect(missing.body.message).toBe(emailMessages.signatureMissing);
    const wrong = await deliver(message, sign(JSON.stringify(message), 'another-secret-0123456789')).expect(
      401,
    );
    expect(wrong.body.message).toBe(emailMessages.signatureInvalid);
    const invalid = await deliver(inbound({ to: me.email, messageId: '' })).expect(400);
    expect(invalid.body.fields).toEqual({ messageId: emailMessages.messageIdRequired });
    expect(await t.db('emails').where({ externalId: message.messageId })).toEqual([]);
  });

  it('accepts "Display Name <address>" senders and recipients, storing them as sent', async () => {
    const me = await signedIn('agent', 'Alicia');
    await verified(me.user);
    const address = uniqueEmail('priya');
    const client = await buildClient(t.db, { email: address, firstName: 'Priya', lastName: 'Ramdin' });
    await assignClient(t.db, client.id as string, me.user.id);
    const from = `"Ramdin, Priya" <${address.toUpperCase()}>`;
    const to = `Alicia Joseph <${me.user.email}>`;

    const response = await deliver(inbound({ from, to })).expect(200);
    expect(response.body.emailIds).toHaveLength(1);
    const row = await rowOf(t.db('emails').where({ id: response.body.emailIds[0] }).first());
    expect(row).toMatchObject({ agentId: me.user.id, clientId: client.id, from, to, status: 'delivered' });
    const notification = await t.db('notifications').where({ entityId: row.id }).first();
    expect(notification).toMatchObject({ agentId: me.user.id, title: `New email from ${from}` });
    const inbox = await me.http.get('/api/emails?folder=inbox').expect(200);
    expect(inbox.body.data).toEqual([
      expect.objectContaining({ id: row.id, from, clientName: 'Priya Ramdin' }),
    ]);
  });

  it('files a message to several recipients with the first one that is a verified staff address', async () => {
    const first = await verified(await buildUser(t.db, { role: 'agent' }));
    const second = await verified(await buildUser(t.db, { role: 'agent' }));
    const from = uniqueEmail('jordan');
    const to = `"Front Desk, Island Bridge" <hello@islandbridge.travel>, Agent One <${first.email}>; ${second.email}`;

    const response = await deliver(inbound({ from: `Jordan <${from}>`, to })).expect(200);
    expect(response.body.emailIds).toHaveLength(1);
    const rows = await t.db('emails').whereIn('agentId', [first.id, second.id]);
    expect(rows).toEqual([expect.objectContaining({ agentId: first.id, to, from: `Jordan <${from}>` })]);
    expect(await t.db('notifications').where({ agentId: second.id })).toEqual([]);
  });

  it.each([
    [{ from: 'Jordan <not-an-address>' }, 'from'],
    [{ from: 'a@example.com, b@example.com' }, 'from'],
    [{ from: '' }, 'from'],
    [{ to: 'Front Desk <hello@islandbridge.travel>, nope' }, 'to'],
    [{ to: 'Front Desk' }, 'to'],
    [{ to: '' }, 'to'],
  ])('refuses the addresses %j with a field message, storing nothing', async (overrides, field) => {
    const me = await buildUser(t.db, { role: 'agent' });
    const message = inbound({ to: me.email, ...overrides });
    const response = await deliver(message).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'validation_failed' });
    expect(response.body.fields).toEqual({ [field]: 'Valid email address is required' });
    expect(await t.db('emails').where({ externalId: message.messageId })).toEqual([]);
    expect(await t.db('notifications').where({ agentId: me.id })).toEqual([]);
  });

  it('reads the bare addresses of an address list', () => {
    expect(mailboxAddresses('a@example.com')).toEqual(['a@example.com']);
    expect(mailboxAddresses('  Jordan Ellis <Jordan@Example.com> ')).toEqual(['Jordan@Example.com']);
    expect(mailboxAddresses('"Ellis, Jordan" <j@example.com>, b@example.com; C <c@example.com>')).toEqual([
      'j@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(mailboxAddresses('"Say \\"hi\\", <x>" <q@example.com>')).toEqual(['q@example.com']);
    expect(mailboxAddresses('j@example.com (Jordan, at home)')).toEqual(['j@example.com']);
    expect(mailboxAddresses('(Jordan (home)) j@example.com, "Ann (work)" <a@example.com>')).toEqual([
      'j@example.com',
      'a@example.com',
    ]);
    expect(mailboxAddresses('Team: a@example.com, B <b@example.com>;, c@example.com')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(mailboxAddresses('a@example.com,, ')).toEqual(['a@example.com']);
    expect(mailboxAddresses('')).toEqual([]);
    expect(mailboxAddresses('Jordan')).toBeUndefined();
    expect(mailboxAddresses('a@example.com, <>')).toBeUndefined();
  });

  it('answers 503 when no inbound secret is configured', async () => {
    const unconfigured = await getTestServer({ testDb: t.testDb });
    try {
      const response = await deliver(inbound(), undefined, unconfigured).expect(503);
      expect(response.body.message).toBe(emailMessages.inboundNotConfigured);
    } finally {
      await unconfigured.close();
    }
  });
});

describe('who may send, and how much', () => {
  const addresses = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, index) => `${prefix}-${index}-${randomUUID().slice(0, 6)}@example.com`);

  it('refuses one e-mail to more than 20 recipients, storing and sending nothing (mail as the agency)', async () => {
    const me = await signedIn();
    const bcc = addresses(60, 'bulk');
    const response = await post(me, '/api/emails/send', compose({ bcc: bcc.join(', ') })).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'validation_failed' });
    expect(response.body.fields).toEqual({ bcc: emailMessages.tooManyRecipients });
    expect(await t.db('emails').where({ agentId: me.user.id })).toEqual([]);
    await mailSettled(t.app);
    expect((await readLocalMail(t.config.dataDir)).some((mail) => mail.to.includes(bcc[0]))).toBe(false);

    // Twenty in all (To, Cc and Bcc together) is fine.
    await post(
      me,
      '/api/emails/send',
      compose({ cc: addresses(9, 'cc').join(', '), bcc: addresses(10, 'bcc').join(', ') }),
    ).expect(201);
  });

  it('lets an agent an admin has not approved save drafts but not send e-mails', async () => {
    const pending = await buildUser(t.db, { role: 'agent' });
    const http = t.agent();
    const token = await signInAs(http, pending.email);
    const me = { user: pending, http, token };
    const to = uniqueEmail('jordan');

    const refused = await post(me, '/api/emails/send', compose({ to })).expect(403);
    expect(refused.body).toMatchObject({
      success: false,
      error: 'forbidden',
      message: emailMessages.awaitingApproval,
    });
    expect(await t.db('emails').where({ agentId: pending.id, status: 'sent' })).toEqual([]);
    await post(me, '/api/emails/draft', compose({ to })).expect(201);
    expect(await t.db('emails').where({ agentId: pending.id, status: 'draft' })).toHaveLength(1);
    await mailSettled(t.app);
    expect((await readLocalMail(t.config.dataDir)).some((mail) => mail.to.includes(to))).toBe(false);

    await t.db('agents').where({ userId: pending.id }).update({ isApproved: true });
    await post(me, '/api/emails/send', compose({ to })).expect(201);
  });

  it('limits an agent to 100 recipients an hour, with the wait, counting sends made in parallel', async () => {
    const me = await signedIn();
    // Ten e-mails of twenty recipients at once: the hour's allowance covers five of them.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(
          me,
          '/api/emails/send',
          compose({ to: uniqueEmail(`to${index}`), bcc: addresses(19, `b${index}`).join(', ') }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      201, 201, 201, 201, 201, 429, 429, 429, 429, 429,
    ]);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.body.message).toBe(emailMessages.sendLimit(60));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await t.db('emails').where({ agentId: me.user.id })).toHaveLength(5);

    // Deleting what was sent does not give the allowance back.
    for (const answer of answers.filter((each) => each.status === 201)) {
      await me.http.delete(`/api/emails/${answer.body.data.id}`).set('X-CSRF-Token', me.token).expect(200);
    }
    await post(me, '/api/emails/send', compose()).expect(429);
    // Another agent has an allowance of their own.
    await post(await signedIn(), '/api/emails/send', compose()).expect(201);
  });

  it('frees the allowance as sends leave the hour', async () => {
    const me = await signedIn();
    const sentAt = new Date(Date.now() - 50 * 60_000);
    await t.db.transaction((trx) =>
      insertVersioned(trx, 'emails', {
        from: me.user.email,
        to: 'a@example.com',
        bcc: addresses(99, 'old').join(', '),
        subject: 'Earlier',
        body: 'Earlier',
        status: 'sent',
        sentAt,
        agentId: me.user.id,
      }),
    );
    const limited = await post(me, '/api/emails/send', compose({ cc: uniqueEmail('cc') })).expect(429);
    expect(limited.body.message).toBe(emailMessages.sendLimit(10));
    await t
      .db('emails')
      .where({ agentId: me.user.id })
      .update({ sentAt: new Date(Date.now() - 61 * 60_000) });
    await post(me, '/api/emails/send', compose({ cc: uniqueEmail('cc') })).expect(201);
  });
});

describe('assigning mail from the agency inbox', () => {
  async function agencyMail(from = uniqueEmail('keisha')) {
    return t.db.transaction((trx) =>
      insertVersioned(trx, 'emails', {
        from: `Keisha <${from}>`,
        to: 'hello@islandbridge.travel',
        subject: 'Group trip in May',
        body: 'We are twelve.',
        status: 'delivered',
        isRead: false,
        sentAt: new Date(),
        agentId: null,
        externalId: `<${randomUUID()}@mail.example.com>`,
      }),
    );
  }

  it('lets an admin hand a received e-mail to an agent, filed under their client, with a notification', async () => {
    const admin = await signedIn('admin');
    const agent = await signedIn();
    const address = uniqueEmail('keisha');
    const client = await buildClient(t.db, { email: address, firstName: 'Keisha', lastName: 'Brown' });
    await assignClient(t.db, client.id as string, agent.user.id);
    const email = await agencyMail(address);
    expect(ids(await admin.http.get('/api/emails?folder=inbox').expect(200))).toContain(email.id);

    const response = await post(admin, `/api/emails/${email.id}/assign`, { agentId: agent.user.id }).expect(
      200,
    );
    expect(response.body.message).toBe(emailMessages.assigned);
    expect(response.body.data).toMatchObject({ id: email.id, agentId: agent.user.id, clientId: client.id });
    const inbox = await agent.http.get('/api/emails?folder=inbox').expect(200);
    expect(inbox.body.data).toEqual([expect.objectContaining({ id: email.id, clientName: 'Keisha Brown' })]);
    expect(await t.db('notifications').where({ agentId: agent.user.id, entityId: idOf(email) })).toHaveLength(
      1,
    );
  });

  it('answers 403 to an agent, 400 for someone who is not staff, 409 for mail that was not received, 404 for an unknown id', async () => {
    const admin = await signedIn('admin');
    const agent = await signedIn();
    const email = await agencyMail();

    const byAgent = await post(agent, `/api/emails/${email.id}/assign`, { agentId: agent.user.id }).expect(
      403,
    );
    expect(byAgent.body.error).toBe('forbidden');
    const client = await buildUser(t.db, { role: 'client' });
    for (const agentId of [client.id, randomUUID(), 'not-an-id', '']) {
      const invalid = await post(admin, `/api/emails/${email.id}/assign`, { agentId }).expect(400);
      expect(invalid.body.fields).toEqual({ agentId: emailMessages.assigneeInvalid });
    }
    expect(
      (
        await rowOf(
          t
            .db('emails')
            .where({ id: idOf(email) })
            .first(),
        )
      ).agentId,
    ).toBeNull();

    const sent = await post(agent, '/api/emails/send', compose()).expect(201);
    const notReceived = await post(admin, `/api/emails/${sent.body.data.id}/assign`, {
      agentId: agent.user.id,
    }).expect(409);
    expect(notReceived.body.message).toBe(emailMessages.assignOnlyReceived);
    await post(admin, `/api/emails/${randomUUID()}/assign`, { agentId: agent.user.id }).expect(404);
  });
});

describe('delivery failure', () => {
  it('marks the e-mail failed when the provider refuses it to the last try', async () => {
    const me = await signedIn();
    setMailProvider(t.app, { send: () => Promise.reject(new Error('SMTP 554 rejected')) });
    try {
      const response = await post(me, '/api/emails/send', compose()).expect(201);
      await mailSettled(t.app);
      // A refusal is tried again later: until the last try the e-mail stays sent.
      expect((await rowOf(t.db('emails').where({ id: response.body.data.id }).first())).status).toBe('sent');
      await runOutMailRetries(t.app, t.mailClock);
      expect((await rowOf(t.db('emails').where({ id: response.body.data.id }).first())).status).toBe(
        'failed',
      );
      // The agent finds it in Sent, marked as not delivered, to send again.
      const sentFolder = await me.http.get('/api/emails?folder=sent').expect(200);
      expect(
        sentFolder.body.data.map((email: { id: string; status: string }) => [email.id, email.status]),
      ).toEqual([[response.body.data.id, 'failed']]);
    } finally {
      setMailProvider(
        t.app,
        new LocalMailProvider({
          dataDir: t.config.dataDir,
          from: t.config.mail.from,
          logger: createLogger('silent'),
        }),
      );
    }
  });
});
