import { markSyncScopeChanged } from '@db/versioning.ts';
import { notFound } from '../errors.ts';
import type { Command } from './command.ts';

/**
 * An admin approves (or withdraws approval of) an agent, which decides who sees website leads,
 * whether the agent's trip-plan templates reach the other agents, and whether the client rows
 * the agent holds reach the travellers' dashboards (`whereAgencyVouches`): an account already
 * linked to such a row reads it from the approval on, and stops when it is withdrawn.
 */
export async function agentApprover({
  trx,
  actor,
  input: { agentUserId, approved },
}: Command<{ agentUserId: string; approved: boolean }>) {
  const [before] = await trx('agents').where({ userId: agentUserId }).forUpdate().select('isApproved');
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
  if (before && Boolean(before.isApproved) !== approved) {
    const templates = await trx('tripPlans')
      .where({ agentId: agentUserId, isTemplate: true })
      .whereNull('deletedAt')
      .first('id');
    // The other agents' devices gain or lose these templates with no new version to pull:
    // they start over.
    if (templates) {
      await markSyncScopeChanged(
        trx,
        trx('users').where({ role: 'agent' }).whereNot({ id: agentUserId }).select('id'),
      );
    }
  }
  return agent;
}
