import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../test/server.ts';
import { buildUser, signInAs } from '../test/factories.ts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './session.ts';
import { rowOf } from '../test/rows.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in browser of a new user of `role`, and its row in the sessions table. */
async function signedIn(role: 'client' | 'agent' | 'admin') {
  const user = await buildUser(t.db, { role });
  const agent = t.agent();
  await signInAs(agent, user.email);
  const row = async () => {
    const found = await rowOf(t.db('sessions').whereRaw(`sess->>'userId' = ?`, [user.id]).first());
    return { ...found, sess: sessionOf(found.sess) };
  };
  return { user, agent, row };
}

/** The stored session's `sess` column (json): the clock fields these tests move, and the rest. */
type StoredSession = Record<string, unknown> & { seenAt: number; signedInAt: number; idleMs: number };

function sessionOf(value: unknown): StoredSession {
  const sess: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof sess !== 'object' || sess === null) throw new Error('the session holds no object');
  if (!('seenAt' in sess) || !('signedInAt' in sess) || !('idleMs' in sess)) {
    throw new Error('the session lacks its clock fields');
  }
  const { seenAt, signedInAt, idleMs } = sess;
  if (typeof seenAt !== 'number' || typeof signedInAt !== 'number' || typeof idleMs !== 'number') {
    throw new Error('the session clock fields are not numbers');
  }
  return { ...sess, seenAt, signedInAt, idleMs };
}

/** Moves the session's clock back, as if its last request (and its sign-in) were `agoMs` ago. */
async function lastSeen(sid: string, agoMs: number, options: { expireToo: boolean }) {
  const sess = sessionOf((await rowOf(t.db('sessions').where({ sid }).first())).sess);
  const then = Date.now() - agoMs;
  const moved = { ...sess, seenAt: then, signedInAt: Math.min(sess.signedInAt, then) };
  await t
    .db('sessions')
    .where({ sid })
    .update({
      sess: JSON.stringify(moved),
      ...(options.expireToo ? { expire: new Date(then + moved.idleMs) } : {}),
    });
}

describe('a signed-in session', () => {
  it('ends after 2 idle hours for staff: 401 like a signed-out one, and its row is removed', async () => {
    for (const role of ['agent', 'admin'] as const) {
      const { agent, row } = await signedIn(role);
      const { sid } = await row();
      await lastSeen(sid, 2 * HOUR + MINUTE, { expireToo: true });
      const answer = await agent.get('/api/auth/me');
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe('unauthorized');
      expect(await t.db('sessions').where({ sid }).first()).toBeUndefined();
    }
  });

  it('stays signed in for a client after 3 idle hours, and ends after 14 idle days', async () => {
    const { agent, row } = await signedIn('client');
    const { sid } = await row();
    await lastSeen(sid, 3 * HOUR, { expireToo: true });
    await agent.get('/api/auth/me').expect(200);
    await lastSeen(sid, 14 * 24 * HOUR + MINUTE, { expireToo: true });
    await agent.get('/api/auth/me').expect(401);
    expect(await t.db('sessions').where({ sid }).first()).toBeUndefined();
  });

  it('ends 30 days after sign-in however active it was', async () => {
    const { agent, row } = await signedIn('client');
    const { sid, sess } = await row();
    await t
      .db('sessions')
      .where({ sid })
      .update({ sess: JSON.stringify({ ...sess, signedInAt: Date.now() - 30 * 24 * HOUR - MINUTE }) });
    await agent.get('/api/auth/me').expect(401);
    expect(await t.db('sessions').where({ sid }).first()).toBeUndefined();
  });

  it('ends at the staff limit once a client idle for 3 hours has become an agent', async () => {
    const { user, agent, row } = await signedIn('client');
    const { sid } = await row();
    // The row still expires at the client's limit; the role now asks for the staff one.
    await lastSeen(sid, 3 * HOUR, { expireToo: false });
    await t.db('users').where({ id: user.id }).update({ role: 'agent' });
    await agent.get('/api/auth/me').expect(401);
    expect(await t.db('sessions').where({ sid }).first()).toBeUndefined();
  });

  it('counts every request as activity, but writes it down at most once a minute', async () => {
    const { agent, row } = await signedIn('agent');
    const first = await row();
    await agent.get('/api/auth/me').expect(200);
    await agent.get('/api/notifications').expect(200);
    const unchanged = await row();
    expect(unchanged.sess.seenAt).toBe(first.sess.seenAt);
    expect(new Date(unchanged.expire).getTime()).toBe(new Date(first.expire).getTime());

    // Two minutes later the next request (a sync, a page of the office) moves the idle end on.
    await lastSeen(first.sid, 2 * MINUTE, { expireToo: true });
    const before = Date.now();
    await agent.get('/api/sync/pull').set('X-Office-User', (await agent.get('/api/auth/me')).body.id);
    const touched = await row();
    expect(touched.sess.seenAt).toBeGreaterThanOrEqual(before);
    expect(new Date(touched.expire).getTime()).toBeGreaterThanOrEqual(before + 2 * HOUR);
  });
});

describe('the session cookie', () => {
  it('is __Host- prefixed, Secure, for Path=/ and without a Domain over https', async () => {
    const server = await getTestServer({
      env: { NODE_ENV: 'production', APP_URL: 'https://travel.example.com', TRUST_PROXY: 'true' },
    });
    try {
      const answer = await server.agent().get('/api/auth/csrf-token').set('X-Forwarded-Proto', 'https');
      const cookies = answer.headers['set-cookie'] as unknown as string[];
      const session = cookies.filter((cookie) => cookie.startsWith(SECURE_SESSION_COOKIE));
      expect(session.length).toBe(2); // the id and its signature
      for (const cookie of session) {
        expect(cookie).toMatch(/; secure/i);
        expect(cookie).toMatch(/; path=\/(;|$)/i);
        expect(cookie).not.toMatch(/domain=/i);
      }
    } finally {
      await server.close();
    }
  });

  it('keeps its plain name over http, where __Host- cookies would be refused', async () => {
    const answer = await t.agent().get('/api/auth/csrf-token');
    const cookies = answer.headers['set-cookie'] as unknown as string[];
    expect(cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  });
});
