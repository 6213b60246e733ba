/** A browser signed in with a given role, and one way to call the API from it. */
import type supertest from 'supertest';
import { buildUser, signInAs } from './factories.ts';
import type { TestServer } from './server.ts';

export interface SignedInBrowser {
  http: supertest.Agent;
  /** The session's CSRF token, sent with every call that changes something. */
  token: string;
}

export type Method = 'get' | 'post' | 'patch';

/** A new user of `role` (an agent approved), signed in on a browser of their own. */
export async function signedInBrowser(
  t: TestServer,
  role: 'admin' | 'agent' | 'client',
): Promise<SignedInBrowser> {
  const user = await buildUser(t.db, { role, approved: role === 'agent' });
  const http = t.agent();
  return { http, token: await signInAs(http, user.email) };
}

export function callAs(who: SignedInBrowser, method: Method, path: string, body?: object) {
  if (method === 'get') return who.http.get(path);
  return who.http[method](path)
    .set('X-CSRF-Token', who.token)
    .send(body ?? {});
}
