import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import { approvedStaffIds } from './approval.ts';
import type { Scope } from './clients.ts';

/**
 * The trip plans an actor may read: admins all; an agent their own plans plus the templates
 * of approved staff; anyone else nothing. Tombstoned plans never show. Anyone can register as
 * an agent, so an unapproved agent's template is theirs alone until an admin approves them
 * (a template whose author is gone has nobody to vouch for it either).
 */
export function tripPlansVisibleTo(db: Queryable, actor: SessionUser, scope: Scope = {}) {
  const query = db('tripPlans');
  if (!scope.withDeleted) query.whereNull('tripPlans.deletedAt');
  if (actor.role === 'admin') return query;
  if (actor.role === 'agent') {
    return query.where((scope) =>
      scope
        .where('tripPlans.agentId', actor.id)
        .orWhere((shared) =>
          shared.where('tripPlans.isTemplate', true).whereIn('tripPlans.agentId', approvedStaffIds(db)),
        ),
    );
  }
  return query.whereRaw('false');
}

/** Templates are read by every agent but changed only by their author or an admin. */
export function canChangeTripPlan(actor: SessionUser, plan: { agentId: string | null }): boolean {
  return actor.role === 'admin' || plan.agentId === actor.id;
}
