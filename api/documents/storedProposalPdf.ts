/**
 * A proposal as the server's branded PDF: the parts it prices and lists read from the database,
 * then the document the device makes too (see @contract/proposalDocument.ts).
 */
import { proposalDocument } from '@contract/proposalDocument.ts';
import { renderProposalDocument } from './proposalPdf.ts';
import type { Proposal, ProposalPdfItinerary, ProposalPdfQuote } from '@contract/proposals.ts';
import type { Queryable } from '@db/index.ts';
import type { ProposalsRow } from '@db/schema/rows.ts';
import { quoteServicesOf } from '../presenters/agentQuotes.ts';
import { proposalFonts } from './proposalFonts.ts';

type Parts = Pick<
  ProposalsRow,
  'agentId' | 'clientId' | 'quoteId' | 'includedQuotes' | 'includedItineraries'
>;

/** The quotes it prices, oldest first: only the proposal agent's live quotes. */
async function quoteRowsOf(db: Queryable, agentId: string | null, ids: string[]) {
  if (ids.length === 0 || !agentId) return [];
  return db('agentQuotes')
    .whereIn('id', ids)
    .where({ agentId })
    .whereNull('deletedAt')
    .orderBy('createdAt')
    .select('id', 'title', 'services', 'subtotal', 'taxes', 'totalCost', 'currency');
}

/** The itineraries it lists, by start date: only live ones of the proposal's client. */
async function itineraryRowsOf(db: Queryable, clientId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db('itineraries')
    .whereIn('id', ids)
    .where({ clientId })
    .whereNull('deletedAt')
    .orderBy('startDate')
    .select('title', 'description', 'startDate', 'endDate', 'totalCost', 'currency');
}

/**
 * What the document prices and lists besides the proposal itself: its own quote first, then the
 * included quotes oldest first (only the proposal agent's live quotes, as the client's page
 * shows them), and the included itineraries of the proposal's client by start date.
 */
export async function proposalPdfParts(
  db: Queryable,
  proposal: Parts,
): Promise<{ quotes: ProposalPdfQuote[]; itineraries: ProposalPdfItinerary[] }> {
  const ownQuote = proposal.quoteId;
  const quoteIds = [...new Set([...(ownQuote ? [ownQuote] : []), ...proposal.includedQuotes])];
  const [quoteRows, itineraryRows] = await Promise.all([
    quoteRowsOf(db, proposal.agentId, quoteIds),
    itineraryRowsOf(db, proposal.clientId, proposal.includedItineraries),
  ]);
  const ordered = [
    ...quoteRows.filter((row) => row.id === ownQuote),
    ...quoteRows.filter((row) => row.id !== ownQuote),
  ];
  return {
    quotes: ordered.map((row) => ({
      title: row.title,
      services: quoteServicesOf(row.services),
      subtotal: Number(row.subtotal ?? 0),
      taxes: Number(row.taxes ?? 0),
      totalCost: Number(row.totalCost ?? 0),
      currency: row.currency,
    })),
    itineraries: itineraryRows.map((row) => ({
      title: row.title,
      description: row.description,
      startDate: row.startDate,
      endDate: row.endDate,
      totalCost: row.totalCost == null ? null : Number(row.totalCost),
      currency: row.currency,
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
