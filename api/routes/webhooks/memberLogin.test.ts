import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import supertest from 'supertest';
import { insertVersioned } from '@db/versioning.ts';
import { webhookMessages } from '@contract/webhooks.ts';
import { storableMessages } from '@contract/storable.ts';
import { createApp } from '../../app.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { buildUser, signInAs, uniqueEmail } from '../../test/factories.ts';
import { present, rowOf } from '../../test/rows.ts';

const SECRET = 'member-webhook-secret-for-tests-0123456789';
const PATH = '/api/webhooks/member-login';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ env: { MEMBER_WEBHOOK_SECRET: SECRET } });
});
afterAll(async () => {
  await t?.close();
});

function sign(body: string, secret = SECRET) {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function memberEvent(overrides: { member?: Record<string, unknown> } & Record<string, unknown> = {}) {
  const { member, ...rest } = overrides;
  return {
    eventId: `evt_${randomUUID()}`,
    eventType: 'member.login',
    occurredAt: '2026-11-20T14:30:00.000Z',
    ...rest,
    member: {
      id: `member_${randomUUID()}`,
      email: uniqueEmail('member'),
      firstName: 'Lucia',
      lastName: 'Charles',
      phone: '+1 758 555 0101',
      labels: ['vip', 'newsletter'],
      profile: { nickname: 'Lu', language: 'en' },
      ...member,
    },
  };
}

/** Posts the event as the member site does: no session, no CSRF token, a signed raw body. */
function deliver(event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  return t
    .agent()
    .post(PATH)
    .set('Content-Type', 'application/json')
    .set('X-Signature', signature ?? sign(body))
    .send(body);
}

async function eventRows(eventId: string) {
  return t.db('webhookEvents').where({ eventId });
}

describe('member-login webhook', () => {
  it('creates a client account from a correctly signed event', async () => {
    const event = memberEvent();
    const response = await deliver(event).expect(200);
    expect(response.body).toEqual({ success: true, userId: expect.any(String) });

    const user = await rowOf(t.db('users').where({ id: response.body.userId }).first());
    expect(user).toMatchObject({
      email: event.member.email,
      role: 'client',
      authMethod: 'wix',
      passwordHash: null,
      firstName: 'Lucia',
      lastName: 'Charles',
      phone: '+1 758 555 0101',
      wixMemberId: event.member.id,
      wixProfile: { labels: ['vip', 'newsletter'], profile: { nickname: 'Lu', language: 'en' } },
    });
    expect(new Date(present(user.wixLastLoginAt, 'last Wix login')).toISOString()).toBe(event.occurredAt);
    const clients = await t.db('clients').where({ email: event.member.email });
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ userId: user.id, firstName: 'Lucia', lastName: 'Charles' });

    const [stored] = await eventRows(event.eventId);
    expect(stored).toMatchObject({ source: 'wix', eventType: 'member.login', payload: event });
    expect(stored.processedAt).toBeInstanceOf(Date);
  });

  it('answers a replay as a duplicate and changes nothing', async () => {
    const event = memberEvent();
    const first = await deliver(event).expect(200);
    const replay = { ...event, member: { ...event.member, firstName: 'Changed' } };
    // The same event id, even with another body, is the same event.
    const response = await deliver(replay).expect(200);
    expect(response.body).toEqual({ success: true, duplicate: true });
    await deliver(event).expect(200, { success: true, duplicate: true });

    expect(await t.db('users').where({ email: event.member.email })).toHaveLength(1);
    expect((await rowOf(t.db('users').where({ id: first.body.userId }).first())).firstName).toBe('Lucia');
    expect(await eventRows(event.eventId)).toHaveLength(1);
    expect(await t.db('clients').where({ email: event.member.email })).toHaveLength(1);
  });

  it('updates the same account on the next sign-in of the member', async () => {
    const event = memberEvent();
    const first = await deliver(event).expect(200);
    const later = memberEvent({
      occurredAt: '2026-11-21T09:00:00+02:00',
      member: {
        id: event.member.id,
        email: event.member.email,
        firstName: 'Lucie',
        labels: ['gold'],
        phone: null,
      },
    });
    delete (later.member as Record<string, unknown>).profile;
    const second = await deliver(later).expect(200);
    expect(second.body.userId).toBe(first.body.userId);
    const user = await rowOf(t.db('users').where({ id: first.body.userId }).first());
    expect(user.firstName).toBe('Lucie');
    expect(user.phone).toBe('+1 758 555 0101');
    expect(user.wixProfile).toEqual({ labels: ['gold'], profile: { nickname: 'Lu', language: 'en' } });
    expect(new Date(present(user.wixLastLoginAt, 'last Wix login')).toISOString()).toBe(
      '2026-11-21T07:00:00.000Z',
    );

    // An event delivered late does not move the account back in time.
    await deliver(
      memberEvent({ occurredAt: '2026-11-01T00:00:00Z', member: { id: event.member.id } }),
    ).expect(200);
    const after = await rowOf(t.db('users').where({ id: first.body.userId }).first());
    expect(after.firstName).toBe('Lucie');
    expect(new Date(present(after.wixLastLoginAt, 'last Wix login')).toISOString()).toBe(
      '2026-11-21T07:00:00.000Z',
    );
  });

  it('refuses with 409 an event for an agent’s or an admin’s e-mail, changing nothing and logging it', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = createApp(t.config, { db: t.db, logger });
    for (const role of ['agent', 'admin'] as const) {
      const staff = await buildUser(t.db, { role, email: uniqueEmail(role) });
      const before = await t.db('users').where({ id: staff.id }).first();
      const event = memberEvent({ member: { email: staff.email.toUpperCase(), firstName: 'Mallory' } });
      const body = JSON.stringify(event);
      const response = await supertest(app.callback())
        .post(PATH)
        .set('Content-Type', 'application/json')
        .set('X-Signature', sign(body))
        .send(body)
        .expect(409);
      expect(response.body).toEqual({
        success: false,
        error: 'conflict',
        message: webhookMessages.staffAccount,
      });
      expect(await t.db('users').where({ id: staff.id }).first(), role).toEqual(before);
      expect(await t.db('clients').where({ userId: staff.id })).toHaveLength(0);
      expect(await eventRows(event.eventId)).toHaveLength(0);
      expect(lines.at(-1)).toMatchObject({
        msg: 'member-login event refused',
        eventId: event.eventId,
        memberId: event.member.id,
        reason: webhookMessages.staffAccount,
      });
    }
  });

  it('refuses with 409 an event for a member id already linked to a staff account', async () => {
    const agent = await buildUser(t.db, { role: 'agent', email: uniqueEmail('agent') });
    const memberId = `member_${randomUUID()}`;
    await t.db('users').where({ id: agent.id }).update({ wixMemberId: memberId });
    const event = memberEvent({ member: { id: memberId, firstName: 'Mallory' } });
    const response = await deliver(event).expect(409);
    expect(response.body.message).toBe(webhookMessages.staffAccount);
    const user = await t.db('users').where({ id: agent.id }).first();
    expect(user).toMatchObject({ role: 'agent', firstName: 'Test', wixLastLoginAt: null });
    expect(await t.db('users').where({ email: event.member.email })).toHaveLength(0);
  });

  it('links the clients row the agency already has for the e-mail', async () => {
    const email = uniqueEmail('lead');
    const lead = await t.db.transaction((trx) =>
      insertVersioned(trx, 'clients', { firstName: 'Known', lastName: 'Lead', email }),
    );
    const response = await deliver(memberEvent({ member: { email } })).expect(200);
    const clients = await t.db('clients').where({ email });
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ id: lead.id, userId: response.body.userId });
  });

  it('takes an unverified account from whoever set its password before linking the agency’s client record (pre-account takeover)', async () => {
    const email = uniqueEmail('victim');
    const lead = await t.db.transaction((trx) =>
      insertVersioned(trx, 'clients', { firstName: 'Known', lastName: 'Lead', email }),
    );
    // The attacker registered the address first, with a password of their own.
    const attacker = await buildUser(t.db, { email, emailVerified: false, password: 'attacker-password-1' });
    const signedIn = t.agent();
    await signInAs(signedIn, email, 'attacker-password-1');

    const response = await deliver(memberEvent({ member: { email } })).expect(200);
    expect(response.body.userId).toBe(attacker.id);
    const user = await rowOf(t.db('users').where({ id: attacker.id }).first());
    expect(user).toMatchObject({ passwordHash: null, authMethod: 'wix' });
    expect(user.emailVerifiedAt).not.toBeNull();
    await signedIn.get('/api/auth/me').expect(401);
    const retry = t.agent();
    const token = await csrfToken(retry);
    await retry
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ email, password: 'attacker-password-1' })
      .expect(401);
    expect(
      (
        await rowOf(
          t
            .db('clients')
            .where({ id: String(lead.id) })
            .first(),
        )
      ).userId,
    ).toBe(attacker.id);
  });

  it('refuses an account already linked to another member with 409, storing nothing', async () => {
    const event = memberEvent();
    await deliver(event).expect(200);
    const other = memberEvent({ member: { email: event.member.email } });
    const response = await deliver(other).expect(409);
    expect(response.body).toMatchObject({ success: false, error: 'conflict' });
    expect(await eventRows(other.eventId)).toHaveLength(0);
  });

  it('answers 400 naming the field, not 500, for a NUL character anywhere in the event it keeps', async () => {
    const inProfile = memberEvent({ member: { profile: { nickname: 'Lu\u0000' } } });
    const profile = await deliver(inProfile).expect(400);
    expect(profile.body.fields).toEqual({ 'member.profile.nickname': storableMessages.nulField });
    // The event is stored as received, so a field the schema does not read counts too.
    const extra = { ...memberEvent(), source: { site: 'members\u0000' } };
    const kept = await deliver(extra).expect(400);
    expect(kept.body.fields).toEqual({ 'source.site': storableMessages.nulField });
    expect(await eventRows(inProfile.eventId)).toHaveLength(0);
    expect(await eventRows(extra.eventId)).toHaveLength(0);
  });

  it('answers 401 to a wrong or missing signature and stores nothing', async () => {
    const event = memberEvent();
    const body = JSON.stringify(event);
    const cases = [
      sign(body, 'another-secret-entirely-0123456789'),
      sign(`${body} `),
      'sha256=zz',
      sign(body).replace('sha256=', 'sha1='),
      '',
    ];
    for (const signature of cases) {
      const response = await t
        .agent()
        .post(PATH)
        .set('Content-Type', 'application/json')
        .set('X-Signature', signature)
        .send(body);
      expect(response.status, signature).toBe(401);
      expect(response.body.error).toBe('unauthorized');
    }
    const unsigned = await t.agent().post(PATH).send(event).expect(401);
    expect(unsigned.body.message).toBe(webhookMessages.signatureMissing);
    expect(await eventRows(event.eventId)).toHaveLength(0);
    expect(await t.db('users').where({ email: event.member.email })).toHaveLength(0);
  });

  it('answers 400 with field messages for a signed but invalid body', async () => {
    const response = await deliver({
      eventId: '',
      eventType: 'member.deleted',
      occurredAt: 'yesterday',
      member: { id: 'm1', email: 'not-an-email', labels: 'vip' },
    }).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'validation_failed' });
    expect(response.body.fields).toEqual({
      eventId: webhookMessages.eventIdRequired,
      eventType: webhookMessages.eventTypeInvalid,
      occurredAt: webhookMessages.occurredAtInvalid,
      'member.email': webhookMessages.invalidEmail,
      'member.labels': webhookMessages.labelsInvalid,
    });
    const missing = await deliver({ eventId: 'e' }).expect(400);
    expect(missing.body.fields).toEqual({
      eventType: webhookMessages.eventTypeInvalid,
      occurredAt: webhookMessages.occurredAtInvalid,
      'member.id': webhookMessages.memberIdRequired,
      'member.email': webhookMessages.invalidEmail,
    });
    const notAnObject = await deliver({
      eventId: 'e',
      eventType: 'member.login',
      occurredAt: '2026-11-20T10:00:00Z',
      member: 'm1',
    }).expect(400);
    expect(notAnObject.body.fields).toEqual({ member: webhookMessages.memberInvalid });
    const list = await deliver([memberEvent()]).expect(400);
    expect(list.body.error).toBe('validation_failed');
    expect(await t.db('webhookEvents').where({ eventId: 'e' })).toHaveLength(0);
  });

  it('answers 503 when no secret is configured, whatever the request', async () => {
    const bare = await getTestServer({ testDb: t.testDb });
    try {
      const event = memberEvent();
      const body = JSON.stringify(event);
      const response = await bare
        .agent()
        .post(PATH)
        .set('Content-Type', 'application/json')
        .set('X-Signature', sign(body))
        .send(body)
        .expect(503);
      expect(response.body).toEqual({
        success: false,
        error: 'unavailable',
        message: webhookMessages.notConfigured,
      });
      expect(await eventRows(event.eventId)).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});
