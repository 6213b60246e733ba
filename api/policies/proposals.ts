import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import type { Scope } from './clients.ts';

/**
 * The proposals an actor may see, as a query every list and lookup starts from: an agent
 * their own (agent-owned data), an admin all, anyone else none. Tombstones never show.
 * (Clients read a sent proposal only through its public link.)
 */
export function proposalsVisibleTo(db: Queryable, actor: SessionUser, scope: Scope = {}) {
  const query = db('proposals');
  if (!scope.withDeleted) query.whereNull('proposals.deletedAt');
  if (actor.role === 'admin') return query;
  if (actor.role === 'agent') return query.where('proposals.agentId', actor.id);
  return query.whereRaw('false');
}
