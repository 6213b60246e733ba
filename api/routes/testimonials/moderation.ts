/**
 * Moderating testimonials: the queue of one status with the counts of every status, and the
 * decision on one. Admins only: what they approve speaks for the agency on its home page.
 */
import type { Middleware } from 'koa';
import { TestimonialModerationQuery, testimonialMessages } from '@contract/testimonials.ts';
import { testimonialModerator } from '../../commands/testimonials.ts';
import { testimonialsChanged } from '../../lib/testimonialChanges.ts';
import { adminOnly } from '../../middlewares/auth.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { testimonialQueue } from '../../queries/testimonials.ts';
import type { AppContextExtensions, AppState } from '../../types.ts';
import { apiRouter } from '../router.ts';
import { successBody } from '../envelopes.ts';

export const testimonialModerationRouter = apiRouter();

const admin = adminOnly;
const testimonialId = uuidParam(testimonialMessages.notFound);

/**
 * Placed before transaction(): once a decision is committed and answered, the rendered pages
 * that show testimonials are made again.
 */
const tellTestimonialsChanged: Middleware<AppState, AppContextExtensions> = async (ctx, next) => {
  await next();
  if (ctx.status < 400) testimonialsChanged();
};

testimonialModerationRouter.get(
  '/api/admin/testimonials',
  admin,
  validate({ query: TestimonialModerationQuery }),
  async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await testimonialQueue(ctx.db, ctx.state.query.status);
  },
);

for (const [action, decision] of [
  ['approve', 'approved'],
  ['reject', 'rejected'],
] as const) {
  testimonialModerationRouter.post(
    `/api/admin/testimonials/:id/${action}`,
    admin,
    testimonialId,
    tellTestimonialsChanged,
    transaction(),
    async (ctx) => {
      const data = await testimonialModerator({
        trx: ctx.state.trx,
        actor: ctx.state.user,
        input: { id: ctx.params.id, decision },
      });
      ctx.body = successBody({ message: testimonialMessages[decision], data });
    },
  );
}
