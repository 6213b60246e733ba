import type { Middleware } from 'koa';
import { SIGNED_IN_HINT_COOKIE } from '@contract/signedInHint.ts';
import { isApiPath } from '../lib/paths.ts';
import type { AppContext, AppContextExtensions, AppState } from '../types.ts';
import { sessionCookieIsSecure } from './session.ts';

/** Marks this browser as signed in (api/contract/signedInHint.ts), for as long as a session lasts. */
export function setSignedInHint(ctx: Pick<AppContext, 'cookies' | 'config'>): void {
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure: sessionCookieIsSecure(ctx.config),
    maxAge: ctx.config.session.maxMs,
    signed: false,
    overwrite: true,
  });
}

export function clearSignedInHint(ctx: Pick<AppContext, 'cookies'>): void {
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, null, { httpOnly: false, sameSite: 'lax', overwrite: true });
}

/**
 * Keeps the hint in step with the session on every API request, after loadUser: a session that
 * ended (expired, or its user deactivated) loses it, and a session begun before the hint existed
 * gains it. Sign-in, sign-out and a password reset set or clear it themselves, afterwards.
 */
export function signedInHint(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    if (isApiPath(ctx.path)) {
      const hinted = ctx.cookies.get(SIGNED_IN_HINT_COOKIE, { signed: false }) !== undefined;
      if (ctx.state.user && !hinted) setSignedInHint(ctx);
      else if (!ctx.state.user && hinted) clearSignedInHint(ctx);
    }
    await next();
  };
}
