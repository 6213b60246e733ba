/**
 * What a message that finally could not be sent changes, in the transaction that marks it
 * failed: the office e-mail it carried reads "failed" (a versioned write, so the agent's
 * devices hear of it), the agent of a proposal is told, and a link nobody received is
 * withdrawn so no usable token exists that its owner never got.
 */
import type { Trx } from '@db/index.ts';
import { updateVersioned } from '@db/versioning.ts';
import type { QueuedMail } from './mailQueue.ts';

const TOKEN_TABLES = {
  password_reset: 'passwordResetTokens',
  email_verification: 'emailVerificationTokens',
} as const;

/** The Email Center record of the message, unless it was deleted or already reads failed. */
async function markEmailFailed(trx: Trx, emailId: string | null): Promise<void> {
  if (!emailId) return;
  const email = await trx('emails').where({ id: emailId }).whereNull('deletedAt').first('status');
  if (!email || email.status === 'failed') return;
  await updateVersioned(trx, 'emails', emailId, { status: 'failed' });
}

async function notifyProposalAgent(trx: Trx, mail: QueuedMail): Promise<void> {
  if (!mail.proposalId) return;
  const proposal = await trx('proposals').where({ id: mail.proposalId }).first('id', 'agentId', 'title');
  const email = mail.emailId ? await trx('emails').where({ id: mail.emailId }).first('agentId') : undefined;
  const agentId = proposal?.agentId ?? email?.agentId;
  if (!proposal || !agentId) return;
  await trx('notifications').insert({
    agentId,
    type: 'proposal_not_delivered',
    title: 'Proposal e-mail not delivered',
    message: `The e-mail with "${proposal.title}" could not be delivered to ${mail.to}. Check the address, then share the proposal's link another way.`,
    entityType: 'proposals',
    entityId: proposal.id,
    priority: 'high',
  });
}

/** Runs inside the transaction that marks `mail` failed; its caller took the sync counter first. */
export async function reflectUndeliverable(trx: Trx, mail: QueuedMail): Promise<void> {
  switch (mail.kind) {
    case 'office_email':
      await markEmailFailed(trx, mail.emailId);
      return;
    case 'proposal':
      await markEmailFailed(trx, mail.emailId);
      await notifyProposalAgent(trx, mail);
      return;
    case 'password_reset':
    case 'email_verification':
      if (mail.tokenId) await trx(TOKEN_TABLES[mail.kind]).where({ id: mail.tokenId }).delete();
      return;
    case 'lead':
      // The lead itself is stored and every agent who works leads was notified in the app.
      return;
    case 'testimonial_request':
      // Withdrawn like an account link: the agent sees no open request and may ask again.
      if (mail.tokenId) await trx('testimonialRequests').where({ id: mail.tokenId }).delete();
      return;
  }
}
