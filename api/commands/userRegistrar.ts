import type { Knex } from 'knex';
import type { RegisterInput } from '@contract/auth.ts';
import { authMessages } from '@contract/auth.ts';
import { conflict } from '../errors.ts';
import { hashPassword } from '../lib/passwords.ts';
import { SESSION_USER_COLUMNS } from '../queries/users.ts';
import type { SessionUser } from '../types.ts';
import { ensureAgentRow, linkOrCreateClientRow } from './accountLinks.ts';

/** Creates an account (client or agent, as chosen) with its clients or agents row. */
export async function userRegistrar({
  trx,
  input,
}: {
  trx: Knex.Transaction;
  input: RegisterInput;
}): Promise<SessionUser> {
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
    })
    .onConflict('email')
    .ignore()
    .returning(SESSION_USER_COLUMNS)) as SessionUser[];
  // Two registrations racing for one e-mail: the loser hears the same as a late one.
  if (!user) throw conflict(authMessages.emailTaken);
  if (user.role === 'agent') await ensureAgentRow(trx, user.id);
  else await linkOrCreateClientRow(trx, user);
  return user;
}
