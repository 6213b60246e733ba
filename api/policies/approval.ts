import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';

/**
 * Whether the actor is staff the agency vouches for: an admin, or an agent an admin has
 * approved. Anyone can become an agent (register as one, or upgrade from settings), so what
 * reaches outside the office in the agency's name (website leads, mail) waits for approval.
 */
export async function isApprovedStaff(db: Queryable, actor: SessionUser | undefined): Promise<boolean> {
  if (!actor) return false;
  if (actor.role === 'admin') return true;
  if (actor.role !== 'agent') return false;
  const agent = await db('agents').where({ userId: actor.id, isApproved: true }).first('id');
  return Boolean(agent);
}
