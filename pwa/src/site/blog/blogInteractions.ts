/**
 * A visitor's like, share and view of a post, each confirmed or explained by a toast. The
 * server counts one like per visitor (by its own cookie); a fixed sessionId is sent, as the
 * API expects.
 */
import type { BlogCardStats, BlogInteractionResult } from '@contract/blog';
import { toast } from '@pwa/components/toast';
import { apiRequest } from '@pwa/lib/api';
import { socialShareUrl, type ShareNetwork } from '@pwa/site/header/share';

/** One generic value for every visitor. */
export const BLOG_SESSION_ID = 'anonymous-visitor';

/** The network whose share page opens where the device has no share sheet of its own. */
export const FALLBACK_SHARE_NETWORK: ShareNetwork = 'facebook';

type Interaction = 'view' | 'like' | 'share';

const failures: Record<Interaction, string> = {
  view: 'Failed to record view.',
  like: 'Failed to record like.',
  share: 'Failed to record share.',
};

/**
 * The page's interactions, one after another. The server knows a visitor by a cookie it gives
 * with the first answer: a like sent while the page's view is still on its way would be given
 * a second visitor id, and the like after it would count again.
 */
let lastInteraction: Promise<unknown> = Promise.resolve();

function record(
  postId: string,
  type: Interaction,
  body: Record<string, unknown> = {},
): Promise<BlogInteractionResult | null> {
  const next = lastInteraction.then(() => send(postId, type, body));
  lastInteraction = next;
  return next;
}

async function send(
  postId: string,
  type: Interaction,
  body: Record<string, unknown>,
): Promise<BlogInteractionResult | null> {
  try {
    const res = await apiRequest('POST', `/api/blog/posts/${postId}/${type}`, {
      sessionId: BLOG_SESSION_ID,
      ...body,
    });
    return (await res.json()) as BlogInteractionResult;
  } catch {
    toast.error('Error', failures[type]);
    return null;
  }
}

function cardStats({ views, likes, comments, shares }: BlogCardStats): BlogCardStats {
  return { views, likes, comments, shares };
}

/** Records a view: once per visit of a post (a reload in the same tab is the same visit). */
export async function recordView(postId: string): Promise<void> {
  const key = `blog-viewed:${postId}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): count the view anyway.
  }
  await record(postId, 'view');
}

/** Likes a post; answers its figures after the like, or null when it failed. */
export async function likePost(postId: string): Promise<BlogCardStats | null> {
  const result = await record(postId, 'like');
  if (!result) return null;
  if (result.counted) toast.success('Thanks!', 'Your like has been recorded.');
  else toast.info('Already liked', 'You have already liked this post. Thank you!');
  return cardStats(result.stats);
}

export interface ShareablePost {
  id: string;
  title: string;
  excerpt: string;
  /** The post's own address (absolute). */
  url: string;
}

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function shareFailed(): void {
  toast.error('Share Failed', 'Unable to share this post. Please try again or copy the URL manually.');
}

/**
 * Shares a post: the device's share sheet where it has one, else the network's share page in a
 * new tab. A share the visitor cancels is silent; one that could not open says so. Answers the
 * figures after the share, or null when nothing was shared or recorded.
 */
export async function sharePost(post: ShareablePost): Promise<BlogCardStats | null> {
  let platform: string;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, text: post.excerpt, url: post.url });
      platform = 'native';
    } catch (error) {
      if (!isCancelled(error)) shareFailed();
      return null;
    }
  } else {
    const url = socialShareUrl(FALLBACK_SHARE_NETWORK, {
      url: post.url,
      title: post.title,
      description: post.excerpt,
    });
    const opened = window.open(url, '_blank');
    if (!opened) {
      shareFailed();
      return null;
    }
    // The network's page gets no hold on this one.
    opened.opener = null;
    platform = FALLBACK_SHARE_NETWORK;
  }
  const result = await record(post.id, 'share', { platform });
  if (!result) return null;
  toast.success('Shared!', 'Thanks for sharing our content.');
  return cardStats(result.stats);
}
