import { limiterOf } from '../../middlewares/rateLimit.ts';

/**
 * Comments per network address and hour (COMMENTS_PER_IP_PER_HOUR, 10 by default): a lively
 * discussion, not a script's flood.
 */
export const commentLimiter = limiterOf((config) => ({
  name: 'blog-comment-ip',
  points: config.commentsPerIpPerHour,
  windowSeconds: 60 * 60,
  message: 'Too many comments from your network. Please try again later.',
}));
