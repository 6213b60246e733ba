import { limiterOf } from '../../middlewares/rateLimit.ts';

/** Comments per network address and hour: a lively discussion, not a script's flood. */
const COMMENTS_PER_IP_PER_HOUR = 10;

export const commentLimiter = limiterOf({
  name: 'blog-comment-ip',
  points: COMMENTS_PER_IP_PER_HOUR,
  windowSeconds: 60 * 60,
  message: 'Too many comments from your network. Please try again later.',
});
