/** Creating, changing and tombstoning trip plans (syncable: versioned writes only). */
import type { Trx } from '@db/index.ts';
import { insertVersioned, lockSyncCounter, markSyncScopeChanged, updateVersioned } from '@db/versioning.ts';
import { tripPlanMessages, type TripPlan, type TripPlanInput } from '@contract/tripPlans.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { canChangeTripPlan, tripPlansVisibleTo } from '../policies/tripPlans.ts';
import { findTripPlan } from '../queries/tripPlans.ts';
import type { SessionUser } from '../types.ts';

export const TEMPLATE_WITH_CLIENT = 'A template cannot be linked to a client';

interface Args {
  trx: Trx;
  actor: SessionUser;
}

/** The stored columns of a plan from its checked input; the client must be visible to the actor. */
async function columnsOf({ trx, actor }: Args, input: TripPlanInput) {
  if (input.clientId) {
    if (input.isTemplate) throw badRequest(TEMPLATE_WITH_CLIENT, { clientId: TEMPLATE_WITH_CLIENT });
    const client = await clientsVisibleTo(trx, actor).where('clients.id', input.clientId).first('clients.id');
    if (!client)
      throw badRequest(tripPlanMessages.clientInvalid, { clientId: tripPlanMessages.clientInvalid });
  }
  return {
    clientId: input.clientId,
    name: input.name,
    description: input.description,
    destinations: input.destinations,
    duration: input.duration,
    budget: input.budget,
    currency: input.currency,
    travelStyle: input.travelStyle,
    activities: input.activities,
    accommodations: input.accommodations,
    transportation: input.transportation,
    tags: input.tags,
    isTemplate: input.isTemplate,
  };
}

export async function createTripPlan(args: Args & { input: TripPlanInput; id?: string }): Promise<TripPlan> {
  const row = await insertVersioned(args.trx, 'trip_plans', {
    ...(args.id ? { id: args.id } : {}),
    ...(await columnsOf(args, args.input)),
    agentId: args.actor.id,
  });
  return (await findTripPlan(args.trx, args.actor, row.id as string))!;
}

/** The visible plan the actor may change: 404 when not visible, 403 for another's template. */
async function changeablePlan({ trx, actor }: Args, id: string) {
  const plan = (await tripPlansVisibleTo(trx, actor)
    .where('tripPlans.id', id)
    .first('id', 'agentId', 'isTemplate')) as { agentId: string | null; isTemplate: boolean } | undefined;
  if (!plan) throw notFound(tripPlanMessages.notFound);
  if (!canChangeTripPlan(actor, plan)) {
    throw forbidden(tripPlanMessages.templateOwnerOnly);
  }
  return plan;
}

export async function updateTripPlan(args: Args & { id: string; input: TripPlanInput }): Promise<TripPlan> {
  // Whether the plan was a template decides who is told it is gone: no other writer may change it first.
  await lockSyncCounter(args.trx);
  const before = await changeablePlan(args, args.id);
  await updateVersioned(args.trx, 'trip_plans', args.id, await columnsOf(args, args.input));
  if (before.isTemplate && !args.input.isTemplate) {
    // Every other agent saw the template and may no longer; no tombstone will tell them.
    const others = args.trx('users').where({ role: 'agent' }).select('id');
    if (before.agentId) others.whereNot({ id: before.agentId });
    await markSyncScopeChanged(args.trx, others);
  }
  return (await findTripPlan(args.trx, args.actor, args.id))!;
}

export async function deleteTripPlan(args: Args & { id: string }): Promise<void> {
  await changeablePlan(args, args.id);
  await updateVersioned(args.trx, 'trip_plans', args.id, { deletedAt: args.trx.fn.now() });
}
