import type { Db } from '@db/index.ts';
import type { Logger } from '../logger.ts';
import type { MailMessage, MailProvider } from '../providers/mail/index.ts';

/** A token that was stored and the e-mail that carries its link, still to be sent. */
export interface LinkDelivery {
  userId: string;
  tokenId: string;
  message: MailMessage;
}

export interface LinkMailing {
  db: Db;
  mail: MailProvider;
  log: Logger;
  delivery: LinkDelivery;
  /** The table the token row lives in. */
  tokenTable: 'passwordResetTokens' | 'emailVerificationTokens';
  /** What the log lines call the e-mail: "password reset", "e-mail verification". */
  purpose: string;
}

/**
 * Sends an e-mail that carries a link token, once the token is committed. When the provider
 * fails, the failure is logged and the token deleted, so no usable token exists that its
 * owner never received.
 */
export async function linkMailer({
  db,
  mail,
  log,
  delivery,
  tokenTable,
  purpose,
}: LinkMailing): Promise<boolean> {
  try {
    const { messageId } = await mail.send(delivery.message);
    log.info({ userId: delivery.userId, messageId }, `${purpose} e-mail sent`);
    return true;
  } catch (error) {
    log.error(
      { err: error, userId: delivery.userId },
      `${purpose} e-mail could not be sent; its token was withdrawn`,
    );
    await db(tokenTable).where({ id: delivery.tokenId }).delete();
    return false;
  }
}
