import type { RegisterInput } from '@contract/auth.ts';
import { hashPassword } from '../lib/passwords.ts';
import { queueMail } from '../mail/mailQueue.ts';
import { SESSION_USER_COLUMNS } from '../queries/users.ts';
import type { SessionUser } from '../types.ts';
import { agentRowEnsurer } from './accountLinks.ts';
import type { SystemCommand } from './command.ts';
import { emailVerificationIssuer } from './emailVerification.ts';
import { existingAccountMail } from './existingAccountMail.ts';
import { queueLinkMail } from './linkMailer.ts';

/** A new account, or an address that already had one (told to its owner by e-mail only). */
export type Registration = { created: true; user: SessionUser } | { created: false };

/**
 * Creates an account (client or agent, as chosen) with an unverified address and queues the
 * verification e-mail in this transaction. An agent gets its agents row now; a client is matched
 * to the agency's `clients` row only when the address is verified, since until then anyone may
 * have typed it.
 *
 * An address that already has an account is not an error the caller may show: answering
 * differently would tell anyone which addresses have accounts here. Its owner is mailed
 * instead, and the account itself is left exactly as it was.
 */
export async function userRegistrar({
  trx,
  input,
}: SystemCommand<
  RegisterInput & {
    /** The public address the e-mailed links point at (config.appUrl). */
    appUrl: string;
  }
>): Promise<Registration> {
  // Hashed either way, so an existing address takes as long to answer as a new one.
  const passwordHash = await hashPassword(input.password);
  const [user]: SessionUser[] = await trx('users')
    .insert({
      email: input.email,
      passwordHash,
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      authMethod: 'custom',
      emailVerifiedAt: null,
    })
    .onConflict('email')
    .ignore()
    .returning(SESSION_USER_COLUMNS);
  if (!user) {
    // Taken, possibly by a registration racing this one: the owner hears of it, nobody else.
    // The insert found the address taken, so its account is there to be read.
    const owner = await trx('users').where({ email: input.email }).first('id', 'email', 'firstName');
    if (!owner) throw new Error('registering found the e-mail address taken, then no account holding it');
    await queueMail(
      trx,
      existingAccountMail({ to: owner.email, firstName: owner.firstName, appUrl: input.appUrl }),
      // An account-access e-mail with no token of its own: nothing to withdraw if it fails.
      { kind: 'password_reset', userId: owner.id },
    );
    return { created: false };
  }
  if (user.role === 'agent') await agentRowEnsurer({ trx, input: { userId: user.id } });
  const verification = await emailVerificationIssuer({ trx, input: { user, appUrl: input.appUrl } });
  await queueLinkMail(trx, verification, 'emailVerificationTokens');
  return { created: true, user };
}
