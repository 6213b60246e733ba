import type { BookingDto } from '@contract/bookings';
import type { ItineraryDto } from '@contract/itineraries';
import { fromMinorUnits } from '@contract/money';
import { newRow, type QuoteDraft } from './draft';

/** What a quote started from an itinerary opens with. */
export interface QuoteStart {
  draft: Partial<QuoteDraft>;
  currency: string;
}

/**
 * A new quote for an itinerary's client, one service per booking (its title and cost, one of
 * each). A cancelled booking is not offered to the client. The quote has the itinerary's
 * currency: a booking priced in another one comes without a price, named so the agent sets it.
 */
export function quoteFromItinerary(
  itinerary: Pick<ItineraryDto, 'title' | 'clientId' | 'currency'>,
  bookings: readonly Pick<BookingDto, 'title' | 'cost' | 'currency' | 'status'>[],
): QuoteStart {
  const services = bookings
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => {
      const sameCurrency = booking.currency === itinerary.currency;
      return {
        ...newRow(),
        name: sameCurrency ? booking.title : `${booking.title} (priced in ${booking.currency})`,
        price: sameCurrency && booking.cost != null ? fromMinorUnits(booking.cost) : 0,
      };
    });
  return {
    currency: itinerary.currency,
    draft: {
      title: `Quote for ${itinerary.title}`,
      clientId: itinerary.clientId,
      services: services.length ? services : [newRow()],
    },
  };
}
