import { insertVersioned, updateVersioned } from '@db/versioning.ts';
import { whereAgencyVouches } from '../policies/clients.ts';
import type { SessionUser } from '../types.ts';
import type { SystemCommand } from './command.ts';

/**
 * A client account's `clients` row: the agency may already know the person by e-mail (a lead
 * an agent entered); then the account is linked to it, otherwise a row is created. Linking
 * hands the account that row's trips, so call it only for an address its owner proved (our
 * verification link, a provider or the member site), never for one merely typed in.
 *
 * Which row: the oldest one with the address that the agency vouches for (an admin's, or one
 * looked after by approved agents only: `whereAgencyVouches`) and no other account holds. A
 * row an unapproved agent holds is never linked, so a stranger who registers as an agent and
 * files a record under a traveller's address writes nothing into their dashboard. An account
 * linked already keeps its row (its address proved again, or the row's address edited since),
 * so a link happens once: rows filed or approved after it stay the office's.
 */
export async function clientRowLinker({ trx, input: user }: SystemCommand<SessionUser>): Promise<void> {
  const linked = await trx('clients').where({ userId: user.id }).first('id');
  if (linked) return;
  const vouched = await whereAgencyVouches(
    trx,
    trx('clients')
      .whereRaw('lower(clients.email) = ?', [user.email.toLowerCase()])
      .whereNull('clients.deletedAt')
      .whereNull('clients.userId'),
  )
    .orderBy([{ column: 'clients.createdAt' }, { column: 'clients.id' }])
    .first('clients.id');
  if (vouched) {
    await updateVersioned(trx, 'clients', vouched.id, { userId: user.id });
    return;
  }
  await insertVersioned(trx, 'clients', {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    phone: user.phone,
    userId: user.id,
  });
}

/**
 * An agent account's `agents` row and settings. A self-registered or self-promoted agent
 * starts unapproved: they see only clients assigned to them and no website leads until an
 * admin approves them.
 */
export async function agentRowEnsurer({
  trx,
  input: { userId },
}: SystemCommand<{ userId: string }>): Promise<void> {
  await trx('agents').insert({ userId, isAvailable: true, isApproved: false }).onConflict('userId').ignore();
  await trx('agentSettings').insert({ agentId: userId }).onConflict('agentId').ignore();
}
