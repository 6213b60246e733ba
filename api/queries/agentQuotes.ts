import type { Queryable } from '@db/index.ts';
import type { AgentQuotesRow } from '@db/schema/rows.ts';
import { quotesVisibleTo, quoteTemplatesVisibleTo } from '../policies/agentQuotes.ts';
import type { SessionUser } from '../types.ts';
import type { JoinedClientName } from './joinedClient.ts';

const WITH_CLIENT = [
  'agentQuotes.*',
  'clients.firstName as clientFirstName',
  'clients.lastName as clientLastName',
] as const;

/** A quote with its client's names, as the office lists and opens it. */
export type QuoteWithClient = AgentQuotesRow & JoinedClientName;

/** The actor's quotes (admins: all), newest first, each with its client's names. */
export async function listQuotes(db: Queryable, actor: SessionUser): Promise<QuoteWithClient[]> {
  return quotesVisibleTo(db, actor)
    .leftJoin('clients', 'clients.id', 'agentQuotes.clientId')
    .orderBy('agentQuotes.createdAt', 'desc')
    .select(...WITH_CLIENT);
}

export async function findQuote(
  db: Queryable,
  actor: SessionUser,
  id: string,
): Promise<QuoteWithClient | undefined> {
  return quotesVisibleTo(db, actor)
    .leftJoin('clients', 'clients.id', 'agentQuotes.clientId')
    .where('agentQuotes.id', id)
    .first(...WITH_CLIENT);
}

/** Title, total and currency of the actor's quotes, for the proposal form's inclusion list. */
export function listQuoteSummaries(db: Queryable, actor: SessionUser) {
  return quotesVisibleTo(db, actor)
    .orderBy('agentQuotes.createdAt', 'desc')
    .select('id', 'title', 'totalCost', 'currency', 'status', 'clientId');
}

export function listQuoteTemplates(db: Queryable, actor: SessionUser) {
  return quoteTemplatesVisibleTo(db, actor)
    .orderBy('name')
    .select('id', 'name', 'title', 'services', 'terms');
}
