import { authMessages } from '@contract/auth.ts';
import type { Db } from '@db/index.ts';
import type { Config } from '../../config.ts';
import { AttemptLimiter, ProgressiveDelay } from '../../middlewares/rateLimit.ts';

const FIFTEEN_MINUTES = 15 * 60;

/** Failed sign-ins one e-mail and address may make at once, before the waits begin. */
export const FREE_SIGN_IN_FAILURES = 5;
/** Failed sign-ins for one e-mail from all addresses in 15 minutes that mean a spread attack. */
export const SIGN_IN_FAILURES_PER_EMAIL_CEILING = 100;

/**
 * The brute-force limits on sign-in, registration and verification mail. Sign-in is slowed, never
 * shut: a wrong party must wait longer and longer between guesses, but the owner, signing in from
 * their own address, is never kept out by somebody else's guesses.
 */
export interface AuthLimits {
  /** Failures per (e-mail, address): 5 free, then 1 s, 2 s, 4 s ... up to 15 minutes. */
  loginDelayPerPair: ProgressiveDelay;
  /** Failures per e-mail from every address; past the ceiling each address has 1 free try. */
  loginFailuresPerEmail: AttemptLimiter;
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
      loginDelayPerPair: new ProgressiveDelay(db, {
        name: 'login-email-ip',
        capSeconds: FIFTEEN_MINUTES,
        keepSeconds: 24 * 60 * 60,
        message: 'Too many failed sign-in attempts for this account.',
      }),
      loginFailuresPerEmail: new AttemptLimiter(db, {
        name: 'login-email',
        // Counted, never refused by itself: tally() only reads how many there were.
        points: 1_000_000_000,
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
