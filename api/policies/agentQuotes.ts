import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import type { Scope } from './clients.ts';

/**
 * The agent quotes an actor may see, as a query every list and lookup starts from: an agent
 * their own (agent-owned data), an admin all, anyone else none. Tombstones never show.
 */
export function quotesVisibleTo(db: Queryable, actor: SessionUser, scope: Scope = {}) {
  const query = db('agentQuotes');
  if (!scope.withDeleted) query.whereNull('agentQuotes.deletedAt');
  if (actor.role === 'admin') return query;
  if (actor.role === 'agent') return query.where({ 'agentQuotes.agentId': actor.id });
  return query.whereRaw('false');
}

/** Quote templates are shared: every agent (and admin) sees all of them. */
export function quoteTemplatesVisibleTo(db: Queryable, actor: SessionUser) {
  const query = db('quoteTemplates');
  if (actor.role === 'admin' || actor.role === 'agent') return query;
  return query.whereRaw('false');
}
