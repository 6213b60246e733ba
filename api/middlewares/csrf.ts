import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';
import { constantTimeEqual } from '../lib/constantTime.ts';
import { isApiPath } from '../lib/paths.ts';
import type { AppState, AppContextExtensions, AppContext } from '../types.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Server-to-server callers prove themselves with a signature instead of a session token. */
const EXEMPT_PATHS = [
  /^\/api\/webhooks\//i,
  /^\/api\/emails\/inbound$/i,
  // PayPal's webhook proves itself through verify-webhook-signature.
  /^\/api\/paypal\/webhook$/i,
  // The demo checkout's own page posts its buttons as a plain form; approving a demo order
  // grants nothing by itself (only the browser that started it can verify it).
  /^\/api\/paypal\/demo-checkout\/[^/]+$/i,
  // Apple posts its sign-in answer from its own site (form_post); the state check guards it,
  // and the handler only forwards to the GET callback, storing and trusting nothing.
  /^\/api\/social\/callback\/apple$/i,
];

/** The session's synchronizer token, made on first request for it. */
export function csrfTokenFor(ctx: AppContext): string {
  const sessionData = ctx.session;
  if (!sessionData) throw new Error('session middleware must run before csrf');
  let token = sessionData.csrfToken;
  if (typeof token !== 'string') {
    token = randomBytes(32).toString('base64url');
    sessionData.csrfToken = token;
  }
  return token;
}

function matches(expected: unknown, given: string): boolean {
  if (typeof expected !== 'string' || !given) return false;
  return constantTimeEqual(expected, given);
}

/** Every non-GET under /api must carry the session's token in X-CSRF-Token. */
export function csrfProtection(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    if (
      isApiPath(ctx.path) &&
      !SAFE_METHODS.has(ctx.method) &&
      !EXEMPT_PATHS.some((exempt) => exempt.test(ctx.path))
    ) {
      const expected = ctx.session?.csrfToken;
      if (!matches(expected, ctx.get('X-CSRF-Token'))) {
        throw new HttpError(
          403,
          'csrf_invalid',
          'Your security token is missing or has expired. Please refresh the page and try again.',
        );
      }
    }
    await next();
  };
}
