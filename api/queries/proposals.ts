import type { Queryable } from '@db/index.ts';
import type { AgentQuotesRow, ItinerariesRow, ProposalsRow } from '@db/schema/rows.ts';
import { proposalsVisibleTo } from '../policies/proposals.ts';
import type { SessionUser } from '../types.ts';
import type { JoinedClientName } from './joinedClient.ts';

const WITH_CLIENT = [
  'proposals.*',
  'clients.firstName as clientFirstName',
  'clients.lastName as clientLastName',
] as const;

/** A proposal with its client's names, as the office lists and opens it. */
export type ProposalWithClient = ProposalsRow & JoinedClientName;

/** What a proposal names of what it includes. */
type Inclusions = Pick<ProposalsRow, 'agentId' | 'clientId' | 'includedQuotes' | 'includedItineraries'>;

/** The actor's proposals (admins: all), newest first, each with its client's names. */
export async function listProposals(db: Queryable, actor: SessionUser): Promise<ProposalWithClient[]> {
  return proposalsVisibleTo(db, actor)
    .leftJoin('clients', 'clients.id', 'proposals.clientId')
    .orderBy('proposals.createdAt', 'desc')
    .select(...WITH_CLIENT);
}

export async function findProposal(
  db: Queryable,
  actor: SessionUser,
  id: string,
): Promise<ProposalWithClient | undefined> {
  return proposalsVisibleTo(db, actor)
    .leftJoin('clients', 'clients.id', 'proposals.clientId')
    .where('proposals.id', id)
    .first(...WITH_CLIENT);
}

/**
 * A sent proposal by its public token (the client's link): drafts and tombstones are never
 * reachable, whatever the token.
 */
export async function findProposalByToken(
  db: Queryable,
  token: string,
): Promise<ProposalWithClient | undefined> {
  return db('proposals')
    .leftJoin('clients', 'clients.id', 'proposals.clientId')
    .where('proposals.publicToken', token)
    .whereNull('proposals.deletedAt')
    .whereNot('proposals.status', 'draft')
    .first(...WITH_CLIENT);
}

export type IncludedQuote = Pick<
  AgentQuotesRow,
  'id' | 'title' | 'services' | 'subtotal' | 'taxes' | 'totalCost' | 'currency' | 'validUntil'
>;
export type IncludedItinerary = Pick<
  ItinerariesRow,
  'id' | 'title' | 'description' | 'startDate' | 'endDate'
>;

/** The quotes a proposal includes, as its client sees them: only the proposal agent's live quotes. */
export async function includedQuotesOf(db: Queryable, proposal: Inclusions): Promise<IncludedQuote[]> {
  const ids = proposal.includedQuotes;
  if (ids.length === 0 || !proposal.agentId) return [];
  return db('agentQuotes')
    .whereIn('id', ids)
    .where({ agentId: proposal.agentId })
    .whereNull('deletedAt')
    .orderBy('createdAt')
    .select('id', 'title', 'services', 'subtotal', 'taxes', 'totalCost', 'currency', 'validUntil');
}

/** The itineraries a proposal includes: only live ones of the proposal's own client. */
export async function includedItinerariesOf(
  db: Queryable,
  proposal: Inclusions,
): Promise<IncludedItinerary[]> {
  const ids = proposal.includedItineraries;
  if (ids.length === 0) return [];
  return db('itineraries')
    .whereIn('id', ids)
    .where({ clientId: proposal.clientId })
    .whereNull('deletedAt')
    .orderBy('startDate')
    .select('id', 'title', 'description', 'startDate', 'endDate');
}
