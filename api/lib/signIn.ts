import type { AppContext, SessionUser } from '../types.ts';
import { csrfTokenFor } from '../middlewares/csrf.ts';
import { setSignedInHint } from '../middlewares/signedInHint.ts';
import { carryBrowserSessionKey } from './browserSession.ts';

/**
 * Call it outside any transaction: the session store writes through the database itself,
 * which on PGlite's single connection would wait for the open transaction forever.
 *
 * Starts a signed-in session for the user: a new session id (so an id planted before sign-in
 * is worthless), the user id in it, a fresh CSRF token, and lastLogin recorded.
 */
export async function signIn(ctx: AppContext, user: SessionUser): Promise<void> {
  const keepBrowserKey = carryBrowserSessionKey(ctx.session as unknown as Record<string, unknown> | null);
  await ctx.session!.regenerate();
  const sessionData = ctx.session as unknown as Record<string, unknown>;
  keepBrowserKey(sessionData);
  sessionData.userId = user.id;
  // The anonymous token dies with the anonymous session; the client refetches on its 403.
  delete sessionData.csrfToken;
  csrfTokenFor(ctx);
  ctx.state.user = user;
  setSignedInHint(ctx);
  await ctx.db('users').where({ id: user.id }).update({ lastLogin: new Date() });
}
