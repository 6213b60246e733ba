import { describe, expect, it } from 'vitest';
import { itineraryOfQuote, proposalFromQuote } from './fromQuote';

const CLEO = 'cleo';
const quote = {
  id: 'q-1',
  title: 'Quote for Soufriere escape',
  clientId: CLEO,
  services: [
    { name: 'Sugar Beach resort', price: 180000, quantity: 1 },
    { name: 'Flight to UVF ', price: 65000, quantity: 1 },
  ],
  terms: 'Deposit due on booking.',
  validUntil: '2026-05-20',
};
const trip = (id: string, clientId: string, createdAt: string) => ({
  id,
  clientId,
  createdAt,
  startDate: '2026-06-01',
  endDate: '2026-06-08',
});
const booking = (title: string, location?: string, status: 'confirmed' | 'cancelled' = 'confirmed') => ({
  title,
  status,
  details: location ? JSON.stringify({ location }) : null,
});

describe('itineraryOfQuote', () => {
  const bookings: Record<string, ReturnType<typeof booking>[]> = {
    soufriere: [booking('Sugar Beach resort'), booking('flight to uvf')],
    orlando: [booking('Park tickets')],
    marc: [booking('Sugar Beach resort'), booking('Flight to UVF')],
  };
  const of = (id: string) => bookings[id] ?? [];

  it('finds the client’s itinerary whose bookings share the quote’s service names', () => {
    const trips = [
      trip('soufriere', CLEO, '2026-05-01'),
      trip('orlando', CLEO, '2026-05-09'),
      trip('marc', 'marc', '2026-05-10'),
    ];
    expect(itineraryOfQuote(quote, trips, of)?.id).toBe('soufriere');
  });

  it('takes the client’s only itinerary when no name matches, and guesses none between several', () => {
    expect(itineraryOfQuote(quote, [trip('orlando', CLEO, '2026-05-09')], of)?.id).toBe('orlando');
    expect(
      itineraryOfQuote(quote, [trip('orlando', CLEO, '2026-05-09'), trip('other', CLEO, '2026-05-01')], of),
    ).toBeNull();
    expect(
      itineraryOfQuote({ ...quote, clientId: null }, [trip('soufriere', CLEO, '2026-05-01')], of),
    ).toBeNull();
  });
});

describe('proposalFromQuote', () => {
  it('includes the quote and its itinerary, with the trip’s dates, places, services and terms', () => {
    const draft = proposalFromQuote(quote, trip('soufriere', CLEO, '2026-05-01'), [
      booking('Sugar Beach resort', 'Soufriere'),
      booking('Flight to UVF', 'Hewanorra'),
      booking('Spa day', 'Soufriere'),
      booking('Dropped tour', 'Castries', 'cancelled'),
    ]);
    expect(draft).toEqual({
      title: 'Proposal for Soufriere escape',
      clientId: CLEO,
      includedQuotes: ['q-1'],
      includedItineraries: ['soufriere'],
      startDate: '2026-06-01',
      endDate: '2026-06-08',
      destinations: 'Soufriere\nHewanorra',
      inclusions: 'Sugar Beach resort\nFlight to UVF',
      terms: 'Deposit due on booking.',
      validUntil: '2026-05-20',
      totalValue: null,
    });
  });

  it('names a proposal after any other quote title, and includes no itinerary when there is none', () => {
    const draft = proposalFromQuote({ ...quote, title: 'Pitons week', terms: null }, null);
    expect(draft).toMatchObject({
      title: 'Pitons week proposal',
      includedItineraries: [],
      startDate: '',
      destinations: '',
      terms: '',
    });
  });
});
