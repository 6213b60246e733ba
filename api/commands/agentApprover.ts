import { notFound } from '../errors.ts';
import type { Command } from './command.ts';

/** An admin approves (or withdraws approval of) an agent, which decides who sees website leads. */
export async function agentApprover({
  trx,
  actor,
  input: { agentUserId, approved },
}: Command<{ agentUserId: string; approved: boolean }>) {
  const [agent] = await trx('agents')
    .where({ userId: agentUserId })
    .update({
      isApproved: approved,
      approvedAt: approved ? trx.fn.now() : null,
      approvedBy: approved ? actor.id : null,
      updatedAt: trx.fn.now(),
    })
    .returning(['userId', 'isApproved', 'approvedAt']);
  if (!agent) throw notFound('Agent not found');
  return agent as { userId: string; isApproved: boolean; approvedAt: string | null };
}
