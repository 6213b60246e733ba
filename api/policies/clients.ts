import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';

/** `withDeleted` also lists tombstones: what a device must hear about, never what a screen shows. */
export interface Scope {
  withDeleted?: boolean;
}

/**
 * The clients an actor may see, as a query every list and lookup starts from: admins see all,
 * an agent the clients actively assigned to them, a client only their own row.
 */
export function clientsVisibleTo(db: Queryable, actor: SessionUser, scope: Scope = {}) {
  const query = db('clients');
  if (!scope.withDeleted) query.whereNull('clients.deletedAt');
  if (actor.role === 'admin') return query;
  if (actor.role === 'agent') {
    return query.whereExists(
      db('clientAgentAssignments')
        .whereRaw('client_agent_assignments.client_id = clients.id')
        .where({ 'clientAgentAssignments.agentId': actor.id, 'clientAgentAssignments.isActive': true }),
    );
  }
  return query.where({ 'clients.userId': actor.id });
}
