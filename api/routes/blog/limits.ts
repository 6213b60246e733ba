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

/**
 * Likes and shares one network address may add to one post in an hour. A visitor counts once
 * per post, but a script can start a new session for every request; past this allowance its
 * likes and shares are answered like repeats, the figures unchanged.
 */
export const BLOG_REACTIONS_PER_IP_PER_POST_PER_HOUR = 20;

export const reactionLimiter = limiterOf({
  name: 'blog-reaction-ip',
  points: BLOG_REACTIONS_PER_IP_PER_POST_PER_HOUR,
  windowSeconds: 60 * 60,
  message: 'Too many likes and shares from your network.',
});
