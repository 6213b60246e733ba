/**
 * The blog for visitors (the destinations-and-blog specification sections 2 to 9): the listing
 * with search, filters, sorts and pages, a post by its address, categories and tags, and a
 * visitor's views, likes and shares with the post's figures. Anyone may call these.
 */
import {
  BlogInteraction,
  BlogListQuery,
  blogMessages,
  BlogShare,
  type BlogInteractionResult,
} from '@contract/blog.ts';
import { blogInteractionRecorder, type BlogInteractionType } from '../../commands/blogInteractions.ts';
import { notFound } from '../../errors.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import {
  blogPostStats,
  findBlogPostBySlug,
  isReadablePost,
  listBlogCategories,
  listBlogPosts,
  listBlogTags,
} from '../../queries/blog.ts';
import type { Trx } from '@db/index.ts';
import type { AppContext } from '../../types.ts';
import { apiRouter } from '../router.ts';
import { blogVisitorId } from './visitor.ts';

export const blogRouter = apiRouter();

const postId = uuidParam(blogMessages.postNotFound);

blogRouter.get('/api/blog/posts', validate({ query: BlogListQuery }), async (ctx) => {
  ctx.body = await listBlogPosts(ctx.db, ctx.state.query);
});

blogRouter.get('/api/blog/posts/:slug', async (ctx) => {
  const post = await findBlogPostBySlug(ctx.db, ctx.params.slug);
  if (!post) throw notFound(blogMessages.postNotFound);
  ctx.body = post;
});

blogRouter.get('/api/blog/categories', async (ctx) => {
  ctx.body = await listBlogCategories(ctx.db);
});

blogRouter.get('/api/blog/tags', async (ctx) => {
  ctx.body = await listBlogTags(ctx.db);
});

blogRouter.get('/api/blog/posts/:id/stats', postId, async (ctx) => {
  if (!(await isReadablePost(ctx.db, ctx.params.id))) throw notFound(blogMessages.postNotFound);
  ctx.body = await blogPostStats(ctx.db, ctx.params.id);
});

/** Records the interaction in the request's transaction and answers with the post's figures. */
async function recordInteraction(
  ctx: AppContext,
  trx: Trx,
  type: BlogInteractionType,
  body: { sessionId: string | null; platform?: string },
): Promise<void> {
  if (!(await isReadablePost(trx, ctx.params.id))) throw notFound(blogMessages.postNotFound);
  const { counted, stats } = await blogInteractionRecorder({
    trx,
    input: {
      postId: ctx.params.id,
      type,
      visitorId: blogVisitorId(ctx),
      sessionId: body.sessionId,
      platform: body.platform,
      ipAddress: ctx.ip,
      userAgent: ctx.get('User-Agent') || null,
    },
  });
  ctx.body = { success: true, counted, stats } satisfies BlogInteractionResult;
}

blogRouter.post(
  '/api/blog/posts/:id/view',
  postId,
  validate({ body: BlogInteraction }),
  transaction(),
  (ctx) => recordInteraction(ctx as unknown as AppContext, ctx.state.trx, 'view', ctx.state.body),
);

blogRouter.post(
  '/api/blog/posts/:id/like',
  postId,
  validate({ body: BlogInteraction }),
  transaction(),
  (ctx) => recordInteraction(ctx as unknown as AppContext, ctx.state.trx, 'like', ctx.state.body),
);

blogRouter.post('/api/blog/posts/:id/share', postId, validate({ body: BlogShare }), transaction(), (ctx) =>
  recordInteraction(ctx as unknown as AppContext, ctx.state.trx, 'share', ctx.state.body),
);
