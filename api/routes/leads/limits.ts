import { limiterOf } from '../../middlewares/rateLimit.ts';

/** Anonymous forms: enough for a family sending a few, not for a script filling the inbox. */
const LEADS_PER_IP_PER_HOUR = 20;
/**
 * Newsletter signups have an allowance of their own, so subscribing never costs a family one of
 * its quote requests: a person subscribes once, an office or a campus behind one address a few
 * times, and a script signing up strangers' addresses is stopped soon.
 */
const NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR = 20;

const TOO_MANY = 'Too many submissions from your network.';

/** Quote requests and contact messages, together, per network address. */
export const leadLimiter = limiterOf({
  name: 'lead-ip',
  points: LEADS_PER_IP_PER_HOUR,
  windowSeconds: 60 * 60,
  message: TOO_MANY,
});

/** Newsletter signups per network address. */
export const newsletterLimiter = limiterOf({
  name: 'newsletter-ip',
  points: NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR,
  windowSeconds: 60 * 60,
  message: TOO_MANY,
});
