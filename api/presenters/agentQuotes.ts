import * as v from 'valibot';
import {
  QUOTE_STATUSES,
  type AgentQuote,
  type QuoteService,
  type QuoteTemplate,
} from '@contract/agentQuotes.ts';
import type { AgentQuotesRow, QuoteTemplatesRow } from '@db/schema/rows.ts';
import type { JoinedClientName } from '../queries/joinedClient.ts';

/**
 * A quote as the presenter reads it: a typed row, joined with its client's names or not. The
 * sync adapter hands its rows over untyped (its recordsById reads `Record<string, unknown>`),
 * so each field is read by its shape, which a typed row always has.
 */
export type PresentableQuote =
  AgentQuotesRow | (AgentQuotesRow & JoinedClientName) | Readonly<Record<string, unknown>>;

/**
 * A quote as the API answers it. A quote stored without a valid-until day (the column allows
 * it, the form does not) answers null there, as it always has.
 */
export type PresentedQuote = Omit<AgentQuote, 'validUntil'> & { validUntil: string | null };

/** The services as a quote stores them (quoteSaver writes exactly these fields). */
const StoredServices = v.array(v.object({ name: v.string(), price: v.number(), quantity: v.number() }));

/** A stored services list; none when the column holds anything else. */
export function quoteServicesOf(value: unknown): QuoteService[] {
  return v.is(StoredServices, value) ? value : [];
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A timestamp column as the wire's ISO text (a typed row's is a Date; an untyped one may be text). */
function isoOf(value: unknown): string {
  return new Date(value instanceof Date || typeof value === 'string' ? value : Number.NaN).toISOString();
}

/** The client's names when the query joined a client, else null. */
export function clientOf(
  row: Readonly<Record<string, unknown>>,
): { firstName: string; lastName: string } | null {
  const { clientFirstName: firstName, clientLastName: lastName } = row;
  if (firstName === undefined || firstName === null) return null;
  return { firstName: String(firstName), lastName: String(lastName ?? '') };
}

/** A stored quote (optionally joined with its client's names) as the API answers it. */
export function presentQuote(row: PresentableQuote): PresentedQuote {
  return {
    id: String(row.id),
    clientId: textOf(row.clientId),
    agentId: textOf(row.agentId),
    title: String(row.title),
    description: textOf(row.description),
    services: quoteServicesOf(row.services),
    subtotal: Number(row.subtotal ?? 0),
    taxes: Number(row.taxes ?? 0),
    totalCost: Number(row.totalCost ?? 0),
    currency: String(row.currency),
    validUntil: textOf(row.validUntil),
    status: QUOTE_STATUSES.find((status) => status === row.status) ?? 'draft',
    terms: textOf(row.terms),
    notes: textOf(row.notes),
    client: clientOf(row),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

export function presentQuoteTemplate(
  row: Pick<QuoteTemplatesRow, 'id' | 'name' | 'title' | 'services' | 'terms'>,
): QuoteTemplate {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    services: quoteServicesOf(row.services),
    terms: row.terms,
  };
}

/** GET /api/quotes: what the proposal form's inclusion list needs. */
export function presentQuoteSummary(
  row: Pick<AgentQuotesRow, 'id' | 'title' | 'totalCost' | 'currency' | 'status' | 'clientId'>,
) {
  return {
    id: row.id,
    title: row.title,
    totalAmount: Number(row.totalCost ?? 0),
    currency: row.currency,
    status: row.status,
    clientId: row.clientId,
  };
}
