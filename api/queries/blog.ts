/**
 * Reading the blog: published posts only (a post scheduled for later waits for its date), the
 * listing's search, filters, sorts and pages, a post by its address, the categories with live
 * counts, the tags in use, and a post's figures.
 */
import type { Knex } from 'knex';
import {
  BLOG_DEFAULT_CATEGORY_COLOR,
  type BlogCardStats,
  type BlogCategory,
  BLOG_COMMENT_STATUSES,
  type BlogComment,
  type BlogCommentList,
  type BlogCommentStatus,
  type ModeratedComment,
  type ModerationQueue,
  type BlogListQuery,
  type BlogPost,
  type BlogPostList,
  type BlogPostListItem,
  type BlogPostStats,
} from '@contract/blog.ts';
import { tally, type Db } from '@db/index.ts';
import { excerptOf } from '../lib/postFields.ts';
import { sanitizePostHtml } from '../lib/postHtml.ts';

type Reader = Db | Knex.Transaction;

const POST_COLUMNS = [
  'blogPosts.id',
  'blogPosts.slug',
  'blogPosts.title',
  'blogPosts.content',
  'blogPosts.excerpt',
  'blogPosts.featuredImage',
  'blogPosts.author',
  'blogPosts.categoryId',
  'blogPosts.tags',
  'blogPosts.publishedAt',
  'blogPosts.createdAt',
  'blogPosts.updatedAt',
  'blogPosts.readingTime',
  'blogPosts.originalLink',
  'blogPosts.seoTitle',
  'blogPosts.seoDescription',
] as const;

/** A post's figures, read with it (a post without a stats row has none yet). */
const STAT_COLUMNS = [
  'blogStats.views as statViews',
  'blogStats.likes as statLikes',
  'blogStats.comments as statComments',
  'blogStats.shares as statShares',
] as const;

interface StatRow {
  statViews: number | null;
  statLikes: number | null;
  statComments: number | null;
  statShares: number | null;
}

function cardStats(row: StatRow): BlogCardStats {
  return {
    views: Number(row.statViews ?? 0),
    likes: Number(row.statLikes ?? 0),
    comments: Number(row.statComments ?? 0),
    shares: Number(row.statShares ?? 0),
  };
}

interface PostRow {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  featuredImage: string | null;
  author: string;
  categoryId: string | null;
  tags: string[] | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  readingTime: number | null;
  originalLink: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function presentPost(row: PostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt?.trim() ? row.excerpt : excerptOf(row.content),
    featuredImage: row.featuredImage?.trim() ? row.featuredImage : null,
    author: row.author,
    categoryId: row.categoryId,
    tags: row.tags ?? [],
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingTime: row.readingTime ?? 1,
    originalLink: row.originalLink,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

/** Posts a visitor may read: published, and not dated in the future. */
function published(db: Reader) {
  return db('blogPosts')
    .where('blogPosts.status', 'published')
    .andWhere((when) =>
      when.whereNull('blogPosts.publishedAt').orWhere('blogPosts.publishedAt', '<=', db.fn.now()),
    );
}

/** Newest first by publication (then creation) date; the other orders break ties the same way. */
const BY_DATE_DESC = 'coalesce(blog_posts.published_at, blog_posts.created_at) desc, blog_posts.id';

export async function listBlogPosts(db: Reader, query: BlogListQuery): Promise<BlogPostList> {
  const filtered = published(db).leftJoin('blogCategories', 'blogCategories.id', 'blogPosts.categoryId');
  if (query.category) {
    const { category } = query;
    filtered.andWhere((when) => {
      when
        .where('blogCategories.slug', category)
        .orWhereRaw('lower(blog_categories.name) = lower(?)', [category]);
      if (UUID.test(category)) when.orWhere('blogPosts.categoryId', category);
    });
  }
  if (query.tag) filtered.andWhereRaw('blog_posts.tags @> array[?]::text[]', [query.tag]);
  if (query.search) {
    // The matches come from the search index first (OFFSET 0 keeps the planner from folding
    // the subquery in): walking the posts in date order and testing each one's text instead
    // is the plan it would otherwise pick, and it reads every post when few match.
    filtered.whereRaw(
      "blog_posts.id in (select id from blog_posts where search_vector @@ websearch_to_tsquery('blog_search', ?) offset 0)",
      [query.search],
    );
  }

  const [{ total }]: Array<{ total: string | number }> = await filtered.clone().count({ total: '*' });

  const rows = filtered
    .clone()
    .leftJoin('blogStats', 'blogStats.postId', 'blogPosts.id')
    // The article comes along (as a reference, read for the page's rows only) for the posts
    // without an excerpt, and is left out of the answer.
    .select(...POST_COLUMNS, ...STAT_COLUMNS)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  if (query.search && !query.sort) {
    // Ranked by the title, excerpt and tags (a small vector, cheap to rank however many posts
    // match); posts that match in their text alone follow, newest first.
    rows.orderByRaw(
      "ts_rank(blog_posts.search_summary_vector, websearch_to_tsquery('blog_search', ?)) desc",
      [query.search],
    );
  }
  switch (query.sort) {
    case 'oldest':
      rows.orderByRaw('coalesce(blog_posts.published_at, blog_posts.created_at) asc, blog_posts.id');
      break;
    case 'popular':
      rows.orderByRaw(
        `coalesce(blog_stats.likes, 0) desc, coalesce(blog_stats.views, 0) desc, ${BY_DATE_DESC}`,
      );
      break;
    case 'views':
      rows.orderByRaw(`coalesce(blog_stats.views, 0) desc, ${BY_DATE_DESC}`);
      break;
    case 'comments':
      rows.orderByRaw(`coalesce(blog_stats.comments, 0) desc, ${BY_DATE_DESC}`);
      break;
    default:
      rows.orderByRaw(BY_DATE_DESC);
  }
  const found: Array<PostRow & StatRow> = await rows;
  const posts = found.map((row) => {
    const { content: _article, ...summary } = presentPost(row);
    return { ...summary, stats: cardStats(row) };
  });
  return { posts, total: Number(total) };
}

/**
 * A published post by its address. Its body is sanitised again on the way out: what is stored
 * was sanitised when written or imported, and a row written any other way (by hand, by an old
 * version) still never reaches a page with a script in it.
 */
export async function findBlogPostBySlug(db: Reader, slug: string): Promise<BlogPost | undefined> {
  const row: PostRow | undefined = await published(db)
    .where('blogPosts.slug', slug)
    .first(...POST_COLUMNS);
  return row && { ...presentPost(row), content: sanitizePostHtml(row.content) };
}

/** A readable post's fields that choose its related posts. */
export async function findReadablePostById(
  db: Reader,
  id: string,
): Promise<Pick<BlogPost, 'id' | 'categoryId' | 'tags'> | undefined> {
  const row: { id: string; categoryId: string | null; tags: string[] | null } | undefined = await published(
    db,
  )
    .where('blogPosts.id', id)
    .first('blogPosts.id', 'blogPosts.categoryId', 'blogPosts.tags');
  return row && { id: row.id, categoryId: row.categoryId, tags: row.tags ?? [] };
}

/**
 * Up to `limit` other posts a reader of `post` may like next: those sharing its category or a
 * tag first, newest first, then the newest of the rest, so the list is never empty while the
 * blog has other posts.
 */
export async function relatedBlogPosts(
  db: Reader,
  post: Pick<BlogPost, 'id' | 'categoryId' | 'tags'>,
  limit = 3,
): Promise<BlogPostListItem[]> {
  const rows: Array<PostRow & StatRow> = await published(db)
    .whereNot('blogPosts.id', post.id)
    .leftJoin('blogStats', 'blogStats.postId', 'blogPosts.id')
    .select(...POST_COLUMNS, ...STAT_COLUMNS)
    // The tags go as one JSON value: knex would spread an array into a list of values.
    .orderByRaw(
      `case when blog_posts.category_id = ? or blog_posts.tags && array(select jsonb_array_elements_text(?::jsonb)) then 0 else 1 end, ${BY_DATE_DESC}`,
      [post.categoryId ?? null, JSON.stringify(post.tags)],
    )
    .limit(limit);
  return rows.map((row) => {
    const { content: _article, ...summary } = presentPost(row);
    return { ...summary, stats: cardStats(row) };
  });
}

/** Every readable post's address and last change, newest first: for the sitemap. */
export async function listPostAddresses(db: Reader): Promise<Array<{ slug: string; lastModified: Date }>> {
  const rows: Array<{ slug: string; updatedAt: Date; publishedAt: Date | null }> = await published(db)
    .select('blogPosts.slug', 'blogPosts.updatedAt', 'blogPosts.publishedAt')
    .orderByRaw(BY_DATE_DESC);
  return rows.map((row) => ({
    slug: row.slug,
    lastModified: row.publishedAt && row.publishedAt > row.updatedAt ? row.publishedAt : row.updatedAt,
  }));
}

/** Whether a visitor may read (and so view, like or share) the post with this id. */
export async function isReadablePost(db: Reader, id: string): Promise<boolean> {
  return Boolean(await published(db).where('blogPosts.id', id).first('blogPosts.id'));
}

/** Active categories by name, each with the number of posts a visitor can read in it now. */
export async function listBlogCategories(db: Reader): Promise<BlogCategory[]> {
  const rows: Array<Omit<BlogCategory, 'postCount'> & { postCount: string | number }> = await db(
    'blogCategories',
  )
    .where('blogCategories.isActive', true)
    .select(
      'blogCategories.id',
      'blogCategories.name',
      'blogCategories.slug',
      'blogCategories.description',
      'blogCategories.color',
      published(db)
        .clone()
        .count('*')
        .where('blogPosts.categoryId', db.ref('blogCategories.id'))
        .as('postCount'),
    )
    .orderBy('blogCategories.name');
  return rows.map((row) => ({
    ...row,
    color: row.color?.trim() ? row.color : BLOG_DEFAULT_CATEGORY_COLOR,
    postCount: Number(row.postCount),
  }));
}

/** Every tag of a readable post, once, alphabetically. */
export async function listBlogTags(db: Reader): Promise<string[]> {
  const rows: Array<{ tag: string }> = await db
    .select(db.raw('distinct tag'))
    .from(published(db).select(db.raw('unnest(blog_posts.tags) as tag')).as('postTags'))
    .orderBy('tag');
  return rows.map(({ tag }) => tag);
}

export async function blogPostStats(db: Reader, postId: string): Promise<BlogPostStats> {
  const row: BlogPostStats | undefined = await db('blogStats')
    .where({ postId })
    .first('views', 'likes', 'comments', 'shares', 'shareBreakdown');
  return row ?? { views: 0, likes: 0, comments: 0, shares: 0, shareBreakdown: {} };
}

type CommentRow = Omit<BlogComment, 'status' | 'createdAt' | 'replies'> & { createdAt: Date };

/**
 * Approved comments, newest first, each
 * with its approved replies, oldest first; and how many wait for moderation.
 */
export async function listApprovedComments(db: Reader, postId: string): Promise<BlogCommentList> {
  const rows: CommentRow[] = await db('blogComments')
    .where({ postId, status: 'approved' })
    .select('id', 'postId', 'parentId', 'authorName', 'authorWebsite', 'content', 'isReply', 'createdAt')
    .orderBy([
      { column: 'createdAt', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  const present = (row: CommentRow): BlogComment => ({
    ...row,
    status: 'approved',
    createdAt: row.createdAt.toISOString(),
    replies: [],
  });
  const topLevel = rows.filter((row) => !row.parentId).map(present);
  const byId = new Map(topLevel.map((comment) => [comment.id, comment]));
  for (const row of rows) {
    if (row.parentId) byId.get(row.parentId)?.replies.push(present(row));
  }
  const [{ pending }]: Array<{
    pending: string | number;
  }> = await db('blogComments').where({ postId, status: 'pending' }).count({ pending: '*' });
  return { comments: topLevel.reverse(), pendingCount: Number(pending) };
}

/** Whether a reply may hang under this comment: an approved top-level comment of the post. */
export async function isApprovedTopLevelComment(
  db: Reader,
  postId: string,
  commentId: string,
): Promise<boolean> {
  return Boolean(
    await db('blogComments')
      .where({ id: commentId, postId, status: 'approved' })
      .whereNull('parentId')
      .first('id'),
  );
}

const MODERATION_PAGE = 200;

/** The moderators' view of one status (oldest first: the queue is worked from its head), with counts per status. */
export async function moderationQueue(db: Reader, status: BlogCommentStatus): Promise<ModerationQueue> {
  const rows: Array<Omit<ModeratedComment, 'createdAt'> & { createdAt: Date }> = await db('blogComments')
    .join('blogPosts', 'blogPosts.id', 'blogComments.postId')
    // A reply is judged in its conversation: the moderator sees whom it answers.
    .leftJoin('blogComments as parent', 'parent.id', 'blogComments.parentId')
    .where('blogComments.status', status)
    .select(
      'blogComments.id',
      'blogComments.postId',
      'blogPosts.title as postTitle',
      'blogPosts.slug as postSlug',
      'blogComments.parentId',
      'parent.authorName as parentAuthorName',
      'blogComments.authorName',
      'blogComments.authorEmail',
      'blogComments.authorWebsite',
      'blogComments.content',
      'blogComments.status',
      'blogComments.isReply',
      'blogComments.ipAddress',
      'blogComments.userAgent',
      'blogComments.createdAt',
    )
    .orderBy([
      { column: 'blogComments.createdAt', order: status === 'pending' ? 'asc' : 'desc' },
      { column: 'blogComments.id', order: 'asc' },
    ])
    .limit(MODERATION_PAGE);
  const counted: Array<{
    status: BlogCommentStatus;
    count: string | number;
  }> = await db('blogComments').select('status').count({ count: '*' }).groupBy('status');
  const counts = tally(BLOG_COMMENT_STATUSES, counted);
  return { comments: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), counts };
}
