import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@contract/signedInHint.ts';
import { csrfToken, getTestServer, type TestServer } from '../test/server.ts';
import { buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { SESSION_COOKIE } from './session.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? (header as string[]) : [];
}

function hintCookie(response: { headers: Record<string, unknown> }): string | undefined {
  return setCookies(response).find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

const cleared = (cookie: string | undefined) =>
  /^[^=]+=;/.test(cookie ?? '') && /expires=Thu, 01 Jan 1970/i.test(cookie ?? '');

/** A new user's browser signing in with `password`. */
async function signIn(password: string) {
  const user = await buildUser(t.db);
  const agent = t.agent();
  const token = await csrfToken(agent);
  const response = await agent
    .post('/api/auth/login')
    .set('X-CSRF-Token', token)
    .send({ email: user.email, password });
  return { agent, response, user };
}

describe('the signed-in hint cookie', () => {
  it('is set by a sign-in, readable by the page, and cleared by a sign-out', async () => {
    const { agent, response: login } = await signIn(TEST_PASSWORD);
    expect(login.status).toBe(200);
    const hint = hintCookie(login);
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE.replace('.', '\\.')}=1;`));
    expect(hint?.toLowerCase()).not.toContain('httponly');
    expect(hint?.toLowerCase()).toContain('samesite=lax');
    expect(hint).toMatch(/expires=/i);

    const logout = await agent
      .post('/api/auth/logout')
      .set('X-CSRF-Token', await csrfToken(agent))
      .send({});
    expect(logout.status).toBe(200);
    expect(cleared(hintCookie(logout))).toBe(true);
  });

  it('is not set by a refused sign-in', async () => {
    const { response } = await signIn('not-the-password-at-all');
    expect(response.status).toBe(401);
    expect(hintCookie(response)).toBeUndefined();
  });

  it('is cleared when the browser has it but no session any more', async () => {
    const response = await t.agent().get('/api/auth/me').set('Cookie', `${SIGNED_IN_HINT_COOKIE}=1`);
    expect(response.status).toBe(401);
    expect(cleared(hintCookie(response))).toBe(true);
  });

  it('is given to a session that began without it, on its next request', async () => {
    const { response: login, user } = await signIn(TEST_PASSWORD);
    expect(login.status).toBe(200);
    // The session's cookies alone, as a browser signed in before the hint existed holds them.
    const sessionOnly = setCookies(login)
      .filter((cookie) => cookie.startsWith(SESSION_COOKIE))
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(sessionOnly).toContain(`${SESSION_COOKIE}=`);

    const response = await t.agent().get('/api/auth/me').set('Cookie', sessionOnly);
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(user.email);
    expect(hintCookie(response)).toMatch(/=1;/);
  });
});
