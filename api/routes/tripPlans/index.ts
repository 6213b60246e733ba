/** Trip plans and shared templates: agents and admins. */
import { TripPlanInput, tripPlanMessages } from '@contract/tripPlans.ts';
import { tripPlanCreator, tripPlanRemover, tripPlanUpdater } from '../../commands/tripPlans.ts';
import { staffOnly } from '../../middlewares/auth.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { listTripPlanTemplates, listTripPlans } from '../../queries/tripPlans.ts';
import { apiRouter } from '../router.ts';
import { dataBody, successBody } from '../envelopes.ts';

export const tripPlansRouter = apiRouter();

const tripPlanId = uuidParam(tripPlanMessages.notFound);

tripPlansRouter.get('/api/trip-plans', staffOnly, async (ctx) => {
  ctx.body = dataBody(await listTripPlans(ctx.db, ctx.state.user));
});

tripPlansRouter.get('/api/trip-plans/templates', staffOnly, async (ctx) => {
  ctx.body = dataBody(await listTripPlanTemplates(ctx.db, ctx.state.user));
});

tripPlansRouter.post(
  '/api/trip-plans',
  staffOnly,
  validate({ body: TripPlanInput }),
  transaction(),
  async (ctx) => {
    const plan = await tripPlanCreator({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: ctx.state.body,
    });
    ctx.status = 201;
    ctx.body = dataBody(plan, 'Trip plan created successfully!');
  },
);

tripPlansRouter.put(
  '/api/trip-plans/:id',
  staffOnly,
  tripPlanId,
  validate({ body: TripPlanInput }),
  transaction(),
  async (ctx) => {
    const plan = await tripPlanUpdater({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { id: ctx.params.id, changes: ctx.state.body },
    });
    ctx.body = dataBody(plan, 'Trip plan updated successfully!');
  },
);

tripPlansRouter.delete('/api/trip-plans/:id', staffOnly, tripPlanId, transaction(), async (ctx) => {
  await tripPlanRemover({ trx: ctx.state.trx, actor: ctx.state.user, input: { id: ctx.params.id } });
  ctx.body = successBody({ message: 'Trip plan deleted successfully!' });
});
