/**
 * The home page's "Latest Travel Insights": the three
 * newest posts, and the rules for the picture each card shows.
 */

/** A post as the home list reads it. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
  publishedAt: string;
  /** Minutes. */
  readingTime: number;
}

export interface LatestPostsResponse {
  posts: BlogPostSummary[];
}

/** Three posts, newest first; the default query function GETs the key joined by "/". */
export const latestPostsQueryKey = ['/api/blog/posts?limit=3&sort=newest'] as const;

/** The blog list stays fresh for 5 minutes. */
export const LATEST_POSTS_STALE_TIME = 5 * 60 * 1000;

export const BLOG_PLACEHOLDER_IMAGE = '/images/blog-placeholder.svg';

/** Posts imported from the podcast point their image at the video page, which is no picture. */
const videoPlatformHost = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com)$/i;

/**
 * The picture a card shows: the post's own, or the placeholder when it has none or names a
 * video-platform address (a failed load switches to the placeholder in the card itself).
 */
export function insightImage(featuredImage: string | null | undefined): string {
  const address = featuredImage?.trim();
  if (!address) return BLOG_PLACEHOLDER_IMAGE;
  try {
    // The base only resolves relative addresses; it is never requested.
    const { hostname } = new URL(address, 'https://site.invalid');
    return videoPlatformHost.test(hostname) ? BLOG_PLACEHOLDER_IMAGE : address;
  } catch {
    return BLOG_PLACEHOLDER_IMAGE;
  }
}

/** The posts worth a card: at most three, and none when the answer is not the expected shape. */
export function postsToShow(response: LatestPostsResponse | null | undefined): BlogPostSummary[] {
  return Array.isArray(response?.posts) ? response.posts.slice(0, 3) : [];
}
