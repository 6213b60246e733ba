import { proposalMessages, type ProposalDecision } from '@contract/proposals.ts';
import type { Trx } from '@db/index.ts';
import type { ProposalsRow } from '@db/schema/rows.ts';
import { updateVersioned } from '@db/versioning.ts';
import { conflict, notFound } from '../errors.ts';
import type { SystemCommand } from './command.ts';
import { acceptanceMessages } from '@contract/proposalAcceptance.ts';
import { findProposalByToken } from '../queries/proposals.ts';
import { livePublicPage, pageRevision } from '../queries/publicProposalPage.ts';
import { acceptedSnapshotOf } from './proposalAcceptance.ts';

type Row = ProposalsRow;

/** The sent proposal behind a public token, locked for the change; drafts and tombstones are never found. */
async function lockByToken(trx: Trx, token: string): Promise<Row> {
  const proposal = await trx('proposals')
    .where({ publicToken: token })
    .whereNull('deletedAt')
    .whereNot('status', 'draft')
    .forUpdate()
    .first();
  if (!proposal) throw notFound(proposalMessages.publicNotFound);
  return proposal;
}

async function clientName(trx: Trx, clientId: string | null): Promise<string> {
  if (!clientId) return 'Your client';
  const client = await trx('clients').where({ id: clientId }).first('firstName', 'lastName');
  return [client?.firstName, client?.lastName].filter(Boolean).join(' ') || 'Your client';
}

async function notifyAgent(
  trx: Trx,
  proposal: Row,
  notification: { type: string; title: string; message: string; priority: 'normal' | 'high' },
) {
  if (!proposal.agentId) return;
  await trx('notifications').insert({
    agentId: proposal.agentId,
    ...notification,
    entityType: 'proposals',
    entityId: proposal.id,
  });
}

/** The client opens their link: the first view moves sent -> viewed and tells the agent. */
export async function proposalViewer({ trx, input: { token } }: SystemCommand<{ token: string }>) {
  const proposal = await lockByToken(trx, token);
  if (proposal.status === 'sent') {
    await updateVersioned(trx, 'proposals', proposal.id, {
      status: 'viewed',
      viewedAt: trx.fn.now(),
    });
    await notifyAgent(trx, proposal, {
      type: 'proposal_viewed',
      title: 'Proposal viewed',
      message: `${await clientName(trx, proposal.clientId)} opened "${proposal.title}".`,
      priority: 'normal',
    });
  }
  return proposal.id;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The client accepts or declines once: sent/viewed -> accepted or rejected; a second answer is
 * 409. An answer names the version of the page it was given on (`revision`): when the proposal
 * or what it includes changed since, it is 409 and the client reads the new one first. Accepting
 * keeps the accepted copy (acceptedSnapshotOf), in the same transaction.
 */
export async function proposalResponder({
  trx,
  input: { token, decision, revision },
}: SystemCommand<{ token: string; decision: ProposalDecision; revision?: string | null }>) {
  const proposal = await lockByToken(trx, token);
  if (proposal.status !== 'sent' && proposal.status !== 'viewed')
    throw conflict(proposalMessages.alreadyAnswered);
  if (proposal.validUntil && proposal.validUntil < today()) throw conflict(proposalMessages.expired);
  // The same row, read with its client's names as the page shows them.
  const shown = await findProposalByToken(trx, token);
  if (!shown) throw notFound(proposalMessages.publicNotFound);
  if (revision && revision !== pageRevision(await livePublicPage(trx, shown)))
    throw conflict(acceptanceMessages.changedSinceOpened);
  const accepted = decision === 'accept';
  const now = new Date();
  await updateVersioned(trx, 'proposals', proposal.id, {
    status: accepted ? 'accepted' : 'rejected',
    respondedAt: now,
    ...(proposal.viewedAt ? {} : { viewedAt: now }),
    ...(accepted ? await acceptedSnapshotOf(trx, shown, now) : {}),
  });
  const name = await clientName(trx, proposal.clientId);
  await notifyAgent(trx, proposal, {
    type: accepted ? 'proposal_accepted' : 'proposal_rejected',
    title: accepted ? 'Proposal accepted' : 'Proposal declined',
    message: `${name} ${accepted ? 'accepted' : 'declined'} "${proposal.title}".`,
    priority: accepted ? 'high' : 'normal',
  });
  return proposal.id;
}
