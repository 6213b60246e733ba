/**
 * A proposal as the server's branded PDF: the parts it prices and lists read from the database,
 * then the document the device makes too (see @contract/proposalDocument.ts).
 */
import { proposalDocument } from '@contract/proposalDocument.ts';
import { renderProposalDocument } from './proposalPdf.ts';
import type { Proposal, ProposalPdfItinerary, ProposalPdfQuote } from '@contract/proposals.ts';
import type { QuoteService } from '@contract/agentQuotes.ts';
import type { Queryable } from '@db/index.ts';
import type { ProposalsRow } from '@db/schema/rows.ts';
import { proposalFonts } from './proposalFonts.ts';

type Row = Record<string, unknown>;

/**
 * What the document prices and lists besides the proposal itself: its own quote first, then the
 * included quotes oldest first (only the proposal agent's live quotes, as the client's page
 * shows them), and the included itineraries of the proposal's client by start date.
 */
export async function proposalPdfParts(
  db: Queryable,
  proposal: Pick<ProposalsRow, 'agentId' | 'clientId' | 'quoteId' | 'includedQuotes' | 'includedItineraries'>,
): Promise<{ quotes: ProposalPdfQuote[]; itineraries: ProposalPdfItinerary[] }> {
  const ownQuote = proposal.quoteId;
  const quoteIds = [...new Set([...(ownQuote ? [ownQuote] : []), ...proposal.includedQuotes])];
  const itineraryIds = proposal.includedItineraries;
  const [quoteRows, itineraryRows] = await Promise.all([
    quoteIds.length > 0 && proposal.agentId
      ? (db('agentQuotes')
          .whereIn('id', quoteIds)
          .where({ agentId: proposal.agentId })
          .whereNull('deletedAt')
          .orderBy('createdAt')
          .select('id', 'title', 'services', 'subtotal', 'taxes', 'totalCost', 'currency') as Promise<Row[]>)
      : Promise.resolve([] as Row[]),
    itineraryIds.length > 0
      ? (db('itineraries')
          .whereIn('id', itineraryIds)
          .where({ clientId: proposal.clientId })
          .whereNull('deletedAt')
          .orderBy('startDate')
          .select('title', 'description', 'startDate', 'endDate', 'totalCost', 'currency') as Promise<Row[]>)
      : Promise.resolve([] as Row[]),
  ]);
  const ordered = [
    ...quoteRows.filter((row) => row.id === ownQuote),
    ...quoteRows.filter((row) => row.id !== ownQuote),
  ];
  return {
    quotes: ordered.map((row) => ({
      title: String(row.title ?? ''),
      services: (row.services as QuoteService[] | null) ?? [],
      subtotal: Number(row.subtotal ?? 0),
      taxes: Number(row.taxes ?? 0),
      totalCost: Number(row.totalCost ?? 0),
      currency: String(row.currency ?? 'USD'),
    })),
    itineraries: itineraryRows.map((row) => ({
      title: String(row.title ?? ''),
      description: (row.description as string | null) ?? null,
      startDate: (row.startDate as string | null) ?? null,
      endDate: (row.endDate as string | null) ?? null,
      totalCost: row.totalCost == null ? null : Number(row.totalCost),
      currency: String(row.currency ?? 'USD'),
    })),
  };
}

/** The proposal as the PDF the office downloads, in the document the device would make too. */
export async function renderProposalPdf(
  proposal: Proposal,
  quotes: ProposalPdfQuote[],
  itineraries: ProposalPdfItinerary[] = [],
): Promise<Buffer> {
  const bytes = await renderProposalDocument(
    proposalDocument(proposal, quotes, itineraries),
    await proposalFonts(),
  );
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
