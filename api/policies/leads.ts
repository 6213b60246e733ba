import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';

/**
 * Website leads (travel quote requests, contact messages) are visible to admins and to agents
 * an admin has approved; a self-registered or self-promoted agent sees none.
 */
export async function maySeeLeads(db: Queryable, actor: SessionUser | undefined): Promise<boolean> {
  if (!actor) return false;
  if (actor.role === 'admin') return true;
  if (actor.role !== 'agent') return false;
  const agent = await db('agents').where({ userId: actor.id, isApproved: true }).first('id');
  return Boolean(agent);
}

/** Everyone `maySeeLeads` lets in, as user ids: who is told about a new lead. */
export async function leadViewerIds(db: Queryable): Promise<string[]> {
  const rows: { id: string }[] = await db('users')
    .leftJoin('agents', 'agents.userId', 'users.id')
    .where('users.isActive', true)
    .andWhere((where) =>
      where
        .where('users.role', 'admin')
        .orWhere((agent) => agent.where('users.role', 'agent').andWhere('agents.isApproved', true)),
    )
    .select('users.id');
  return rows.map((row) => row.id);
}
