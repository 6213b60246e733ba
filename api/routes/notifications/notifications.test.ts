import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { notificationMessages } from '@contract/notifications.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import type { SessionUser } from '../../types.ts';
import { anonymousSession, send, UNAUTHORIZED_BODY, type HttpMethod } from '../../test/access.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(role: 'agent' | 'admin' | 'client' = 'agent') {
  const user = await buildUser(t.db, { role });
  const http = t.agent();
  const token = await signInAs(http, user.email);
  return { user, http, token };
}

async function notify(owner: SessionUser, title: string, hoursAgo: number, isRead = false) {
  const [row] = await t
    .db('notifications')
    .insert({
      agentId: owner.id,
      type: 'inbound_email',
      title,
      message: 'Reunion headcount update',
      entityType: 'email',
      isRead,
      createdAt: t.db.raw(`now() - make_interval(hours => ?)`, [hoursAgo]),
    })
    .returning('*');
  return row as { id: string };
}

const titles = (response: supertest.Response) =>
  (response.body.data as { title: string }[]).map((notification) => notification.title);

describe('notifications', () => {
  it('lists the actor notifications newest first with the unread count', async () => {
    const me = await signedIn();
    const someoneElse = await buildUser(t.db, { role: 'agent' });
    await notify(me.user, 'Older', 5, true);
    await notify(me.user, 'Newest', 1);
    await notify(me.user, 'Middle', 3);
    await notify(someoneElse, 'Not mine', 0);

    const response = await me.http.get('/api/notifications').expect(200);
    expect(titles(response)).toEqual(['Newest', 'Middle', 'Older']);
    expect(response.body.unreadCount).toBe(2);
    expect(response.body.data[0]).toMatchObject({
      type: 'inbound_email',
      entityType: 'email',
      isRead: false,
    });
  });

  it('marks one notification read, then all of them', async () => {
    const me = await signedIn();
    const first = await notify(me.user, 'First', 2);
    const second = await notify(me.user, 'Second', 1);

    const read = await me.http
      .post(`/api/notifications/${first.id}/read`)
      .set('X-CSRF-Token', me.token)
      .expect(200);
    expect(read.body.data).toMatchObject({ id: first.id, isRead: true });
    expect((await rowOf(t.db('notifications').where({ id: first.id }).first())).isRead).toBe(true);
    expect((await rowOf(t.db('notifications').where({ id: second.id }).first())).isRead).toBe(false);
    expect((await me.http.get('/api/notifications').expect(200)).body.unreadCount).toBe(1);

    const all = await me.http.post('/api/notifications/read-all').set('X-CSRF-Token', me.token).expect(200);
    expect(all.body).toMatchObject({ success: true, message: notificationMessages.allRead, updated: 1 });
    expect(await t.db('notifications').where({ agentId: me.user.id, isRead: false })).toEqual([]);
  });

  it('answers 404 to a second agent and leaves their notification unread', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const mine = await notify(owner.user, 'Owner only', 1);

    await other.http.post(`/api/notifications/${mine.id}/read`).set('X-CSRF-Token', other.token).expect(404);
    await other.http
      .post(`/api/notifications/${randomUUID()}/read`)
      .set('X-CSRF-Token', other.token)
      .expect(404);
    await other.http.post('/api/notifications/nope/read').set('X-CSRF-Token', other.token).expect(404);
    await other.http.post('/api/notifications/read-all').set('X-CSRF-Token', other.token).expect(200);
    expect(titles(await other.http.get('/api/notifications').expect(200))).toEqual([]);
    expect((await rowOf(t.db('notifications').where({ id: mine.id }).first())).isRead).toBe(false);
  });

  it.each<[HttpMethod, string]>([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/read-all'],
    ['POST', '/api/notifications/:id/read'],
  ])('%s %s answers 401 to an anonymous caller, changing nothing', async (method, path) => {
    const owner = await signedIn();
    const mine = await notify(owner.user, 'Owner only', 1);
    const anonymous = await anonymousSession(t);
    const response = await send(anonymous.http, anonymous.token, method, path.replace(':id', mine.id));
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED_BODY);
    expect((await rowOf(t.db('notifications').where({ id: mine.id }).first())).isRead).toBe(false);
  });

  it('gives a client their own notices and never an agent’s, and refuses a write without a CSRF token', async () => {
    const agent = await signedIn();
    const agentsNotice = await notify(agent.user, 'Agent only', 1);
    const client = await signedIn('client');
    const clientsNotice = await notify(client.user, 'Booking confirmed', 2);

    expect(titles(await client.http.get('/api/notifications').expect(200))).toEqual(['Booking confirmed']);
    await client.http
      .post(`/api/notifications/${agentsNotice.id}/read`)
      .set('X-CSRF-Token', client.token)
      .expect(404);
    await client.http.post(`/api/notifications/${clientsNotice.id}/read`).expect(403);
    expect((await rowOf(t.db('notifications').where({ id: clientsNotice.id }).first())).isRead).toBe(false);
    await client.http
      .post(`/api/notifications/${clientsNotice.id}/read`)
      .set('X-CSRF-Token', client.token)
      .expect(200);
    await client.http.post('/api/notifications/read-all').set('X-CSRF-Token', client.token).expect(200);
    expect((await rowOf(t.db('notifications').where({ id: clientsNotice.id }).first())).isRead).toBe(true);
    expect((await rowOf(t.db('notifications').where({ id: agentsNotice.id }).first())).isRead).toBe(false);
  });
});
