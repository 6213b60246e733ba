import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import { approvedStaffIds } from './approval.ts';
import type { Scope } from './clients.ts';

/**
 * The agent quotes an actor may see, as a query every list and lookup starts from: an agent
 * their own (agent-owned data), an admin all, anyone else none. Tombstones never show.
 */
export function quotesVisibleTo(db: Queryable, actor: SessionUser, scope: Scope = {}) {
  const query = db('agentQuotes');
  if (!scope.withDeleted) query.whereNull('agentQuotes.deletedAt');
  if (actor.role === 'admin') return query;
  if (actor.role === 'agent') return query.where('agentQuotes.agentId', actor.id);
  return query.whereRaw('false');
}

/**
 * Quote templates are shared: an admin sees all of them, an agent their own and those of
 * approved staff (an unapproved agent's template reaches no one else's quote dialog).
 */
export function quoteTemplatesVisibleTo(db: Queryable, actor: SessionUser) {
  const query = db('quoteTemplates');
  if (actor.role === 'admin') return query;
  if (actor.role === 'agent') {
    return query.where((scope) =>
      scope
        .where('quoteTemplates.createdBy', actor.id)
        // Only the agency's own setup writes a template with no author (or one since removed).
        .orWhereNull('quoteTemplates.createdBy')
        .orWhereIn('quoteTemplates.createdBy', approvedStaffIds(db)),
    );
  }
  return query.whereRaw('false');
}
