import { markSyncScopeChanged } from '@db/versioning.ts';
import { SESSION_USER_COLUMNS } from '../queries/users.ts';
import type { SessionUser } from '../types.ts';
import { agentRowEnsurer } from './accountLinks.ts';
import type { Command } from './command.ts';

/**
 * A client upgrades their own account to agent access. The new agent starts unapproved and
 * with no assigned clients, so the upgrade opens the office but no one else's data.
 */
export async function agentPromoter({
  trx,
  actor,
}: Command): Promise<{ user: SessionUser; changed: boolean }> {
  if (actor.role === 'agent' || actor.role === 'admin') return { user: actor, changed: false };
  const [user]: SessionUser[] = await trx('users')
    .where({ id: actor.id })
    .update({ role: 'agent', updatedAt: trx.fn.now() })
    .returning(SESSION_USER_COLUMNS);
  await agentRowEnsurer({ trx, input: { userId: actor.id } });
  await markSyncScopeChanged(trx, [actor.id]);
  return { user, changed: true };
}
