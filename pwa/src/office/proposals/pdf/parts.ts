/**
 * What the device's document prices and lists besides the proposal, read from the device's
 * copy like the server reads its tables: the proposal's own quote first, then the included
 * quotes oldest first, and the included itineraries of the proposal's client by start date.
 */
import type { Proposal } from '@contract/proposals';
import type { LocalRecord, OfficeDatabase } from '@pwa/offline/db';
import { quoteOf } from '../../quotes/api';
import type { ProposalPdfItinerary, ProposalPdfQuote } from '@contract/proposals';

const present = (record: LocalRecord | undefined): record is LocalRecord => record !== undefined;
const day = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export async function proposalPdfParts(
  db: OfficeDatabase,
  proposal: Proposal,
): Promise<{ quotes: ProposalPdfQuote[]; itineraries: ProposalPdfItinerary[] }> {
  const own = proposal.quoteId;
  const quoteIds = [...new Set([...(own ? [own] : []), ...proposal.includedQuotes])];
  const [quoteRecords, itineraryRecords] = await Promise.all([
    db.agent_quotes.bulkGet(quoteIds),
    db.itineraries.bulkGet([...new Set(proposal.includedItineraries)]),
  ]);
  const quotes = quoteRecords
    .filter(present)
    // The server prices only the proposal agent's quotes; one made here may not have its agent yet.
    .filter((record) => !proposal.agentId || !record.agentId || record.agentId === proposal.agentId)
    .map((record) => quoteOf(record, () => null))
    .sort((a, b) => Number(b.id === own) - Number(a.id === own) || a.createdAt.localeCompare(b.createdAt));
  const itineraries = itineraryRecords
    .filter(present)
    .filter((record) => record.clientId === proposal.clientId)
    .sort((a, b) => String(a.startDate ?? '').localeCompare(String(b.startDate ?? '')))
    .map((record) => ({
      title: String(record.title ?? ''),
      description: typeof record.description === 'string' ? record.description : null,
      startDate: day(record.startDate),
      endDate: day(record.endDate),
      totalCost: typeof record.totalCost === 'number' ? record.totalCost : null,
      currency: typeof record.currency === 'string' ? record.currency : 'USD',
    }));
  return { quotes, itineraries };
}
