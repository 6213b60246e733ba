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

/**
 * The ids of the staff the agency vouches for (admins and approved agents), as a subquery:
 * what one of them wrote may reach people outside the office (a template every agent reuses,
 * a client record a traveller's dashboard reads), what anyone else wrote stays with its author.
 */
export function approvedStaffIds(db: Queryable) {
  return db('users')
    .leftJoin('agents', 'agents.userId', 'users.id')
    .where((staff) =>
      staff
        .where('users.role', 'admin')
        .orWhere((agent) => agent.where('users.role', 'agent').andWhere('agents.isApproved', true)),
    )
    .select('users.id');
}
