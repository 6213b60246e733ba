import * as v from 'valibot';
import {
  QuoteInput,
  quoteTotals,
  type AgentQuote,
  type QuoteService,
  type QuoteStatus,
} from '@contract/agentQuotes';
import { fromMinorUnits, toMinorUnits } from '@contract/money';
import { fieldMessages } from '@contract/fieldMessages';

/** A service row as typed: price in dollars; null while the agent has emptied the input. */
export interface ServiceRow {
  key: number;
  name: string;
  price: number | null;
  quantity: number | null;
}

export interface QuoteDraft {
  title: string;
  clientId: string;
  status: QuoteStatus;
  validUntil: string;
  services: ServiceRow[];
  terms: string;
  notes: string;
}

export type SetQuoteField = <K extends keyof QuoteDraft>(key: K, value: QuoteDraft[K]) => void;

let rowKey = 0;
/** A new service row: price 0, quantity 1. */
export const newRow = (): ServiceRow => ({ key: ++rowKey, name: '', price: 0, quantity: 1 });

/** Rows from stored services (minor units); never empty, a quote always has a row to fill. */
export function rowsOf(services: readonly QuoteService[]): ServiceRow[] {
  return services.length
    ? services.map((service) => ({
        key: ++rowKey,
        name: service.name,
        price: fromMinorUnits(service.price),
        quantity: service.quantity,
      }))
    : [newRow()];
}

export function emptyDraft(): QuoteDraft {
  return {
    title: '',
    clientId: '',
    status: 'draft',
    validUntil: '',
    services: [newRow()],
    terms: '',
    notes: '',
  };
}

export function draftOf(quote: AgentQuote): QuoteDraft {
  return {
    title: quote.title,
    clientId: quote.clientId ?? '',
    status: quote.status,
    validUntil: quote.validUntil?.slice(0, 10) ?? '',
    services: rowsOf(quote.services),
    terms: quote.terms ?? '',
    notes: quote.notes ?? '',
  };
}

/** The request body before validation; an emptied number becomes NaN so the schema rejects it. */
export function bodyOf(draft: QuoteDraft, currency: string | undefined) {
  return {
    currency,
    title: draft.title,
    clientId: draft.clientId,
    status: draft.status,
    validUntil: draft.validUntil,
    services: draft.services.map((row) => ({
      name: row.name,
      price: row.price === null ? Number.NaN : toMinorUnits(row.price),
      quantity: row.quantity ?? Number.NaN,
    })),
    terms: draft.terms,
    notes: draft.notes,
  };
}

export type QuoteCheck =
  | { success: true; output: QuoteInput; errors: Record<string, string> }
  | { success: false; output?: undefined; errors: Record<string, string> };

/**
 * The shared schema's verdict on a draft. A service's messages are keyed by its row
 * ("services.<row key>.price", not its position), so they stay with their row when a row
 * above it is removed.
 */
export function checkDraft(draft: QuoteDraft, currency: string | undefined): QuoteCheck {
  const parsed = v.safeParse(QuoteInput, bodyOf(draft, currency));
  if (parsed.success) return { success: true, output: parsed.output, errors: {} };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldMessages(parsed.issues))) {
    const byRow = path.replace(
      /^services\.(\d+)(?=\.|$)/,
      (_match, index: string) => `services.${draft.services[Number(index)]?.key ?? index}`,
    );
    errors[byRow] ??= message;
  }
  return { success: false, errors };
}

/** The message of a service row's field, as checkDraft keys it. */
export const serviceIssue = (errors: Record<string, string>, row: ServiceRow, field: keyof QuoteService) =>
  errors[`services.${row.key}.${field}`];

/** Totals as the server will compute them, shown while typing (empty inputs count as 0). */
export function previewTotals(rows: readonly ServiceRow[]) {
  return quoteTotals(
    rows.map((row) => ({ name: row.name, price: toMinorUnits(row.price ?? 0), quantity: row.quantity ?? 0 })),
  );
}

/** Titles of the error toasts; the server's message is the description. */
export const quoteErrorToasts = {
  createFailed: 'Error creating quote',
  updateFailed: 'Error updating quote',
  deleteFailed: 'Error deleting quote',
} as const;

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
