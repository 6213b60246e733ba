/**
 * The blog on the wire: the listing's query, the interactions' bodies and the answers the pages
 * read (the destinations-and-blog specification sections 3 and 7; the data model specification
 * section 5 for the listing's bounds). Pure valibot: no Node or DOM imports.
 */
import * as v from 'valibot';

export const BLOG_SORTS = ['newest', 'oldest', 'popular', 'views', 'comments'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export const BLOG_PAGE_SIZE = 12;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_DEFAULT_CATEGORY_COLOR = '#3b82f6';
/** The filters' "everything" value, which the listing treats as no filter. */
export const BLOG_FILTER_ALL = 'all';

export const blogMessages = {
  pageInvalid: 'Page must be a whole number of at least 1',
  limitInvalid: `Limit must be a whole number from 1 to ${BLOG_MAX_PAGE_SIZE}`,
  sortInvalid: `Sort must be one of ${BLOG_SORTS.join(', ')}`,
  searchTooLong: 'Search must be at most 200 characters',
  filterTooLong: 'Category and tag must be at most 100 characters',
  postNotFound: 'Blog post not found',
  sessionIdInvalid: 'sessionId must be text of at most 100 characters',
  platformRequired: 'Platform is required',
  platformInvalid: 'Platform must be at most 40 letters, digits or dashes',
} as const;

const WholeNumberFrom = (min: number, max: number, fallback: number, message: string) =>
  v.pipe(
    v.optional(v.string(message), String(fallback)),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** A filter value: blank and 'all' mean no filter. */
const Filter = v.pipe(
  v.optional(v.string(blogMessages.filterTooLong), ''),
  v.transform((value) => value.trim()),
  v.maxLength(100, blogMessages.filterTooLong),
  v.transform((value) => (value === '' || value === BLOG_FILTER_ALL ? null : value)),
);

export const BlogListQuery = v.object({
  search: v.pipe(
    v.optional(v.string(blogMessages.searchTooLong), ''),
    v.transform((value) => value.trim()),
    v.maxLength(200, blogMessages.searchTooLong),
    v.transform((value) => (value === '' ? null : value)),
  ),
  category: Filter,
  tag: Filter,
  /** Unset: by relevance when searching, else newest first. */
  sort: v.optional(v.picklist(BLOG_SORTS, blogMessages.sortInvalid)),
  page: WholeNumberFrom(1, 100_000, 1, blogMessages.pageInvalid),
  limit: WholeNumberFrom(1, BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, blogMessages.limitInvalid),
});
export type BlogListQuery = v.InferOutput<typeof BlogListQuery>;

/** The seed's sessionId: a fixed generic value the pages send; kept, never trusted as identity. */
const SessionId = v.optional(
  v.nullable(
    v.pipe(v.string(blogMessages.sessionIdInvalid), v.maxLength(100, blogMessages.sessionIdInvalid)),
  ),
  null,
);

export const BlogInteraction = v.object({ sessionId: SessionId });

export const BlogShare = v.object({
  sessionId: SessionId,
  platform: v.pipe(
    v.optional(v.nullable(v.string(blogMessages.platformRequired)), ''),
    v.transform((value) => (value ?? '').trim().toLowerCase()),
    v.nonEmpty(blogMessages.platformRequired),
    v.regex(/^[a-z0-9-]{1,40}$/, blogMessages.platformInvalid),
  ),
});

export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  featuredImage: string | null;
  author: string;
  categoryId: string | null;
  tags: string[];
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Minutes. */
  readingTime: number;
  originalLink: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface BlogPostList {
  posts: BlogPost[];
  total: number;
}

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  color: string;
  /** Published posts in the category, counted when asked. */
  postCount: number;
}

export interface BlogPostStats {
  views: number;
  likes: number;
  comments: number;
  shares: number;
  /** Shares per platform. */
  shareBreakdown: Record<string, number>;
}

/** What a view, like or share answers: whether it counted, and the post's figures after it. */
export interface BlogInteractionResult {
  success: true;
  /** False for a second like by the same visitor: recorded once, counted once. */
  counted: boolean;
  stats: BlogPostStats;
}
