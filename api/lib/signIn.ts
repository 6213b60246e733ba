import type { AppContext, AppSession, SessionUser } from '../types.ts';
import { csrfTokenFor } from '../middlewares/csrf.ts';
import { setSignedInHint } from '../middlewares/signedInHint.ts';
import { idleLimitMs, markSignedIn } from '../middlewares/session.ts';
import { carryBrowserSessionKey } from './browserSession.ts';

/**
 * A new session id (so an id planted before is worthless) keeping this browser's key, with a
 * fresh CSRF token and the signed-in hint: what the browser sees of a sign-in.
 */
async function rotateSession(ctx: AppContext): Promise<AppSession> {
  const before = ctx.session;
  if (!before) throw new Error('session middleware must run before sign-in');
  const keepBrowserKey = carryBrowserSessionKey(before);
  await before.regenerate();
  // regenerate() puts a new session object on ctx: the one written from here on.
  const sessionData = ctx.session;
  if (!sessionData) throw new Error('the session could not be renewed');
  keepBrowserKey(sessionData);
  // The anonymous token dies with the anonymous session; the client refetches on its 403.
  delete sessionData.csrfToken;
  csrfTokenFor(ctx);
  setSignedInHint(ctx);
  return sessionData;
}

/**
 * Call it outside any transaction: the session store writes through the database itself,
 * which on PGlite's single connection would wait for the open transaction forever.
 *
 * Starts a signed-in session for the user: a new session id, the user id in it, a fresh CSRF
 * token, and lastLogin recorded.
 */
export async function signIn(ctx: AppContext, user: SessionUser): Promise<void> {
  const sessionData = await rotateSession(ctx);
  sessionData.userId = user.id;
  markSignedIn(sessionData, Date.now(), idleLimitMs(ctx.config, user.role));
  ctx.state.user = user;
  await ctx.db('users').where({ id: user.id }).update({ lastLogin: new Date() });
}

/**
 * What a registration for an address that already has an account does to the browser: the
 * same cookies as a sign-in, but nobody is signed in (the next request finds no user, as after
 * a session that ended). The answer must not differ from a real registration's.
 */
export async function signInLookalike(ctx: AppContext): Promise<void> {
  await rotateSession(ctx);
}
