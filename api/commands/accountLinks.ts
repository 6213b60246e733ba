import { insertVersioned, updateVersioned } from '@db/versioning.ts';
import type { SessionUser } from '../types.ts';
import type { SystemCommand } from './command.ts';

/**
 * A client account's `clients` row: the agency may already know the person by e-mail (a lead
 * an agent entered); then the account is linked to it, otherwise a row is created. Linking
 * hands the account that row's trips, so call it only for an address its owner proved (our
 * verification link, a provider or the member site), never for one merely typed in.
 */
export async function clientRowLinker({ trx, input: user }: SystemCommand<SessionUser>): Promise<void> {
  const existing = await trx('clients')
    .whereRaw('lower(email) = ?', [user.email])
    .whereNull('deletedAt')
    .orderBy('createdAt')
    .first('id', 'userId');
  if (existing) {
    if (!existing.userId) await updateVersioned(trx, 'clients', existing.id, { userId: user.id });
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
