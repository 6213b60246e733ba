import type { AgentQuote, QuoteService, QuoteTemplate } from '@contract/agentQuotes.ts';

type Row = Record<string, unknown>;

/** A stored quote (optionally joined with its client's names) as the API answers it. */
export function presentQuote(row: Row): AgentQuote {
  return {
    id: row.id as string,
    clientId: (row.clientId as string | null) ?? null,
    agentId: (row.agentId as string | null) ?? null,
    title: row.title as string,
    description: (row.description as string | null) ?? null,
    services: (row.services as QuoteService[] | null) ?? [],
    subtotal: Number(row.subtotal ?? 0),
    taxes: Number(row.taxes ?? 0),
    totalCost: Number(row.totalCost ?? 0),
    currency: row.currency as string,
    validUntil: row.validUntil as string,
    status: row.status as AgentQuote['status'],
    terms: (row.terms as string | null) ?? null,
    notes: (row.notes as string | null) ?? null,
    client:
      row.clientFirstName !== undefined && row.clientFirstName !== null
        ? { firstName: row.clientFirstName as string, lastName: row.clientLastName as string }
        : null,
    createdAt: new Date(row.createdAt as string).toISOString(),
    updatedAt: new Date(row.updatedAt as string).toISOString(),
  };
}

export function presentQuoteTemplate(row: Row): QuoteTemplate {
  return {
    id: row.id as string,
    name: row.name as string,
    title: row.title as string,
    services: (row.services as QuoteService[] | null) ?? [],
    terms: (row.terms as string | null) ?? null,
  };
}

/** GET /api/quotes: what the proposal form's inclusion list needs. */
export function presentQuoteSummary(row: Row) {
  return {
    id: row.id as string,
    title: row.title as string,
    totalAmount: Number(row.totalCost ?? 0),
    currency: row.currency as string,
    status: row.status as string,
    clientId: (row.clientId as string | null) ?? null,
  };
}
