import { proposalCopy, type ProposalInput } from '@contract/proposals.ts';
import { jsonb, type Trx } from '@db/index.ts';
import { insertVersioned, updateVersioned } from '@db/versioning.ts';
import { notFound } from '../errors.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { quotesVisibleTo } from '../policies/agentQuotes.ts';
import { proposalsVisibleTo } from '../policies/proposals.ts';
import type { SessionUser } from '../types.ts';
import type { Command } from './command.ts';
import { assertClientVisible } from './quoteSaver.ts';
import { assertNotAcceptedForDeletion, assertNotFrozen } from './proposalAcceptance.ts';

export const PROPOSAL_NOT_FOUND = 'Proposal not found';

/** Included quotes and itineraries must be ones the actor may see, like the client. */
async function assertIncludesVisible(trx: Trx, actor: SessionUser, input: ProposalInput) {
  const quoteIds = [...new Set([...input.includedQuotes, ...(input.quoteId ? [input.quoteId] : [])])];
  if (quoteIds.length > 0) {
    const found = await quotesVisibleTo(trx, actor)
      .whereIn('agentQuotes.id', quoteIds)
      .select('agentQuotes.id');
    if (found.length !== quoteIds.length) throw notFound('Quote not found');
  }
  const itineraryIds = [...new Set(input.includedItineraries)];
  if (itineraryIds.length > 0) {
    const found = await trx('itineraries')
      .whereIn('itineraries.id', itineraryIds)
      .whereNull('itineraries.deletedAt')
      .whereIn('itineraries.clientId', clientsVisibleTo(trx, actor).select('clients.id'))
      .select('itineraries.id');
    if (found.length !== itineraryIds.length) throw notFound('Itinerary not found');
  }
}

function storedFields(input: ProposalInput) {
  return {
    clientId: input.clientId,
    quoteId: input.quoteId,
    title: input.title,
    description: input.description,
    template: input.template,
    introduction: input.introduction,
    destinations: input.destinations,
    startDate: input.startDate,
    endDate: input.endDate,
    numberOfTravelers: input.numberOfTravelers,
    detailedItinerary: jsonb(input.detailedItinerary),
    inclusions: input.inclusions,
    exclusions: input.exclusions,
    includedQuotes: [...new Set(input.includedQuotes)],
    includedItineraries: [...new Set(input.includedItineraries)],
    customSections: jsonb(input.customSections),
    terms: input.terms,
    validUntil: input.validUntil,
    branding: jsonb(input.branding),
    // total_cost mirrors total_value (both minor units) for readers of either column.
    totalCost: input.totalValue,
    totalValue: input.totalValue,
    currency: input.currency,
    notes: input.notes,
  };
}

/** A new proposal is the actor's draft. */
export async function proposalCreator({
  trx,
  actor,
  input,
}: Command<
  ProposalInput & {
    /** A uuid made on a device (offline creation); the database makes one otherwise. */
    id?: string;
  }
>) {
  await assertClientVisible(trx, actor, input.clientId);
  await assertIncludesVisible(trx, actor, input);
  return insertVersioned(trx, 'proposals', {
    ...(input.id ? { id: input.id } : {}),
    ...storedFields(input),
    agentId: actor.id,
    status: 'draft',
  });
}

/**
 * Edits the content; the status moves only by sending and by the client's answer. An accepted
 * proposal is frozen (409): a new version is a copy (proposalDuplicator).
 */
export async function proposalUpdater({
  trx,
  actor,
  input: { id, changes },
}: Command<{ id: string; changes: ProposalInput }>) {
  const existing = await proposalsVisibleTo(trx, actor)
    .where('proposals.id', id)
    .forUpdate()
    .first('id', 'status');
  if (!existing) throw notFound(PROPOSAL_NOT_FOUND);
  assertNotFrozen(existing);
  await assertClientVisible(trx, actor, changes.clientId);
  await assertIncludesVisible(trx, actor, changes);
  return updateVersioned(trx, 'proposals', id, storedFields(changes));
}

/**
 * A tombstone (deleted_at), so the deletion reaches devices; its public link stops working. An
 * accepted proposal is kept (409).
 */
export async function proposalRemover({ trx, actor, input: { id } }: Command<{ id: string }>) {
  const existing = await proposalsVisibleTo(trx, actor)
    .where('proposals.id', id)
    .forUpdate()
    .first('id', 'status');
  if (!existing) throw notFound(PROPOSAL_NOT_FOUND);
  assertNotAcceptedForDeletion(existing);
  await updateVersioned(trx, 'proposals', id, { deletedAt: trx.fn.now() });
}

/** A copy of the content as a new draft titled "<title> (Copy)", owned by the actor. */
export async function proposalDuplicator({ trx, actor, input: { id } }: Command<{ id: string }>) {
  const source = await proposalsVisibleTo(trx, actor).where('proposals.id', id).first();
  if (!source) throw notFound(PROPOSAL_NOT_FOUND);
  const copy = proposalCopy(source);
  return insertVersioned(trx, 'proposals', {
    ...copy,
    agentId: source.agentId ?? actor.id,
    detailedItinerary: jsonb(copy.detailedItinerary),
    customSections: jsonb(copy.customSections),
    branding: jsonb(copy.branding),
    // total_cost mirrors total_value, as storedFields keeps them.
    totalCost: copy.totalValue,
  });
}
