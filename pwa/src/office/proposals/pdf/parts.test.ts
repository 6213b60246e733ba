import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOfficeDatabase, type OfficeDatabase } from '@pwa/offline/db';
import type { Proposal } from '@contract/proposals';
import { proposalPdfParts } from './parts';

let db: OfficeDatabase;
beforeEach(() => {
  db = openOfficeDatabase(`test-${crypto.randomUUID()}`);
});
afterEach(() => db.close());

const quote = (id: string, title: string, createdAt: string, agentId: string | null = 'agent-1') => ({
  id,
  version: 1,
  agentId,
  clientId: 'client-1',
  title,
  services: [{ name: 'Resort', price: 10_000, quantity: 2 }],
  currency: 'USD',
  validUntil: '2027-01-31',
  status: 'draft',
  createdAt,
  updatedAt: createdAt,
});

const itinerary = (id: string, title: string, clientId: string, startDate: string | null) => ({
  id,
  version: 1,
  clientId,
  title,
  description: 'Beach days',
  startDate,
  endDate: null,
  totalCost: 612_345,
  currency: 'USD',
  status: 'confirmed',
  createdAt: '2026-11-01T10:00:00Z',
});

describe('proposalPdfParts', () => {
  it("prices the proposal's own quote first, then the included ones oldest first, and its client's itineraries by date", async () => {
    await db.agent_quotes.bulkPut([
      quote('q-own', 'Resort package', '2026-11-03T10:00:00Z'),
      quote('q-old', 'Island tours', '2026-11-01T10:00:00Z'),
      quote('q-mid', 'Transfers', '2026-11-02T10:00:00Z'),
      quote('q-other', 'Another agent', '2026-11-01T09:00:00Z', 'agent-2'),
    ]);
    await db.itineraries.bulkPut([
      itinerary('i-late', 'Soufriere week', 'client-1', '2027-03-01'),
      itinerary('i-early', 'Rodney Bay weekend', 'client-1', '2027-02-01'),
      itinerary('i-other', 'Someone else', 'client-2', '2027-01-01'),
    ]);
    const proposal = {
      clientId: 'client-1',
      agentId: 'agent-1',
      quoteId: 'q-own',
      includedQuotes: ['q-mid', 'q-own', 'q-old', 'q-other', 'q-missing'],
      includedItineraries: ['i-late', 'i-other', 'i-early', 'i-missing'],
    } as Proposal;

    const { quotes, itineraries } = await proposalPdfParts(db, proposal);
    expect(quotes.map((item) => item.title)).toEqual(['Resort package', 'Island tours', 'Transfers']);
    expect(quotes[0]).toMatchObject({ subtotal: 20_000, totalCost: 21_600, currency: 'USD' });
    expect(itineraries).toEqual([
      {
        title: 'Rodney Bay weekend',
        description: 'Beach days',
        startDate: '2027-02-01',
        endDate: null,
        totalCost: 612_345,
        currency: 'USD',
      },
      expect.objectContaining({ title: 'Soufriere week' }),
    ]);
  });

  it('prices the proposal quote even when it is not among the included ones', async () => {
    await db.agent_quotes.put(quote('q-own', 'Resort package', '2026-11-03T10:00:00Z'));
    const proposal = {
      clientId: 'client-1',
      agentId: 'agent-1',
      quoteId: 'q-own',
      includedQuotes: [],
      includedItineraries: [],
    } as unknown as Proposal;
    const { quotes, itineraries } = await proposalPdfParts(db, proposal);
    expect(quotes.map((item) => item.title)).toEqual(['Resort package']);
    expect(itineraries).toEqual([]);
  });
});
