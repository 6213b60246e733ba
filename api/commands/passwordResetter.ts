import { authMessages, type PasswordResetInput } from '@contract/auth.ts';
import { badRequest } from '../errors.ts';
import { hashPassword } from '../lib/passwords.ts';
import { claimLinkToken, endSessionsOf } from './accountSecurity.ts';
import type { SystemCommand } from './command.ts';
import { emailVerificationRecorder } from './emailVerification.ts';

export interface PasswordReset extends PasswordResetInput {
  now?: Date;
}

/**
 * Sets a new password with a valid reset token: the token (unexpired, unused, of an active
 * account) is claimed, the password replaced, every other open token of the user withdrawn
 * and every session of the user ended. The link came by e-mail, so the address counts as
 * verified from now on. A bad, used or expired token answers 400; the caller's transaction
 * makes sure nothing changed then.
 */
export async function passwordResetter({
  trx,
  input,
}: SystemCommand<PasswordReset>): Promise<{ userId: string }> {
  const { now = new Date() } = input;
  const claimed = await claimLinkToken(trx, 'passwordResetTokens', input.token, now);
  if (!claimed) throw badRequest(authMessages.resetInvalid, { token: authMessages.resetInvalid });

  const passwordHash = await hashPassword(input.password);
  await trx('users').where({ id: claimed.userId }).update({ passwordHash, updatedAt: now });
  await trx('passwordResetTokens')
    .where({ userId: claimed.userId })
    .whereNull('usedAt')
    .update({ usedAt: now, updatedAt: now });
  await emailVerificationRecorder({ trx, input: { userId: claimed.userId, now } });
  await endSessionsOf(trx, claimed.userId);
  return { userId: claimed.userId };
}
