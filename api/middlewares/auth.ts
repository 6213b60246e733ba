import type { Middleware } from 'koa';
import { forbidden, unauthorized } from '../errors.ts';
import { isApiPath } from '../lib/paths.ts';
import { findSessionUser } from '../queries/users.ts';
import type { AppState, AppContextExtensions, Role, SessionUser } from '../types.ts';
import type { Provides } from './provides.ts';

/** After requireUser or requireRole, the handler's ctx.state.user is set. */
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

export function requireUser(): Provides<SignedIn> {
  return async (ctx, next) => {
    if (!ctx.state.user) throw unauthorized();
    await next();
  };
}

/** Admins pass every role check: they may do whatever an agent may. */
export function requireRole(...roles: Role[]): Provides<SignedIn> {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!user) throw unauthorized();
    if (user.role !== 'admin' && !roles.includes(user.role)) throw forbidden();
    await next();
  };
}

/** Exactly this role: unlike requireRole, an admin does not pass (a client's own screens). */
export function requireOnlyRole(role: Role, message?: string): Provides<SignedIn> {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!user) throw unauthorized();
    if (user.role !== role) throw forbidden(message);
    await next();
  };
}
