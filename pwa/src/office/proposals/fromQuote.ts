import type { AgentQuote } from '@contract/agentQuotes';
import { readBookingDetails, type BookingDto } from '@contract/bookings';
import type { ItineraryDto } from '@contract/itineraries';
import type { ProposalDraft } from './draft';

type TripOf = Pick<ItineraryDto, 'id' | 'clientId' | 'createdAt'>;
type BookingOf = Pick<BookingDto, 'title' | 'details' | 'status'>;

const normal = (text: string) => text.trim().toLowerCase();

/**
 * The itinerary a quote was made for: among its client's itineraries, the one whose bookings
 * share most names with the quote's services (a quote started from an itinerary has one
 * service per booking), the newest on a tie. With no name in common, the client's only
 * itinerary if they have one, else none: a guess between several trips is left to the agent.
 */
export function itineraryOfQuote<T extends TripOf>(
  quote: Pick<AgentQuote, 'clientId' | 'services'>,
  itineraries: readonly T[],
  bookingsOf: (itineraryId: string) => readonly BookingOf[],
): T | null {
  const mine = itineraries.filter((itinerary) => quote.clientId && itinerary.clientId === quote.clientId);
  const services = new Set(quote.services.map((service) => normal(service.name)));
  let best: { itinerary: T; shared: number } | null = null;
  for (const itinerary of mine) {
    const shared = bookingsOf(itinerary.id).filter((booking) => services.has(normal(booking.title))).length;
    if (
      shared > 0 &&
      (!best ||
        shared > best.shared ||
        (shared === best.shared && itinerary.createdAt > best.itinerary.createdAt))
    )
      best = { itinerary, shared };
  }
  if (best) return best.itinerary;
  return mine.length === 1 ? mine[0] : null;
}

/** "Quote for Pitons week" -> "Proposal for Pitons week"; any other title gets " proposal". */
function proposalTitle(quoteTitle: string): string {
  const title = quoteTitle.trim();
  return /^quote\b/i.test(title) ? title.replace(/^quote\b/i, 'Proposal') : `${title} proposal`;
}

/**
 * A new proposal made from a quote: for its client, with the quote and its itinerary included,
 * the trip's dates, where its bookings take place as destinations, the quote's services as
 * inclusions and its terms and validity. The value is left blank, so it is the quote's total.
 */
export function proposalFromQuote(
  quote: Pick<AgentQuote, 'id' | 'title' | 'clientId' | 'services' | 'terms' | 'validUntil'>,
  itinerary: Pick<ItineraryDto, 'id' | 'startDate' | 'endDate'> | null,
  bookings: readonly BookingOf[] = [],
): Partial<ProposalDraft> {
  const places = bookings
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => readBookingDetails(booking.details).location)
    .filter((place): place is string => typeof place === 'string' && place.trim() !== '')
    .map((place) => place.trim());
  return {
    title: proposalTitle(quote.title),
    clientId: quote.clientId ?? '',
    includedQuotes: [quote.id],
    includedItineraries: itinerary ? [itinerary.id] : [],
    startDate: itinerary?.startDate?.slice(0, 10) ?? '',
    endDate: itinerary?.endDate?.slice(0, 10) ?? '',
    destinations: [...new Set(places)].join('\n'),
    inclusions: quote.services
      .map((service) => service.name.trim())
      .filter(Boolean)
      .join('\n'),
    terms: quote.terms ?? '',
    validUntil: quote.validUntil?.slice(0, 10) ?? '',
    totalValue: null,
  };
}
