import type { Queryable } from '@db/index.ts';
import { quotesVisibleTo, quoteTemplatesVisibleTo } from '../policies/agentQuotes.ts';
import type { SessionUser } from '../types.ts';

const WITH_CLIENT = [
  'agentQuotes.*',
  'clients.firstName as clientFirstName',
  'clients.lastName as clientLastName',
] as const;

/** The actor's quotes (admins: all), newest first, each with its client's names. */
export function listQuotes(db: Queryable, actor: SessionUser) {
  return quotesVisibleTo(db, actor)
    .leftJoin('clients', 'clients.id', 'agentQuotes.clientId')
    .orderBy('agentQuotes.createdAt', 'desc')
    .select(...WITH_CLIENT);
}

export function findQuote(db: Queryable, actor: SessionUser, id: string) {
  return quotesVisibleTo(db, actor)
    .leftJoin('clients', 'clients.id', 'agentQuotes.clientId')
    .where('agentQuotes.id', id)
    .first(...WITH_CLIENT) as Promise<Record<string, unknown> | undefined>;
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
