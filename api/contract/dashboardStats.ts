/**
 * The office's stat cards. The device counts clients, trips
 * and revenue over its copy of the rows the agent may see, by the rule written here (which
 * itinerary status each trip card counts); only the website quote requests, which never reach
 * the device, are counted by the server alone; the dashboard carries all of them.
 */

export interface OfficeStats {
  totalClients: number;
  activeTrips: number;
  planningTrips: number;
  totalRevenue: number;
}

/**
 * The dashboard's figures, counted by the server by the same rule: the office's cards, and the
 * leads waiting for an answer, which only the server holds.
 */
export interface DashboardStats extends OfficeStats {
  pendingQuotes: number;
}

/** Each trip card counts the itineraries in one status. */
export const TRIP_CARD_STATUS = {
  activeTrips: 'confirmed',
  planningTrips: 'draft',
} as const satisfies Partial<Record<keyof OfficeStats, string>>;

export type TripCard = keyof typeof TRIP_CARD_STATUS;
export const TRIP_CARDS = Object.keys(TRIP_CARD_STATUS).filter(
  (key): key is TripCard => key in TRIP_CARD_STATUS,
);

/**
 * The cards over the clients' count and the itineraries (live ones, as the agent sees them):
 * the device's records, or any objects of the same shape.
 */
export function officeStats(totalClients: number, itineraries: Iterable<object>): OfficeStats {
  const stats: OfficeStats = { totalClients, activeTrips: 0, planningTrips: 0, totalRevenue: 0 };
  for (const itinerary of itineraries) {
    const status = 'status' in itinerary ? itinerary.status : undefined;
    const totalCost = 'totalCost' in itinerary ? itinerary.totalCost : undefined;
    for (const card of TRIP_CARDS) if (status === TRIP_CARD_STATUS[card]) stats[card] += 1;
    // Revenue sums the costs (minor units); an itinerary without one adds nothing.
    if (typeof totalCost === 'number') stats.totalRevenue += totalCost;
  }
  return stats;
}
