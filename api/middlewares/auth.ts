import type { Middleware } from 'koa';
import { forbidden, unauthorized } from '../errors.ts';
import { isApiPath } from '../lib/paths.ts';
import { findSessionUser } from '../queries/users.ts';
import type { AppState, AppContextExtensions, Role, SessionUser } from '../types.ts';
import type { Provides } from './provides.ts';

/** After a guard (signedIn, staffOnly, adminOnly, clientsOnly), ctx.state.user is set. */
export interface SignedIn {
  user: SessionUser;
}

/**
 * Resolves the session's user once per API request. A user who was removed or deactivated
 * since signing in is signed out here rather than trusted from the cookie.
 */
export function loadUser(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    const sessionData = ctx.session;
    const userId = sessionData?.userId;
    if (isApiPath(ctx.path) && typeof userId === 'string') {
      const user = await findSessionUser(ctx.db, { id: userId });
      if (user?.isActive) ctx.state.user = user;
      else if (sessionData) delete sessionData.userId;
    }
    await next();
  };
}

/** Lets through a signed-in user whose role `admits`; 401 for nobody signed in, 403 otherwise. */
function guard(admits: (role: Role) => boolean, message?: string): Provides<SignedIn> {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!user) throw unauthorized();
    if (!admits(user.role)) throw forbidden(message);
    await next();
  };
}

/** Anyone signed in, whatever their role. */
export const signedIn = guard(() => true);

/** The agency's staff: agents and admins (an admin may do whatever an agent may). */
export const staffOnly = guard((role) => role === 'agent' || role === 'admin');

/** Admins alone: settings and approvals that an agent may not make for themselves. */
export const adminOnly = guard((role) => role === 'admin');

/**
 * Client accounts alone, staff refused with `message`: a client's own screens, which an agent
 * or an admin has no record to show in (they work in the office).
 */
export function clientsOnly(message: string): Provides<SignedIn> {
  return guard((role) => role === 'client', message);
}
