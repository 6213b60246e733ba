import { authMessages } from '@contract/auth.ts';
import type { Db } from '@db/index.ts';
import type { Config } from '../../config.ts';
import { AttemptLimiter } from '../../middlewares/rateLimit.ts';

const FIFTEEN_MINUTES = 15 * 60;

/** The brute-force limits on sign-in, registration and verification mail. */
export interface AuthLimits {
  loginPerEmail: AttemptLimiter;
  loginPerIp: AttemptLimiter;
  registerPerIp: AttemptLimiter;
  verificationResendPerUser: AttemptLimiter;
}

/** Verification e-mails one account may ask for in an hour: enough for a lost mail, not for spam. */
export const VERIFICATION_RESENDS_PER_HOUR = 5;

const byDb = new WeakMap<Db, AuthLimits>();

/** One set per database, made from the config of the first request that needs it. */
export function authLimits(db: Db, config: Pick<Config, 'registrationsPerIpPerHour'>): AuthLimits {
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
        points: config.registrationsPerIpPerHour,
        windowSeconds: 60 * 60,
        message: 'Too many new accounts from your network.',
      }),
      verificationResendPerUser: new AttemptLimiter(db, {
        name: 'verification-resend-user',
        points: VERIFICATION_RESENDS_PER_HOUR,
        windowSeconds: 60 * 60,
        message: authMessages.resendVerificationRateLimited,
      }),
    };
    byDb.set(db, limits);
  }
  return limits;
}
