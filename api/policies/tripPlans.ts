import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import type { Scope } from './clients.ts';

/**
 * The trip plans an actor may read: admins all; an agent their own plans plus every shared
 * template; anyone else nothing. Tombstoned plans never show.
 */
export function tripPlansVisibleTo(db: Queryable, actor: SessionUser, scope: Scope = {}) {
  const query = db('tripPlans');
  if (!scope.withDeleted) query.whereNull('tripPlans.deletedAt');
  if (actor.role === 'admin') return query;
  if (actor.role === 'agent') {
    return query.where((scope) =>
      scope.where('tripPlans.agentId', actor.id).orWhere('tripPlans.isTemplate', true),
    );
  }
  return query.whereRaw('false');
}

/** Templates are read by every agent but changed only by their author or an admin. */
export function canChangeTripPlan(actor: SessionUser, plan: { agentId: string | null }): boolean {
  return actor.role === 'admin' || plan.agentId === actor.id;
}
