import type { Knex } from 'knex';
import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import { approvedStaffIds } from './approval.ts';

/** `withDeleted` also lists tombstones: what a device must hear about, never what a screen shows. */
export interface Scope {
  withDeleted?: boolean;
}

/**
 * The clients an actor may see, as a query every list and lookup starts from: admins see all,
 * an agent the clients actively assigned to them, a client only their own row, and only while
 * the agency vouches for it (see `whereAgencyVouches`).
 */
export function clientsVisibleTo(db: Queryable, actor: SessionUser, scope: Scope = {}) {
  const query = db('clients');
  if (!scope.withDeleted) query.whereNull('clients.deletedAt');
  if (actor.role === 'admin') return query;
  if (actor.role === 'agent') {
    return query.whereExists(
      db('clientAgentAssignments')
        .whereRaw('client_agent_assignments.client_id = clients.id')
        .where('clientAgentAssignments.agentId', actor.id)
        .where('clientAgentAssignments.isActive', true),
    );
  }
  return whereAgencyVouches(db, query.where('clients.userId', actor.id));
}

/**
 * Keeps the `clients` rows the agency vouches for: rows no agent looks after (an admin's, or
 * the one an account was given of its own), and rows looked after only by approved agents.
 * Anyone can register as an agent and type any address into a client record, so a row an
 * unapproved agent holds is theirs alone: it is never linked to the account of that address,
 * its notes and trips never reach a dashboard, and its bookings never notify anyone. A row
 * whose agents are all gone inactive is no one's to vouch for either.
 */
export function whereAgencyVouches<Q extends Knex.QueryBuilder>(db: Queryable, query: Q): Q {
  const assignments = () =>
    db('clientAgentAssignments').whereRaw('client_agent_assignments.client_id = clients.id');
  // A builder's methods change it in place, so the caller's query keeps its own type.
  query
    .whereNotExists(
      assignments()
        .where('clientAgentAssignments.isActive', true)
        .whereNotIn('clientAgentAssignments.agentId', approvedStaffIds(db)),
    )
    .where((held) =>
      held
        .whereExists(assignments().where('clientAgentAssignments.isActive', true))
        .orWhereNotExists(assignments()),
    );
  return query;
}
