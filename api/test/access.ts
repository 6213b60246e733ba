/** Checks that a staff-only route refuses a signed-in client user (403) and an anonymous caller (401). */
import type supertest from 'supertest';
import { expect } from 'vitest';
import { buildUser, signInAs } from './factories.ts';
import { csrfToken, type TestServer } from './server.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const FORBIDDEN_BODY = {
  success: false,
  error: 'forbidden',
  message: 'You do not have permission to do that.',
};

export const UNAUTHORIZED_BODY = {
  success: false,
  error: 'unauthorized',
  message: 'Please sign in to continue.',
};

/** One request as the office sends it: writes carry the session's CSRF token. */
export function send(
  http: supertest.Agent,
  token: string,
  method: HttpMethod,
  path: string,
  body?: Record<string, unknown>,
) {
  if (method === 'GET') return http.get(path);
  const verbs = { POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;
  const request = http[verbs[method]](path).set('X-CSRF-Token', token);
  return body ? request.send(body) : request;
}

/** A browser with a session and a valid CSRF token but nobody signed in. */
export async function anonymousSession(t: TestServer) {
  const http = t.agent();
  return { http, token: await csrfToken(http) };
}

/**
 * Sends the request as a signed-in client user, then as an anonymous caller (both with a
 * valid CSRF token, so the role check is what answers), and checks each refusal's body.
 */
export async function expectStaffOnly(
  t: TestServer,
  method: HttpMethod,
  path: string,
  body?: Record<string, unknown>,
) {
  const user = await buildUser(t.db, { role: 'client' });
  const client = t.agent();
  const clientToken = await signInAs(client, user.email);
  const forbidden = await send(client, clientToken, method, path, body);
  expect(forbidden.status).toBe(403);
  expect(forbidden.body).toEqual(FORBIDDEN_BODY);

  const anonymous = await anonymousSession(t);
  const unauthorized = await send(anonymous.http, anonymous.token, method, path, body);
  expect(unauthorized.status).toBe(401);
  expect(unauthorized.body).toEqual(UNAUTHORIZED_BODY);
}
