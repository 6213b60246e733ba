/**
 * Moderating the blog's comments from the Agent Office: the queue of one status with the counts
 * of every status, a status change, and a reply posted as the agency (approved at once). Agents
 * and admins only, and among agents those an admin has approved.
 */
import { BlogAgencyReply, BlogModeration, BlogModerationQuery, blogMessages } from '@contract/blog.ts';
import { blogAgencyReplier, blogCommentModerator } from '../../commands/blogModeration.ts';
import { forbidden } from '../../errors.ts';
import { staffOnly, type SignedIn } from '../../middlewares/auth.ts';
import type { Needs } from '../../middlewares/provides.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { tellBlogChanged } from '../../middlewares/blogChanged.ts';
import { validate } from '../../middlewares/validate.ts';
import { mayModerateComments } from '../../policies/blogModeration.ts';
import { moderationQueue } from '../../queries/blog.ts';
import { apiRouter } from '../router.ts';
import { successBody } from '../envelopes.ts';

export const blogModerationRouter = apiRouter();

const office = staffOnly;

/** After `office`: among agents, only those an admin has approved moderate (the policy's rule). */
const approvedModerator: Needs<SignedIn> = async (ctx, next) => {
  if (!(await mayModerateComments(ctx.db, ctx.state.user)))
    throw forbidden(blogMessages.moderationAwaitingApproval);
  await next();
};
const commentId = uuidParam(blogMessages.commentNotFound);

blogModerationRouter.get(
  '/api/blog/comments',
  office,
  approvedModerator,
  validate({ query: BlogModerationQuery }),
  async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await moderationQueue(ctx.db, ctx.state.query.status);
  },
);

blogModerationRouter.patch(
  '/api/blog/comments/:id',
  office,
  approvedModerator,
  commentId,
  validate({ body: BlogModeration }),
  tellBlogChanged(),
  transaction(),
  async (ctx) => {
    ctx.body = successBody({
      data: await blogCommentModerator({
        trx: ctx.state.trx,
        actor: ctx.state.user,
        input: { id: ctx.params.id, status: ctx.state.body.status },
      }),
    });
  },
);

blogModerationRouter.post(
  '/api/blog/comments/:id/replies',
  office,
  approvedModerator,
  commentId,
  validate({ body: BlogAgencyReply }),
  tellBlogChanged(),
  transaction(),
  async (ctx) => {
    const { id } = await blogAgencyReplier({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { parentId: ctx.params.id, content: ctx.state.body.content },
    });
    ctx.status = 201;
    ctx.body = successBody({ data: { id } });
  },
);
