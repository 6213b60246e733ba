/**
 * A proposal's changes as one rule for REST and a device's sync push alike. Its status is not
 * a form field: it moves only by being sent (Send to Client) and by the client's answer, so
 * the one status a change may ask for is "sent", and only a draft is sent (proposalSender).
 */
import { ProposalInput, proposalMessages } from '@contract/proposals.ts';
import { badRequest, notFound } from '../errors.ts';
import { parseInput } from '../middlewares/validate.ts';
import { proposalsVisibleTo } from '../policies/proposals.ts';
import type { Command } from './command.ts';
import { assertNotFrozen } from './proposalAcceptance.ts';
import { PROPOSAL_NOT_FOUND, proposalCreator, proposalUpdater } from './proposalSaver.ts';
import { proposalSender } from './proposalSender.ts';

/** Where a sent proposal's link points (config.appUrl) and answers go (config.mail.agencyInbox). */
interface Sending {
  appUrl: string;
  agencyInbox: string;
}

/**
 * Whether the status asked for sends the proposal: none, or the one it has (a new proposal is
 * a draft), changes nothing; "sent" sends it; any other is refused.
 */
function sendingAsked(status: unknown, stored: unknown = 'draft'): boolean {
  if (status === undefined || status === stored) return false;
  if (status === 'sent') return true;
  throw badRequest(proposalMessages.statusBySendingOnly, { status: proposalMessages.statusBySendingOnly });
}

/**
 * A new proposal, the actor's draft, checked as the proposal form; status "sent" sends it at
 * once, its e-mail queued in the same transaction.
 */
export async function proposalComposer({
  trx,
  actor,
  input: { id, status, fields, appUrl, agencyInbox },
}: Command<
  Sending & {
    /** A uuid made on a device (offline creation). */
    id: string;
    status?: unknown;
    /** The form's fields (status aside). */
    fields: Record<string, unknown>;
  }
>): Promise<void> {
  const sending = sendingAsked(status);
  await proposalCreator({ trx, actor, input: { ...parseInput(ProposalInput, fields), id } });
  if (sending) await proposalSender({ trx, actor, input: { id, appUrl, agencyInbox } });
}

/**
 * A change of a stored proposal: `record` is the whole form after the change, `changed` the
 * fields the change names. An accepted proposal refuses every change, naming the accepted
 * value of each field asked for (a device shows them beside its own). New content is checked
 * as the proposal form and stored; a status other than the stored one can only be "sent",
 * which then sends the draft.
 */
export async function proposalChanger({
  trx,
  actor,
  input: { id, record, changed, appUrl, agencyInbox },
}: Command<Sending & { id: string; record: Record<string, unknown>; changed: string[] }>): Promise<void> {
  const existing = await proposalsVisibleTo(trx, actor)
    .where('proposals.id', id)
    .forUpdate()
    .first('proposals.*');
  if (!existing) throw notFound(PROPOSAL_NOT_FOUND);
  assertNotFrozen(existing, changed);
  const { status, ...content } = record;
  const sending = changed.includes('status') && sendingAsked(status, existing.status);
  if (changed.some((field) => field !== 'status')) {
    await proposalUpdater({ trx, actor, input: { id, changes: parseInput(ProposalInput, content) } });
  }
  if (sending) await proposalSender({ trx, actor, input: { id, appUrl, agencyInbox } });
}
