/**
 * A visitor's view, like or share of a blog post: one row in blog_interactions and the post's
 * counters in blog_stats, in the caller's transaction, so the two never disagree. The visitor is
 * the browser's own visitor id (routes/blog/visitor.ts), not the page's fixed sessionId, which is
 * one value for everybody: a like and a share count once per visitor and post (a repeat answers
 * the figures unchanged), a view adds a unique visitor the first time.
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
  /**
   * Takes one of the network address's likes or shares of this post and says whether it was
   * within the allowance: a script making a new session for every like stops counting there.
   */
  withinNetworkAllowance: () => Promise<boolean>;
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

  // The unique indexes on likes and on shares (post, visitor) answer a second one, even a
  // simultaneous one; a view always counts.
  const arbiter = type === 'share' ? 'share' : 'like';
  const inserted = await trx.raw(
    `INSERT INTO blog_interactions (post_id, session_id, interaction_type, metadata, ip_address, user_agent)
     VALUES (?, ?, ?, ?::jsonb, ?, ?)
     ON CONFLICT (post_id, session_id) WHERE interaction_type = '${arbiter}' DO NOTHING
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
  const [row]: { id: string }[] = inserted.rows;
  let counted = Boolean(row);
  if (row && type !== 'view' && !(await input.withinNetworkAllowance())) {
    // Past the address's allowance for this post: kept out of the figures, as a repeat is.
    await trx('blogInteractions').where({ id: row.id }).delete();
    counted = false;
  }
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
