import type { BookingDto } from '@contract/bookings';
import type { ItineraryDto } from '@contract/itineraries';
import { formatMoney } from '@contract/money';

/**
 * What an itinerary's bookings add up to, read against its estimate: "Bookings: $3,450.00 of
 * $5,000.00 estimated". A cancelled booking costs the client nothing, so it is left out; a
 * booking in another currency cannot be added to the estimate and is named after it.
 */
export function bookingsSum(
  itinerary: Pick<ItineraryDto, 'totalCost' | 'currency'>,
  bookings: readonly Pick<BookingDto, 'cost' | 'currency' | 'status'>[],
): string {
  const byCurrency = new Map<string, number>([[itinerary.currency, 0]]);
  for (const booking of bookings) {
    if (booking.status === 'cancelled' || booking.cost == null) continue;
    byCurrency.set(booking.currency, (byCurrency.get(booking.currency) ?? 0) + booking.cost);
  }
  const own = formatMoney(byCurrency.get(itinerary.currency), itinerary.currency);
  const estimate =
    itinerary.totalCost == null
      ? ' (no estimated total set)'
      : ` of ${formatMoney(itinerary.totalCost, itinerary.currency)} estimated`;
  const others = [...byCurrency]
    .filter(([currency]) => currency !== itinerary.currency)
    .map(([currency, minor]) => formatMoney(minor, currency));
  return `Bookings: ${own}${estimate}${others.length ? `, plus ${others.join(' and ')}` : ''}`;
}

/** Over the estimate: the agent sees it before quoting the client. */
export function overEstimate(
  itinerary: Pick<ItineraryDto, 'totalCost' | 'currency'>,
  bookings: readonly Pick<BookingDto, 'cost' | 'currency' | 'status'>[],
): boolean {
  if (itinerary.totalCost == null) return false;
  const sum = bookings
    .filter((booking) => booking.status !== 'cancelled' && booking.currency === itinerary.currency)
    .reduce((total, booking) => total + (booking.cost ?? 0), 0);
  return sum > itinerary.totalCost;
}
