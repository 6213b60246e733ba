/** Trip plans and shared templates (seed 002 section 7, "Trip planning"): agents and admins. */
import type { Middleware } from 'koa';
import * as v from 'valibot';
import { TripPlanInput, tripPlanMessages } from '@contract/tripPlans.ts';
import { createTripPlan, deleteTripPlan, updateTripPlan } from '../../commands/tripPlans.ts';
import { notFound } from '../../errors.ts';
import { requireRole } from '../../middlewares/auth.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { listTripPlanTemplates, listTripPlans } from '../../queries/tripPlans.ts';
import type { AppContextExtensions, AppState } from '../../types.ts';
import { apiRouter } from '../router.ts';

export const tripPlansRouter = apiRouter();

const Uuid = v.pipe(v.string(), v.uuid());

/** The :id parameter as ctx.state.params.id; a malformed id names no row, so 404. */
export function idParam(message: string): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    const id = (ctx.params as Record<string, string> | undefined)?.id;
    if (!v.is(Uuid, id)) throw notFound(message);
    ctx.state.params = { id };
    await next();
  };
}

const idOf = (state: AppState) => (state.params as { id: string }).id;

tripPlansRouter.get('/api/trip-plans', requireRole('agent'), async (ctx) => {
  ctx.body = { data: await listTripPlans(ctx.db, ctx.state.user!) };
});

tripPlansRouter.get('/api/trip-plans/templates', requireRole('agent'), async (ctx) => {
  ctx.body = { data: await listTripPlanTemplates(ctx.db, ctx.state.user!) };
});

tripPlansRouter.post(
  '/api/trip-plans',
  requireRole('agent'),
  validate({ body: TripPlanInput }),
  transaction(),
  async (ctx) => {
    const plan = await createTripPlan({
      trx: ctx.state.trx!,
      actor: ctx.state.user!,
      input: ctx.state.body as TripPlanInput,
    });
    ctx.status = 201;
    ctx.body = { data: plan, message: 'Trip plan created successfully!' };
  },
);

tripPlansRouter.put(
  '/api/trip-plans/:id',
  requireRole('agent'),
  idParam(tripPlanMessages.notFound),
  validate({ body: TripPlanInput }),
  transaction(),
  async (ctx) => {
    const plan = await updateTripPlan({
      trx: ctx.state.trx!,
      actor: ctx.state.user!,
      id: idOf(ctx.state),
      input: ctx.state.body as TripPlanInput,
    });
    ctx.body = { data: plan, message: 'Trip plan updated successfully!' };
  },
);

tripPlansRouter.delete(
  '/api/trip-plans/:id',
  requireRole('agent'),
  idParam(tripPlanMessages.notFound),
  transaction(),
  async (ctx) => {
    await deleteTripPlan({ trx: ctx.state.trx!, actor: ctx.state.user!, id: idOf(ctx.state) });
    ctx.body = { success: true, message: 'Trip plan deleted successfully!' };
  },
);
