import type { Db } from '@db/index.ts';
import { AttemptLimiter } from '../../middlewares/rateLimit.ts';

const FIFTEEN_MINUTES = 15 * 60;

/** The brute-force limits on sign-in and registration, one set per database. */
export interface AuthLimits {
  loginPerEmail: AttemptLimiter;
  loginPerIp: AttemptLimiter;
  registerPerIp: AttemptLimiter;
}

const byDb = new WeakMap<Db, AuthLimits>();

export function authLimits(db: Db): AuthLimits {
  let limits = byDb.get(db);
  if (!limits) {
    limits = {
      loginPerEmail: new AttemptLimiter(db, {
        name: 'login-email',
        points: 5,
        windowSeconds: FIFTEEN_MINUTES,
        message: 'Too many failed sign-in attempts for this account.',
      }),
      loginPerIp: new AttemptLimiter(db, {
        name: 'login-ip',
        points: 30,
        windowSeconds: FIFTEEN_MINUTES,
        message: 'Too many failed sign-in attempts from your network.',
      }),
      registerPerIp: new AttemptLimiter(db, {
        name: 'register-ip',
        points: 20,
        windowSeconds: 60 * 60,
        message: 'Too many new accounts from your network.',
      }),
    };
    byDb.set(db, limits);
  }
  return limits;
}
