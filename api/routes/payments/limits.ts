import { limiterOf } from '../../middlewares/rateLimit.ts';

/**
 * Starting checkouts and verifying returns, per network address: a family pays once or twice,
 * a script trying order ids or flooding PayPal with orders is stopped early.
 */
export const checkoutLimiter = limiterOf((config) => ({
  name: 'checkout-ip',
  points: config.checkoutsPerIpPerHour,
  windowSeconds: 60 * 60,
  message: 'Too many payment attempts from your network.',
}));
