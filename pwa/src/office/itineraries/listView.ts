import type { ItineraryDto } from '@contract/itineraries';
import { newestFirst } from './api';

export const ITINERARY_SORTS = [
  { value: 'created', label: 'Newest first' },
  { value: 'startDate', label: 'Start date (soonest first)' },
  { value: 'total', label: 'Estimated total (highest first)' },
] as const;
export type ItinerarySort = (typeof ITINERARY_SORTS)[number]['value'];

/** Undated or unpriced trips go last whatever the order, then newest first. */
function lastWhenMissing<T>(a: T | null, b: T | null, compare: (x: T, y: T) => number): number | null {
  if (a == null && b == null) return null;
  if (a == null) return 1;
  if (b == null) return -1;
  return compare(a, b) || null;
}

const ORDERS: Record<ItinerarySort, (a: ItineraryDto, b: ItineraryDto) => number> = {
  created: newestFirst,
  startDate: (a, b) =>
    lastWhenMissing(a.startDate, b.startDate, (x, y) => (x < y ? -1 : x > y ? 1 : 0)) ?? newestFirst(a, b),
  total: (a, b) => lastWhenMissing(a.totalCost, b.totalCost, (x, y) => y - x) ?? newestFirst(a, b),
};

/**
 * The itineraries matching a search, in the chosen order. The search reads the client's name,
 * the title and where the trip goes: its description and its bookings' locations, since an
 * itinerary has no destination of its own.
 */
export function itineraryView(
  itineraries: readonly ItineraryDto[],
  search: string,
  sort: ItinerarySort,
  placesOf: (itineraryId: string) => readonly string[] = () => [],
): ItineraryDto[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matching = words.length
    ? itineraries.filter((itinerary) => {
        const text = [
          itinerary.title,
          `${itinerary.client.firstName} ${itinerary.client.lastName}`,
          itinerary.description ?? '',
          ...placesOf(itinerary.id),
        ]
          .join('\n')
          .toLowerCase();
        return words.every((word) => text.includes(word));
      })
    : [...itineraries];
  return matching.sort(ORDERS[sort]);
}
