import type { RegisterInput } from '@contract/auth.ts';
import { authMessages } from '@contract/auth.ts';
import { conflict } from '../errors.ts';
import { hashPassword } from '../lib/passwords.ts';
import { SESSION_USER_COLUMNS } from '../queries/users.ts';
import type { SessionUser } from '../types.ts';
import { agentRowEnsurer } from './accountLinks.ts';
import type { SystemCommand } from './command.ts';
import { emailVerificationIssuer } from './emailVerification.ts';
import type { LinkDelivery } from './linkMailer.ts';

/**
 * Creates an account (client or agent, as chosen) with an unverified address and the
 * verification e-mail to send once this transaction commits. An agent gets its agents row now;
 * a client is matched to the agency's `clients` row only when the address is verified, since
 * until then anyone may have typed it.
 */
export async function userRegistrar({
  trx,
  input,
}: SystemCommand<
  RegisterInput & {
    /** The public address the verification link points at (config.appUrl). */
    appUrl: string;
  }
>): Promise<{ user: SessionUser; verification: LinkDelivery }> {
  const taken = await trx('users').where({ email: input.email }).first('id');
  if (taken) throw conflict(authMessages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const [user] = (await trx('users')
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
    .returning(SESSION_USER_COLUMNS)) as SessionUser[];
  // Two registrations racing for one e-mail: the loser hears the same as a late one.
  if (!user) throw conflict(authMessages.emailTaken);
  if (user.role === 'agent') await agentRowEnsurer({ trx, input: { userId: user.id } });
  const verification = await emailVerificationIssuer({ trx, input: { user, appUrl: input.appUrl } });
  return { user, verification };
}
