import session from 'koa-session';
import type Koa from 'koa';
import type { Db } from '@db/index.ts';
import type { Config } from '../config.ts';

export const SESSION_COOKIE = 'travel.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** Secure cookies where the site is served over HTTPS in production. */
export function sessionCookieIsSecure(config: Config): boolean {
  return config.nodeEnv === 'production' && config.appUrl.startsWith('https:');
}

/**
 * Sessions live in the `sessions` table (sid, sess, expire), so several API processes share
 * them and a restart keeps everyone signed in.
 */
export function sessionStore(db: Db) {
  return {
    async get(sid: string) {
      const row = await db('sessions').where({ sid }).andWhere('expire', '>', db.fn.now()).first('sess');
      return row?.sess ?? undefined;
    },
    async set(sid: string, sess: unknown, maxAge: number) {
      const ttl = typeof maxAge === 'number' && maxAge > 0 ? maxAge : SESSION_MAX_AGE_MS;
      const expire = new Date(Date.now() + ttl);
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

export function sessionMiddleware(app: Koa, db: Db, config: Config) {
  app.keys = [config.sessionSecret];
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: sessionCookieIsSecure(config),
      signed: true,
      rolling: false,
      renew: true,
      store: sessionStore(db),
    },
    app,
  );
}
