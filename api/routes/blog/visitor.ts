import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../types.ts';
import { sessionCookieIsSecure } from '../../middlewares/session.ts';

const VISITOR_COOKIE = 'travel.visitor';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * This browser as a blog reader: a random id, given at its first view, like or share. It lets
 * a like or a share count once per visitor and post without an account (the page's sessionId
 * is one fixed value for everybody), and says nothing about who the visitor is. It lives in a
 * cookie of its own (a reader is known again next month) and in the browser session, and the
 * session's wins: every like or share carries the session (its CSRF token is the session's), so
 * a script that drops the visitor cookie between two likes is still the same visitor.
 */
export function blogVisitorId(ctx: AppContext): string {
  const session = ctx.session;
  const inSession = session?.blogVisitor;
  const known = ctx.cookies.get(VISITOR_COOKIE, { signed: false });
  const id =
    typeof inSession === 'string' && UUID.test(inSession)
      ? inSession
      : known && UUID.test(known)
        ? known
        : randomUUID();
  if (session && inSession !== id) session.blogVisitor = id;
  if (known !== id) {
    ctx.cookies.set(VISITOR_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: sessionCookieIsSecure(ctx.config),
      maxAge: ONE_YEAR_MS,
      signed: false,
    });
  }
  return id;
}
