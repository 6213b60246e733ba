import { randomBytes } from 'node:crypto';
import { isSendableProposal, proposalMessages, storedBranding } from '@contract/proposals.ts';
import { insertVersioned, updateVersioned } from '@db/versioning.ts';
import { HttpError, notFound, unprocessable } from '../errors.ts';
import { proposalsVisibleTo } from '../policies/proposals.ts';
import { assertMaySend } from '../policies/sending.ts';
import { publicProposalUrl } from '../presenters/proposals.ts';
import { queueMail } from '../mail/mailQueue.ts';
import { threadHeadersOf } from './emails.ts';
import { clientNoticeRecipient, clientNotifier } from './clientNotices.ts';
import type { Command } from './command.ts';
import { proposalMail } from './proposalMail.ts';
import { PROPOSAL_NOT_FOUND } from './proposalSaver.ts';

/**
 * Sends a draft: status sent, a fresh random public token (the client's /p/<token> link),
 * sent_at, the e-mail recorded in the agent's Email Center and its message queued, all in the
 * caller's transaction. The message leaves from the agency's address, threaded like any office
 * e-mail (the client's answer reaches the agent); if it finally fails, the Email Center record
 * reads failed and the agent is told. Anything but a draft answers 409.
 */
export async function proposalSender({
  trx,
  actor,
  input: { id, appUrl, agencyInbox },
}: Command<{
  id: string;
  /** The public address the client's link points at (config.appUrl). */
  appUrl: string;
  /** config.mail.agencyInbox: where the client's answer goes. */
  agencyInbox: string;
}>): Promise<void> {
  const proposal = await proposalsVisibleTo(trx, actor).where('proposals.id', id).forUpdate().first();
  if (!proposal) throw notFound(PROPOSAL_NOT_FOUND);
  if (!isSendableProposal(proposal)) {
    const message = proposalMessages.sendOnlyDraft;
    throw new HttpError(409, 'conflict', message, { fields: { status: message } });
  }
  const client = await trx('clients').where({ id: proposal.clientId }).whereNull('deletedAt').first();
  if (!client) throw notFound('Client not found');
  if (!client.email) throw unprocessable('This client has no e-mail address. Add one before sending.');
  await assertMaySend(trx, actor, 1);

  const owner =
    (await trx('users')
      .where({ id: proposal.agentId ?? actor.id })
      .first('id', 'email', 'firstName', 'lastName')) ?? actor;
  const token = randomBytes(32).toString('base64url');
  const url = publicProposalUrl(appUrl, token);
  const agentName = [owner.firstName, owner.lastName].filter(Boolean).join(' ') || 'Your travel agent';
  const message = proposalMail({
    to: client.email,
    clientFirstName: client.firstName,
    agentName,
    agentEmail: owner.email,
    title: proposal.title,
    validUntil: proposal.validUntil,
    url,
    accentColor: storedBranding(proposal.branding).accentColor ?? '',
  });

  await updateVersioned(trx, 'proposals', id, {
    status: 'sent',
    publicToken: token,
    sentAt: trx.fn.now(),
  });
  const email = await insertVersioned(trx, 'emails', {
    from: owner.email,
    to: message.to,
    subject: message.subject,
    body: message.text,
    status: 'sent',
    sentAt: trx.fn.now(),
    clientId: proposal.clientId,
    relatedQuoteId: proposal.quoteId ?? null,
    agentId: owner.id,
  });
  const emailId = email.id;
  const thread = await threadHeadersOf(trx, agencyInbox, emailId);
  await queueMail(trx, { ...message, ...thread }, { kind: 'proposal', emailId, proposalId: id });
  await clientNotifier({
    trx,
    input: {
      userId: await clientNoticeRecipient(trx, proposal.clientId),
      notice: {
        type: 'proposal_sent',
        title: 'New proposal',
        message: `${agentName} sent you "${proposal.title}". Open it from your dashboard's Quotes tab.`,
        entityType: 'proposals',
        entityId: id,
      },
    },
  });
}
