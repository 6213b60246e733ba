import type { Queryable } from '@db/index.ts';
import { proposalsVisibleTo } from '../policies/proposals.ts';
import type { SessionUser } from '../types.ts';

const WITH_CLIENT = [
  'proposals.*',
  'clients.firstName as clientFirstName',
  'clients.lastName as clientLastName',
];

/** The actor's proposals (admins: all), newest first, each with its client's names. */
export function listProposals(db: Queryable, actor: SessionUser) {
  return proposalsVisibleTo(db, actor)
    .leftJoin('clients', 'clients.id', 'proposals.clientId')
    .orderBy('proposals.createdAt', 'desc')
    .select(WITH_CLIENT);
}

export function findProposal(db: Queryable, actor: SessionUser, id: string) {
  return proposalsVisibleTo(db, actor)
    .leftJoin('clients', 'clients.id', 'proposals.clientId')
    .where({ 'proposals.id': id })
    .first(WITH_CLIENT) as Promise<Record<string, unknown> | undefined>;
}

/**
 * A sent proposal by its public token (the client's link): drafts and tombstones are never
 * reachable, whatever the token.
 */
export function findProposalByToken(db: Queryable, token: string) {
  return db('proposals')
    .leftJoin('clients', 'clients.id', 'proposals.clientId')
    .where({ 'proposals.publicToken': token })
    .whereNull('proposals.deletedAt')
    .whereNot('proposals.status', 'draft')
    .first(WITH_CLIENT) as Promise<Record<string, unknown> | undefined>;
}

/** The quotes a proposal includes, as its client sees them: only the proposal agent's live quotes. */
export function includedQuotesOf(db: Queryable, proposal: Record<string, unknown>) {
  const ids = (proposal.includedQuotes as string[] | null) ?? [];
  if (ids.length === 0 || !proposal.agentId) return Promise.resolve([] as Record<string, unknown>[]);
  return db('agentQuotes')
    .whereIn('id', ids)
    .where({ agentId: proposal.agentId })
    .whereNull('deletedAt')
    .orderBy('createdAt')
    .select('id', 'title', 'services', 'subtotal', 'taxes', 'totalCost', 'currency', 'validUntil') as Promise<
    Record<string, unknown>[]
  >;
}

/** The itineraries a proposal includes: only live ones of the proposal's own client. */
export function includedItinerariesOf(db: Queryable, proposal: Record<string, unknown>) {
  const ids = (proposal.includedItineraries as string[] | null) ?? [];
  if (ids.length === 0) return Promise.resolve([] as Record<string, unknown>[]);
  return db('itineraries')
    .whereIn('id', ids)
    .where({ clientId: proposal.clientId })
    .whereNull('deletedAt')
    .orderBy('startDate')
    .select('id', 'title', 'description', 'startDate', 'endDate') as Promise<Record<string, unknown>[]>;
}
