/**
 * The blog on the wire: the listing's query, the interactions' bodies and the answers the pages
 * read, with the listing's bounds. Pure valibot: no Node or DOM imports.
 */
import * as v from 'valibot';
import { HONEYPOT_FIELD } from './leadOptions.ts';

export const BLOG_SORTS = ['newest', 'oldest', 'popular', 'views', 'comments'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export const BLOG_PAGE_SIZE = 12;
export const BLOG_MAX_PAGE_SIZE = 50;
export const BLOG_DEFAULT_CATEGORY_COLOR = '#3b82f6';
/** The filters' "everything" value, which the listing treats as no filter. */
export const BLOG_FILTER_ALL = 'all';

/** Links a comment may carry: spam is mostly links, readers rarely need more than two. */
export const BLOG_COMMENT_MAX_LINKS = 2;

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
  authorNameRequired: 'Name is required',
  authorNameTooLong: 'Name must be at most 100 characters',
  authorEmailInvalid: 'Please enter a valid email address',
  authorWebsiteInvalid: 'Website must be a web address starting with http:// or https://',
  contentRequired: 'Comment is required',
  contentTooLong: 'Comment must be at most 2000 characters',
  tooManyLinks: `A comment may contain at most ${BLOG_COMMENT_MAX_LINKS} links`,
  parentNotFound: 'The comment you are replying to was not found',
  commentPending: 'Your comment is pending approval.',
  commentNotFound: 'Comment not found',
  statusInvalid: 'Status must be one of approved, rejected, spam, pending',
  replyParentNotApproved: 'Approve the comment before replying to it',
  replyToReply: 'Replies are answered under the comment they belong to',
  moderationAwaitingApproval:
    'Your agent access is awaiting approval by an administrator. Moderating comments opens once you are approved.',
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

/** The sessionId the pages send: a fixed generic value; kept, never trusted as identity. */
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

/** A post in the listing: all but the article itself, which its own page loads. */
export type BlogPostSummary = Omit<BlogPost, 'content'>;

/** What a card shows beside its like, share and comments buttons. */
export interface BlogCardStats {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/** A post of the listing with its figures, so a card needs no call of its own. */
export interface BlogPostListItem extends BlogPostSummary {
  stats: BlogCardStats;
}

export interface BlogPostList {
  posts: BlogPostListItem[];
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

const LINK = /https?:\/\/|www\./gi;

/** How many web addresses a text carries. */
export function linkCount(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

const Trimmed = (required: string, max: number, tooLong: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(required)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
  );

/**
 * A comment or a reply: name 1-100, a valid e-mail,
 * an optional web address, text 1-2000 with at most two links; `website` is the honeypot.
 */
export const BlogCommentInput = v.object({
  authorName: Trimmed(blogMessages.authorNameRequired, 100, blogMessages.authorNameTooLong),
  authorEmail: v.pipe(
    v.optional(v.nullable(v.string(blogMessages.authorEmailInvalid)), ''),
    v.transform((value) => (value ?? '').trim().toLowerCase()),
    v.email(blogMessages.authorEmailInvalid),
    v.maxLength(254, blogMessages.authorEmailInvalid),
  ),
  authorWebsite: v.pipe(
    v.optional(v.nullable(v.string(blogMessages.authorWebsiteInvalid)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(500, blogMessages.authorWebsiteInvalid),
    v.check(
      (value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
      blogMessages.authorWebsiteInvalid,
    ),
    v.transform((value) => (value === '' ? null : value)),
  ),
  content: v.pipe(
    Trimmed(blogMessages.contentRequired, 2000, blogMessages.contentTooLong),
    v.check((value) => linkCount(value) <= BLOG_COMMENT_MAX_LINKS, blogMessages.tooManyLinks),
  ),
  parentId: v.optional(
    v.nullable(v.pipe(v.string(blogMessages.parentNotFound), v.uuid(blogMessages.parentNotFound))),
    null,
  ),
  // The page also sends these; the address names the post, and a parent makes a reply.
  postId: v.optional(v.unknown()),
  isReply: v.optional(v.unknown()),
  [HONEYPOT_FIELD]: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
});
export type BlogCommentInput = v.InferOutput<typeof BlogCommentInput>;

/** A listed comment: never its author's e-mail, which the page does not show. */
export interface BlogComment {
  id: string;
  postId: string;
  parentId: string | null;
  authorName: string;
  authorWebsite: string | null;
  content: string;
  status: 'approved';
  isReply: boolean;
  createdAt: string;
  /** The approved replies, oldest first (a reply has none). */
  replies: BlogComment[];
}

export interface BlogCommentList {
  comments: BlogComment[];
  /** Comments and replies awaiting moderation. */
  pendingCount: number;
}

export interface BlogCommentReceived {
  success: true;
  message: string;
  data: { id: string };
}

export const BLOG_COMMENT_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;
export type BlogCommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];

export const BlogModerationQuery = v.object({
  status: v.optional(v.picklist(BLOG_COMMENT_STATUSES, blogMessages.statusInvalid), 'pending'),
});

export const BlogModeration = v.object({
  status: v.picklist(BLOG_COMMENT_STATUSES, blogMessages.statusInvalid),
});

/** The agency's answer under a comment: text only, approved at once. */
export const BlogAgencyReply = v.object({
  content: v.pipe(
    v.optional(v.nullable(v.string(blogMessages.contentRequired)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(blogMessages.contentRequired),
    v.maxLength(2000, blogMessages.contentTooLong),
  ),
});

/** A comment as the moderators see it: who wrote it, from where, on which post. */
export interface ModeratedComment {
  id: string;
  postId: string;
  postTitle: string;
  postSlug: string;
  parentId: string | null;
  /** Who wrote the comment a reply answers; null for a comment that answers nobody. */
  parentAuthorName: string | null;
  authorName: string;
  authorEmail: string;
  authorWebsite: string | null;
  content: string;
  status: BlogCommentStatus;
  isReply: boolean;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
}

export interface ModerationQueue {
  comments: ModeratedComment[];
  counts: Record<BlogCommentStatus, number>;
}
