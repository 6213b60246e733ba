import type { Trx } from '@db/index.ts';
import { queueMail, type MailKind } from '../mail/mailQueue.ts';
import type { MailMessage } from '../providers/mail/index.ts';

/** A token that was stored and the e-mail that carries its link, still to be sent. */
export interface LinkDelivery {
  userId: string;
  tokenId: string;
  message: MailMessage;
}

/** The table a link's token row lives in. */
export type LinkTokenTable = 'passwordResetTokens' | 'emailVerificationTokens';

const KIND_OF: Record<LinkTokenTable, MailKind> = {
  passwordResetTokens: 'password_reset',
  emailVerificationTokens: 'email_verification',
};

/**
 * Queues the e-mail carrying a link in the transaction that stored its token, so the message
 * exists exactly when the token does. If it finally cannot be sent, the token is withdrawn, so
 * no usable token exists that its owner never received (api/mail/undeliverable.ts).
 */
export async function queueLinkMail(trx: Trx, delivery: LinkDelivery, tokenTable: LinkTokenTable) {
  await queueMail(trx, delivery.message, {
    kind: KIND_OF[tokenTable],
    userId: delivery.userId,
    tokenId: delivery.tokenId,
  });
}
