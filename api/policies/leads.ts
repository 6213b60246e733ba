import type { Queryable } from '@db/index.ts';
import { isApprovedStaff } from './approval.ts';

/**
 * Website leads (travel quote requests, contact messages) are visible to admins and to agents
 * an admin has approved; a self-registered or self-promoted agent sees none.
 */
export const maySeeLeads = isApprovedStaff;

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
