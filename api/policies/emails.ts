import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import type { Scope } from './clients.ts';

/**
 * The e-mails an actor may see: agent-owned, so an agent their own, an admin all, anyone else
 * none. Tombstoned e-mails never show.
 */
export function emailsVisibleTo(db: Queryable, actor: SessionUser, scope: Scope = {}) {
  const query = db('emails');
  if (!scope.withDeleted) query.whereNull('emails.deletedAt');
  if (actor.role === 'admin') return query;
  if (actor.role === 'agent') return query.where('emails.agentId', actor.id);
  return query.whereRaw('false');
}
