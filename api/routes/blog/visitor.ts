import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../types.ts';
import { sessionCookieIsSecure } from '../../middlewares/session.ts';

const VISITOR_COOKIE = 'travel.visitor';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * This browser as a blog reader: a random id in a cookie of its own, given at its first view,
 * like or share. It lets a like count once per visitor without an account or a session (the
 * page's sessionId is one fixed value for everybody), and says nothing about who the visitor is.
 */
export function blogVisitorId(ctx: AppContext): string {
  const known = ctx.cookies.get(VISITOR_COOKIE, { signed: false });
  if (known && UUID.test(known)) return known;
  const id = randomUUID();
  ctx.cookies.set(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: sessionCookieIsSecure(ctx.config),
    maxAge: ONE_YEAR_MS,
    signed: false,
  });
  return id;
}
