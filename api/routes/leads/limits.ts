import type { Db } from '@db/index.ts';
import { AttemptLimiter } from '../../middlewares/rateLimit.ts';

/** Anonymous forms: enough for a family sending a few, not for a script filling the inbox. */
const LEADS_PER_IP_PER_HOUR = 20;

const byDb = new WeakMap<Db, AttemptLimiter>();

export function leadLimiter(db: Db): AttemptLimiter {
  let limiter = byDb.get(db);
  if (!limiter) {
    limiter = new AttemptLimiter(db, {
      name: 'lead-ip',
      points: LEADS_PER_IP_PER_HOUR,
      windowSeconds: 60 * 60,
      message: 'Too many submissions from your network.',
    });
    byDb.set(db, limiter);
  }
  return limiter;
}
