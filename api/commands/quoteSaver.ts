import { quoteTotals, type QuoteInput } from '@contract/agentQuotes.ts';
import { jsonb, type Trx } from '@db/index.ts';
import { insertVersioned, markSyncScopeChanged, updateVersioned } from '@db/versioning.ts';
import { syncMessages } from '@contract/sync.ts';
import { badRequest, notFound } from '../errors.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { quotesVisibleTo } from '../policies/agentQuotes.ts';
import type { SessionUser } from '../types.ts';
import type { Command } from './command.ts';

export const QUOTE_NOT_FOUND = 'Quote not found';
export const CLIENT_NOT_FOUND = 'Client not found';

/** The client must be one the actor may see: anyone else's answers 404, as if it did not exist. */
export async function assertClientVisible(trx: Trx, actor: SessionUser, clientId: string) {
  const client = await clientsVisibleTo(trx, actor).where('clients.id', clientId).first('clients.id');
  if (!client) throw notFound(CLIENT_NOT_FOUND);
}

/**
 * How a quote's owner is asked for. An admin may name any active agent (or admin); anyone
 * else's quote stays theirs. A form's owner field is then quietly left as it was, but a
 * device hears "applied" as "stored as sent", so a sync change asking for another owner is
 * refused rather than kept quietly (`refuseOtherOwner`).
 */
interface OwnerAsked {
  agentId?: string | null;
  refuseOtherOwner?: boolean;
}

/** The quote's owner: the actor (or the owner it has), unless an admin names another. */
async function ownerFor(
  trx: Trx,
  actor: SessionUser,
  { agentId: requested, refuseOtherOwner }: OwnerAsked,
  current?: string | null,
) {
  if (actor.role !== 'admin') {
    const owner = current ?? actor.id;
    if (refuseOtherOwner && requested != null && requested !== owner) {
      throw badRequest(syncMessages.quoteOwner, { agentId: syncMessages.quoteOwner });
    }
    return owner;
  }
  if (!requested) return current ?? actor.id;
  const user = await trx('users')
    .where({ id: requested, isActive: true })
    .whereIn('role', ['agent', 'admin'])
    .first('id');
  if (!user) throw badRequest('Agent not found', { agentId: 'Agent not found' });
  return requested;
}

function storedFields(input: QuoteInput) {
  // The totals are the server's: whatever the caller sent for them is never read.
  const services = input.services.map(({ name, price, quantity }) => ({ name, price, quantity }));
  return {
    clientId: input.clientId,
    title: input.title,
    description: input.description,
    services: jsonb(services),
    ...quoteTotals(services),
    currency: input.currency,
    validUntil: input.validUntil,
    status: input.status,
    terms: input.terms,
    notes: input.notes,
  };
}

export async function quoteCreator({
  trx,
  actor,
  input,
}: Command<
  QuoteInput &
    Pick<OwnerAsked, 'refuseOtherOwner'> & {
      /** A uuid made on a device (offline creation); the database makes one otherwise. */
      id?: string;
    }
>) {
  await assertClientVisible(trx, actor, input.clientId);
  const agentId = await ownerFor(trx, actor, input);
  return insertVersioned(trx, 'agent_quotes', {
    ...(input.id ? { id: input.id } : {}),
    ...storedFields(input),
    agentId,
  });
}

export async function quoteUpdater({
  trx,
  actor,
  input: { id, changes, refuseOtherOwner },
}: Command<{ id: string; changes: QuoteInput } & Pick<OwnerAsked, 'refuseOtherOwner'>>) {
  const existing = await quotesVisibleTo(trx, actor)
    .where('agentQuotes.id', id)
    .forUpdate()
    .first('id', 'agentId');
  if (!existing) throw notFound(QUOTE_NOT_FOUND);
  await assertClientVisible(trx, actor, changes.clientId);
  const previousOwner = existing.agentId;
  const agentId = await ownerFor(trx, actor, { agentId: changes.agentId, refuseOtherOwner }, previousOwner);
  const stored = await updateVersioned(trx, 'agent_quotes', id, { ...storedFields(changes), agentId });
  if (previousOwner && previousOwner !== agentId) {
    // The former owner's devices hold a quote they may no longer see, and no tombstone comes.
    await markSyncScopeChanged(trx, trx('users').where({ id: previousOwner, role: 'agent' }).select('id'));
  }
  return stored;
}

/** A tombstone (deleted_at), so the deletion reaches devices through sync. */
export async function quoteRemover({ trx, actor, input: { id } }: Command<{ id: string }>) {
  const existing = await quotesVisibleTo(trx, actor).where('agentQuotes.id', id).forUpdate().first('id');
  if (!existing) throw notFound(QUOTE_NOT_FOUND);
  await updateVersioned(trx, 'agent_quotes', id, { deletedAt: trx.fn.now() });
}
