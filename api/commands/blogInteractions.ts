/**
 * A visitor's view, like or share of a blog post: one row in blog_interactions and the post's
 * counters in blog_stats, in the caller's transaction, so the two never disagree. The visitor is
 * the browser's own visitor cookie (routes/blog), not the page's fixed sessionId, which is one
 * value for everybody: a like counts once per visitor and post, a view adds a unique visitor the
 * first time.
 */
import type { BlogPostStats } from '@contract/blog.ts';
import { blogPostStats } from '../queries/blog.ts';
import type { SystemCommand } from './command.ts';

export type BlogInteractionType = 'view' | 'like' | 'share';

export interface BlogInteractionInput {
  postId: string;
  type: BlogInteractionType;
  visitorId: string;
  /** What the page sent as sessionId, kept for the record. */
  sessionId: string | null;
  /** For a share: the network it went to. */
  platform?: string;
  ipAddress: string;
  userAgent: string | null;
}

export interface BlogInteractionOutcome {
  counted: boolean;
  stats: BlogPostStats;
}

export async function blogInteractionRecorder({
  trx,
  input,
}: SystemCommand<BlogInteractionInput>): Promise<BlogInteractionOutcome> {
  const { postId, type, visitorId } = input;
  const firstView =
    type === 'view' &&
    !(await trx('blogInteractions')
      .where({ postId, sessionId: visitorId, interactionType: 'view' })
      .first('id'));

  // The unique index on likes (post, visitor) answers a second like, even a simultaneous one.
  const inserted = await trx.raw(
    `INSERT INTO blog_interactions (post_id, session_id, interaction_type, metadata, ip_address, user_agent)
     VALUES (?, ?, ?, ?::jsonb, ?, ?)
     ON CONFLICT (post_id, session_id) WHERE interaction_type = 'like' DO NOTHING
     RETURNING id`,
    [
      postId,
      visitorId,
      type,
      JSON.stringify({ sessionId: input.sessionId, ...(input.platform ? { platform: input.platform } : {}) }),
      input.ipAddress,
      input.userAgent,
    ],
  );
  const counted = (inserted.rows as unknown[]).length > 0;
  if (!counted) return { counted, stats: await blogPostStats(trx, postId) };

  const platform = input.platform ?? '';
  await trx.raw(
    `INSERT INTO blog_stats (post_id, views, likes, shares, unique_visitors, share_breakdown, last_viewed)
     VALUES (:postId, :views, :likes, :shares, :unique, CAST(:breakdown AS jsonb), CASE WHEN :views > 0 THEN now() END)
     ON CONFLICT (post_id) DO UPDATE SET
       views = blog_stats.views + excluded.views,
       likes = blog_stats.likes + excluded.likes,
       shares = blog_stats.shares + excluded.shares,
       unique_visitors = blog_stats.unique_visitors + excluded.unique_visitors,
       share_breakdown = CASE WHEN :platform = '' THEN blog_stats.share_breakdown
         ELSE jsonb_set(blog_stats.share_breakdown, CAST(ARRAY[:platform] AS text[]),
           to_jsonb(coalesce(CAST(blog_stats.share_breakdown ->> :platform AS int), 0) + 1)) END,
       last_viewed = coalesce(excluded.last_viewed, blog_stats.last_viewed),
       updated_at = now()`,
    {
      postId,
      views: type === 'view' ? 1 : 0,
      likes: type === 'like' ? 1 : 0,
      shares: type === 'share' ? 1 : 0,
      unique: firstView ? 1 : 0,
      breakdown: JSON.stringify(platform ? { [platform]: 1 } : {}),
      platform,
    },
  );
  return { counted, stats: await blogPostStats(trx, postId) };
}
