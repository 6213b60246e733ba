import type { OAuthProvider } from '../config.ts';
import { findSessionUser, SESSION_USER_COLUMNS } from '../queries/users.ts';
import type { SessionUser } from '../types.ts';
import { clientRowLinker } from './accountLinks.ts';
import { takeOverUnverified } from './accountSecurity.ts';
import type { SystemCommand } from './command.ts';

/** A person a provider vouches for, with an e-mail address the provider has verified. */
export interface VerifiedSocialIdentity {
  provider: OAuthProvider;
  /** Lower-cased. */
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export type SocialSignInResult = { status: 'signed_in'; user: SessionUser } | { status: 'inactive' };

/**
 * Finds the account of a verified e-mail address, or creates one: a client with no password
 * (it signs in through the provider, or sets one with a password reset), authMethod the
 * provider, verified, and a `clients` row linked by e-mail. Names fill blanks only. A verified
 * account keeps its role, password and authMethod. A deactivated account is refused.
 *
 * An account whose address was never verified may have been registered by someone else with
 * this person's address, waiting for them (pre-account takeover). The provider has just proved
 * who owns the address, so the account becomes theirs alone: its password is removed, every
 * session and every open reset or verification link ends, and it counts as verified.
 */
export async function socialSignInCompleter({
  trx,
  input,
}: SystemCommand<VerifiedSocialIdentity & { now?: Date }>): Promise<SocialSignInResult> {
  const { now = new Date() } = input;
  let user: SessionUser | undefined = await trx('users')
    .where({ email: input.email })
    .forUpdate()
    .first(SESSION_USER_COLUMNS);
  if (!user) {
    const [created]: SessionUser[] = await trx('users')
      .insert({
        email: input.email,
        passwordHash: null,
        role: 'client',
        firstName: input.firstName,
        lastName: input.lastName,
        authMethod: input.provider,
        emailVerifiedAt: now,
      })
      .onConflict('email')
      .ignore()
      .returning(SESSION_USER_COLUMNS);
    // Two first sign-ins racing for one e-mail: the loser signs in to the winner's account.
    user = created ?? (await findSessionUser(trx, { email: input.email }));
    if (!user) throw new Error('the account that won the race for this e-mail is gone');
  }
  if (!user.isActive) return { status: 'inactive' };
  if (!user.emailVerifiedAt) user = await takeOverUnverified(trx, user.id, input.provider, now);

  const blanks: Partial<Pick<SessionUser, 'firstName' | 'lastName'>> = {};
  if (!user.firstName && input.firstName) blanks.firstName = input.firstName;
  if (!user.lastName && input.lastName) blanks.lastName = input.lastName;
  if (Object.keys(blanks).length > 0) {
    await trx('users')
      .where({ id: user.id })
      .update({ ...blanks, updatedAt: trx.fn.now() });
    user = { ...user, ...blanks };
  }
  if (user.role === 'client') await clientRowLinker({ trx, input: user });
  return { status: 'signed_in', user };
}
