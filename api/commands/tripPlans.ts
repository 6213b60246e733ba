/** Creating, changing and tombstoning trip plans (syncable: versioned writes only). */
import { insertVersioned, markSyncScopeChanged, updateVersioned } from '@db/versioning.ts';
import { tripPlanMessages, type TripPlan, type TripPlanInput } from '@contract/tripPlans.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { canChangeTripPlan, tripPlansVisibleTo } from '../policies/tripPlans.ts';
import { findTripPlan } from '../queries/tripPlans.ts';
import type { TripPlansRow } from '@db/schema/rows.ts';
import type { Command } from './command.ts';

export const TEMPLATE_WITH_CLIENT = 'A template cannot be linked to a client';

/** The transaction and the actor, which the helpers below need. */
type Args = Pick<Command, 'trx' | 'actor'>;

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

export async function tripPlanCreator({
  trx,
  actor,
  input,
}: Command<
  TripPlanInput & {
    /** A uuid made on a device (offline creation); the database makes one otherwise. */
    id?: string;
  }
>): Promise<TripPlan> {
  const row = await insertVersioned(trx, 'trip_plans', {
    ...(input.id ? { id: input.id } : {}),
    ...(await columnsOf({ trx, actor }, input)),
    agentId: actor.id,
  });
  return (await findTripPlan(trx, actor, row.id))!;
}

/** The visible plan the actor may change: 404 when not visible, 403 for another's template. */
async function changeablePlan({ trx, actor }: Args, id: string) {
  const plan: Pick<TripPlansRow, 'id' | 'agentId' | 'isTemplate'> | undefined = await tripPlansVisibleTo(
    trx,
    actor,
  )
    .where('tripPlans.id', id)
    .first('id', 'agentId', 'isTemplate');
  if (!plan) throw notFound(tripPlanMessages.notFound);
  if (!canChangeTripPlan(actor, plan)) {
    throw forbidden(tripPlanMessages.templateOwnerOnly);
  }
  return plan;
}

export async function tripPlanUpdater({
  trx,
  actor,
  input: { id, changes },
}: Command<{ id: string; changes: TripPlanInput }>): Promise<TripPlan> {
  // Whether the plan was a template decides who is told it is gone: no other writer may change it first.
  await trx('tripPlans').where({ id }).forUpdate().first('id');
  const before = await changeablePlan({ trx, actor }, id);
  await updateVersioned(trx, 'trip_plans', id, await columnsOf({ trx, actor }, changes));
  if (before.isTemplate && !changes.isTemplate) {
    // Every other agent saw the template and may no longer; no tombstone will tell them.
    const others = trx('users').where({ role: 'agent' }).select('id');
    if (before.agentId) others.whereNot({ id: before.agentId });
    await markSyncScopeChanged(trx, others);
  }
  return (await findTripPlan(trx, actor, id))!;
}

export async function tripPlanRemover({ trx, actor, input: { id } }: Command<{ id: string }>): Promise<void> {
  await changeablePlan({ trx, actor }, id);
  await updateVersioned(trx, 'trip_plans', id, { deletedAt: trx.fn.now() });
}
