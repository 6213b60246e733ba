/**
 * A proposal as a branded PDF made in the browser, for when the server cannot make it (offline,
 * or the proposal exists only on this device): the server's document, drawn by the same code.
 */
import { proposalDocument } from '@contract/proposalDocument';
import { renderProposalDocument } from '@documents/proposalPdf';
import type { Proposal, ProposalPdfItinerary, ProposalPdfQuote } from '@contract/proposals';
import { proposalFonts } from './fonts';

export async function renderProposalPdf(
  proposal: Proposal,
  quotes: ProposalPdfQuote[],
  itineraries: ProposalPdfItinerary[] = [],
): Promise<Uint8Array> {
  return renderProposalDocument(proposalDocument(proposal, quotes, itineraries), await proposalFonts());
}
