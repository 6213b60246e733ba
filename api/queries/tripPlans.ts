import type { Queryable } from '@db/index.ts';
import type { TripPlan } from '@contract/tripPlans.ts';
import { tripPlansVisibleTo } from '../policies/tripPlans.ts';
import { presentTripPlan, type TripPlanRow } from '../presenters/tripPlans.ts';
import type { SessionUser } from '../types.ts';

function withClientNames(db: Queryable, actor: SessionUser) {
  return tripPlansVisibleTo(db, actor)
    .leftJoin('clients', (join) =>
      join.on('clients.id', '=', 'tripPlans.clientId').andOnNull('clients.deletedAt'),
    )
    .select('tripPlans.*', 'clients.firstName as clientFirstName', 'clients.lastName as clientLastName');
}

/** My Plans: the actor's own plans (an admin's: every plan), templates excluded, newest first. */
export async function listTripPlans(db: Queryable, actor: SessionUser): Promise<TripPlan[]> {
  const query = withClientNames(db, actor).where('tripPlans.isTemplate', false);
  if (actor.role !== 'admin') query.where('tripPlans.agentId', actor.id);
  const rows: TripPlanRow[] = await query.orderBy([
    { column: 'tripPlans.createdAt', order: 'desc' },
    { column: 'tripPlans.id', order: 'desc' },
  ]);
  return rows.map(presentTripPlan);
}

/** Templates: shared by every agent, by name. */
export async function listTripPlanTemplates(db: Queryable, actor: SessionUser): Promise<TripPlan[]> {
  const rows: TripPlanRow[] = await withClientNames(db, actor)
    .where('tripPlans.isTemplate', true)
    .orderBy([
      { column: 'tripPlans.name', order: 'asc' },
      { column: 'tripPlans.id', order: 'asc' },
    ]);
  return rows.map(presentTripPlan);
}

/** One visible plan by id, or undefined (another agent's plan is not found). */
export async function findTripPlan(
  db: Queryable,
  actor: SessionUser,
  id: string,
): Promise<TripPlan | undefined> {
  const row: TripPlanRow | undefined = await withClientNames(db, actor).where('tripPlans.id', id).first();
  return row ? presentTripPlan(row) : undefined;
}
