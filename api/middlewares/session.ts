import session from 'koa-session';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Db } from '@db/index.ts';
import type { Config } from '../config.ts';
import { isApiPath } from '../lib/paths.ts';
import { isRecord } from '../lib/unknownValues.ts';
import type { AppContextExtensions, AppState, Role, SessionData } from '../types.ts';

/** The session cookie's name over plain HTTP (development, tests). */
export const SESSION_COOKIE = 'travel.sid';
/**
 * Over HTTPS the name carries the `__Host-` prefix: browsers then accept the cookie only when it
 * is Secure, for Path=/ and without a Domain, so no other host or sub-domain can set or
 * overwrite it (a planted session). The prefix demands Secure, hence plain HTTP keeps the name.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** A session's activity is written down at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** Secure cookies where the site is served over HTTPS in production. */
export function sessionCookieIsSecure(config: Config): boolean {
  return config.nodeEnv === 'production' && config.appUrl.startsWith('https:');
}

export function sessionCookieName(config: Config): string {
  return sessionCookieIsSecure(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Staff hold every client's records, so an unattended office ends sooner than a dashboard. */
export function idleLimitMs(config: Config, role: Role): number {
  return role === 'client' ? config.session.idleClientMs : config.session.idleStaffMs;
}

/** What a signed-in session keeps of its own lifetime, beside the user id. */
type SessionClock = Pick<SessionData, 'signedInAt' | 'seenAt' | 'idleMs'>;

export function markSignedIn(clock: SessionClock, now: number, idleMs: number): void {
  clock.signedInAt = now;
  clock.seenAt = now;
  clock.idleMs = idleMs;
}

/** When a signed-in session ends, idle or old; undefined for an anonymous one. */
function endOf(clock: Partial<Record<keyof SessionClock, unknown>>, maxMs: number): number | undefined {
  if (typeof clock.signedInAt !== 'number' || typeof clock.seenAt !== 'number') return undefined;
  const idleEnd = typeof clock.idleMs === 'number' ? clock.seenAt + clock.idleMs : Infinity;
  return Math.min(idleEnd, clock.signedInAt + maxMs);
}

/**
 * Sessions live in the `sessions` table (sid, sess, expire), so several API processes share
 * them and a restart keeps everyone signed in. A signed-in row expires when the session would
 * end idle (or at its absolute end); a row found expired is deleted on the spot, and its
 * browser carries on as signed out.
 */
export function sessionStore(db: Db, config: Config) {
  return {
    async get(sid: string) {
      const row = await db('sessions').where({ sid }).first('sess', 'expire');
      if (!row) return undefined;
      if (new Date(row.expire).getTime() <= Date.now()) {
        await db('sessions').where({ sid }).delete();
        return undefined;
      }
      return row.sess ?? undefined;
    },
    async set(sid: string, sess: unknown, maxAge: number) {
      const ttl = typeof maxAge === 'number' && maxAge > 0 ? maxAge : config.session.maxMs;
      const end = endOf(isRecord(sess) ? sess : {}, config.session.maxMs);
      const expire = new Date(Math.min(Date.now() + ttl, end ?? Infinity));
      await db('sessions')
        .insert({ sid, sess: JSON.stringify(sess), expire })
        .onConflict('sid')
        .merge(['sess', 'expire']);
    },
    async destroy(sid: string) {
      await db('sessions').where({ sid }).delete();
    },
  };
}

export async function deleteExpiredSessions(db: Db): Promise<number> {
  return db('sessions').where('expire', '<=', db.fn.now()).delete();
}

export function sessionMiddleware<State, Context>(app: Koa<State, Context>, db: Db, config: Config) {
  app.keys = [config.sessionSecret];
  return session(
    {
      key: sessionCookieName(config),
      maxAge: config.session.maxMs,
      httpOnly: true,
      sameSite: 'lax',
      secure: sessionCookieIsSecure(config),
      signed: true,
      rolling: false,
      renew: true,
      store: sessionStore(db, config),
    },
    app,
  );
}

/**
 * After loadUser: every API request of a signed-in user is activity (the office's sync included,
 * so an office left open stays signed in), written down at most once a minute so a busy session
 * costs one write a minute, not one per request. A session past its idle limit for the user's
 * role, or older than the absolute lifetime, is signed out here like one that expired (a role
 * that changed can shorten the limit between two writes).
 */
/** What only a signed-in session holds: dropped when it is signed out. */
const SIGNED_IN_FIELDS = [
  'userId',
  'signedInAt',
  'seenAt',
  'idleMs',
] as const satisfies (keyof SessionData)[];

export function sessionActivity(config: Config): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    const user = ctx.state.user;
    const sessionData = ctx.session;
    if (isApiPath(ctx.path) && user && sessionData) {
      const now = Date.now();
      // A session from before its clock was kept starts counting now.
      const idleMs = idleLimitMs(config, user.role);
      if (typeof sessionData.signedInAt !== 'number') markSignedIn(sessionData, now, idleMs);
      if (sessionData.idleMs !== idleMs) sessionData.idleMs = idleMs;
      if (now >= endOf(sessionData, config.session.maxMs)!) {
        // Signed out under a new id (the old row goes), keeping only what an anonymous
        // session holds, so the rest of this request runs as a signed-out one.
        for (const field of SIGNED_IN_FIELDS) delete sessionData[field];
        ctx.state.user = undefined;
        await sessionData.regenerate();
      } else if (now - sessionData.seenAt! >= SESSION_TOUCH_INTERVAL_MS) {
        sessionData.seenAt = now;
      }
    }
    await next();
  };
}
