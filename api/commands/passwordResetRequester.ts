import { RESET_TOKEN_TTL_MS, type PasswordResetRequestInput } from '@contract/auth.ts';
import type { SystemCommand } from './command.ts';
import type { LinkDelivery } from './linkMailer.ts';
import { passwordResetMail } from './passwordResetMail.ts';
import { hashLinkToken, newLinkToken } from '../lib/linkTokens.ts';

export interface PasswordResetRequest extends PasswordResetRequestInput {
  /** The public address the link points at (config.appUrl). */
  appUrl: string;
  now?: Date;
}

/** A token that was stored and the e-mail that carries it, still to be sent. */
export type PasswordResetDelivery = LinkDelivery;

/**
 * Issues a reset token for an active account: earlier unused tokens of the user are removed,
 * the new one is stored hashed with a one-hour expiry, and the e-mail carrying it is returned
 * for sending once this transaction has committed. Unknown and inactive e-mails get null and
 * leave no trace, so the caller answers every request the same way.
 */
export async function passwordResetRequester({
  trx,
  input,
}: SystemCommand<PasswordResetRequest>): Promise<PasswordResetDelivery | null> {
  const { appUrl, now = new Date() } = input;
  // The row lock serialises two requests for one user, so only one token stays usable.
  const user = await trx('users')
    .where({ email: input.email })
    .forUpdate()
    .first('id', 'email', 'firstName', 'isActive');
  if (!user?.isActive) return null;

  const token = newLinkToken();
  await trx('passwordResetTokens').where({ userId: user.id }).whereNull('usedAt').delete();
  const [row] = await trx('passwordResetTokens')
    .insert({
      userId: user.id,
      token: hashLinkToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    })
    .returning('id');

  const resetUrl = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    userId: user.id,
    tokenId: row.id,
    message: passwordResetMail({ to: user.email, firstName: user.firstName, resetUrl }),
  };
}
