import { authMessages, EMAIL_VERIFICATION_TTL_MS, type VerifyEmailInput } from '@contract/auth.ts';
import { badRequest, conflict } from '../errors.ts';
import { hashLinkToken, newLinkToken } from '../lib/linkTokens.ts';
import { SESSION_USER_COLUMNS } from '../queries/users.ts';
import type { SessionUser } from '../types.ts';
import { clientRowLinker } from './accountLinks.ts';
import { claimLinkToken } from './accountSecurity.ts';
import type { Command, SystemCommand } from './command.ts';
import { emailVerificationMail } from './emailVerificationMail.ts';
import type { LinkDelivery } from './linkMailer.ts';

export interface EmailVerificationIssue {
  user: Pick<SessionUser, 'id' | 'email' | 'firstName'>;
  /** The public address the link points at (config.appUrl). */
  appUrl: string;
  now?: Date;
}

/**
 * Issues a verification link for the user: earlier unused links are removed (the newest mail
 * is the one that works), the token is stored hashed with a 24-hour expiry, and the e-mail
 * carrying it is returned for sending once this transaction has committed.
 */
export async function emailVerificationIssuer({
  trx,
  input: { user, appUrl, now = new Date() },
}: SystemCommand<EmailVerificationIssue>): Promise<LinkDelivery> {
  const token = newLinkToken();
  await trx('emailVerificationTokens').where({ userId: user.id }).whereNull('usedAt').delete();
  const [row] = await trx('emailVerificationTokens')
    .insert({
      userId: user.id,
      token: hashLinkToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
    })
    .returning('id');
  const verifyUrl = `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  return {
    userId: user.id,
    tokenId: row.id,
    message: emailVerificationMail({ to: user.email, firstName: user.firstName, verifyUrl }),
  };
}

/**
 * Records that the owner of the address proved it is theirs. Only then may a client account
 * be matched by e-mail to the agency's `clients` row (and with it, its trips): before, anyone
 * could have typed the address. Does nothing to an account verified already.
 */
export async function emailVerificationRecorder({
  trx,
  input: { userId, now },
}: SystemCommand<{ userId: string; now: Date }>): Promise<SessionUser | null> {
  const [user]: SessionUser[] = await trx('users')
    .where({ id: userId })
    .whereNull('emailVerifiedAt')
    .update({ emailVerifiedAt: now, updatedAt: now })
    .returning(SESSION_USER_COLUMNS);
  if (!user) return null;
  if (user.role === 'client') await clientRowLinker({ trx, input: user });
  return user;
}

/**
 * Verifies an address with the token of a link: the token (unexpired, unused, of an active
 * account) is claimed, the user's other open links withdrawn and the account marked verified.
 * A bad, used or expired token answers 400; the caller's transaction makes sure nothing
 * changed then.
 */
export async function emailVerifier({
  trx,
  input,
}: SystemCommand<VerifyEmailInput & { now?: Date }>): Promise<{ userId: string }> {
  const { now = new Date() } = input;
  const claimed = await claimLinkToken(trx, 'emailVerificationTokens', input.token, now);
  if (!claimed) {
    throw badRequest(authMessages.verificationInvalid, { token: authMessages.verificationInvalid });
  }
  await trx('emailVerificationTokens')
    .where({ userId: claimed.userId })
    .whereNull('usedAt')
    .update({ usedAt: now, updatedAt: now });
  await emailVerificationRecorder({ trx, input: { userId: claimed.userId, now } });
  return { userId: claimed.userId };
}

/**
 * A new verification link for the signed-in user. An address verified already answers 409,
 * so the screen can say so instead of promising an e-mail that would change nothing.
 */
export async function emailVerificationResender({
  trx,
  actor,
  input: { appUrl, now = new Date() },
}: Command<{ appUrl: string; now?: Date }>): Promise<LinkDelivery> {
  // The row lock serialises two requests of one user, so only one link stays usable.
  const user = await trx('users')
    .where({ id: actor.id })
    .forUpdate()
    .first('id', 'email', 'firstName', 'emailVerifiedAt');
  if (!user || user.emailVerifiedAt) throw conflict(authMessages.alreadyVerified);
  return emailVerificationIssuer({ trx, input: { user, appUrl, now } });
}
