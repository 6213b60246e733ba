/**
 * The blog for visitors: the listing
 * with search, filters, sorts and pages, a post by its address, categories and tags, and a
 * visitor's views, likes and shares with the post's figures, and the comments: the approved
 * ones listed, a new one stored for moderation. Anyone may call these.
 */
import {
  BlogCommentInput,
  BlogInteraction,
  BlogListQuery,
  blogMessages,
  BlogShare,
  type BlogCommentReceived,
  type BlogInteractionResult,
} from '@contract/blog.ts';
import { blogCommentRecorder } from '../../commands/blogComments.ts';
import { answerBotsAsIfReceived } from '../../middlewares/honeypot.ts';
import { limitPerIp } from '../../middlewares/rateLimit.ts';
import { badRequest, HttpError } from '../../errors.ts';
import { commentLimiter, reactionLimiter } from './limits.ts';
import { blogInteractionRecorder, type BlogInteractionType } from '../../commands/blogInteractions.ts';
import { notFound } from '../../errors.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { tellBlogChanged } from '../../middlewares/blogChanged.ts';
import { validate } from '../../middlewares/validate.ts';
import {
  blogPostStats,
  findBlogPostBySlug,
  isApprovedTopLevelComment,
  listApprovedComments,
  isReadablePost,
  listBlogCategories,
  listBlogPosts,
  listBlogTags,
  relatedBlogPosts,
  findReadablePostById,
} from '../../queries/blog.ts';
import type { Trx } from '@db/index.ts';
import type { AppContext } from '../../types.ts';
import { apiRouter } from '../router.ts';
import { blogVisitorId } from './visitor.ts';
import { successBody } from '../envelopes.ts';

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

/** Three posts to read next: of the same category or a shared tag first. */
blogRouter.get('/api/blog/posts/:id/related', postId, async (ctx) => {
  const post = await findReadablePostById(ctx.db, ctx.params.id);
  if (!post) throw notFound(blogMessages.postNotFound);
  ctx.body = await relatedBlogPosts(ctx.db, post);
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
      withinNetworkAllowance: () => withinReactionAllowance(ctx, type),
    },
  });
  ctx.body = successBody({ counted, stats }) satisfies BlogInteractionResult;
}

/** Takes one of the address's likes or shares of the post; false once they are spent. */
async function withinReactionAllowance(ctx: AppContext, type: BlogInteractionType): Promise<boolean> {
  try {
    await reactionLimiter(ctx.db).consume(`${type}:${ctx.params.id}:${ctx.ip}`);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return false;
    throw error;
  }
}

blogRouter.post(
  '/api/blog/posts/:id/view',
  postId,
  validate({ body: BlogInteraction }),
  transaction(),
  (ctx) => recordInteraction(ctx, ctx.state.trx, 'view', ctx.state.body),
);

blogRouter.post(
  '/api/blog/posts/:id/like',
  postId,
  validate({ body: BlogInteraction }),
  tellBlogChanged(),
  transaction(),
  (ctx) => recordInteraction(ctx, ctx.state.trx, 'like', ctx.state.body),
);

blogRouter.post(
  '/api/blog/posts/:id/share',
  postId,
  validate({ body: BlogShare }),
  tellBlogChanged(),
  transaction(),
  (ctx) => recordInteraction(ctx, ctx.state.trx, 'share', ctx.state.body),
);

blogRouter.get('/api/blog/posts/:id/comments', postId, async (ctx) => {
  if (!(await isReadablePost(ctx.db, ctx.params.id))) throw notFound(blogMessages.postNotFound);
  ctx.body = await listApprovedComments(ctx.db, ctx.params.id);
});

blogRouter.post(
  '/api/blog/posts/:id/comments',
  postId,
  limitPerIp(commentLimiter),
  validate({ body: BlogCommentInput }),
  answerBotsAsIfReceived({ status: 201, message: blogMessages.commentPending }),
  transaction(),
  async (ctx) => {
    const { trx, body } = ctx.state;
    if (!(await isReadablePost(trx, ctx.params.id))) throw notFound(blogMessages.postNotFound);
    if (body.parentId && !(await isApprovedTopLevelComment(trx, ctx.params.id, body.parentId))) {
      throw badRequest(blogMessages.parentNotFound, { parentId: blogMessages.parentNotFound });
    }
    const { id } = await blogCommentRecorder({
      trx,
      input: {
        postId: ctx.params.id,
        comment: body,
        visitorId: blogVisitorId(ctx),
        ipAddress: ctx.ip,
        userAgent: ctx.get('User-Agent') || null,
      },
    });
    ctx.status = 201;
    ctx.body = successBody({
      message: blogMessages.commentPending,
      data: { id },
    }) satisfies BlogCommentReceived;
  },
);
