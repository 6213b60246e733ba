/**
 * The client dashboard on the wire: what
 * GET /api/dashboard answers a signed-in client, and the rules the screen applies to it (the
 * four counters, the status colours). Money is integer minor units. Pure: the API, the screen
 * and its copy kept on the device read the same types.
 */
import type { BookingStatus, BookingType } from './bookings.ts';
import type { ClientDto } from './clients.ts';
import type { ItineraryStatus } from './itineraries.ts';
import type { MinorUnits } from './money.ts';
import type { Notification } from './notifications.ts';
import type { ProposalStatus } from './proposals.ts';

/** The agency's record of the client (its notes are the client's travel preferences). */
export type DashboardClient = Pick<
  ClientDto,
  'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'notes' | 'createdAt' | 'updatedAt'
>;

export interface DashboardItinerary {
  id: string;
  title: string;
  description: string | null;
  status: ItineraryStatus;
  startDate: string | null;
  endDate: string | null;
  totalCost: MinorUnits | null;
  currency: string;
  agentNotes: string | null;
  createdAt: string;
  /** Additions: the calendar file's stamp and sequence. */
  updatedAt: string;
  version: number;
}

export interface DashboardBooking {
  id: string;
  /** Addition: the trip it belongs to, for the trip's calendar file. */
  itineraryId: string;
  type: BookingType;
  title: string;
  status: BookingStatus;
  cost: MinorUnits | null;
  currency: string;
  bookingReference: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Additions: where and when, from the booking's details (what a traveller needs at the airport). */
  location: string | null;
  startTime: string | null;
  endTime: string | null;
  description: string | null;
  updatedAt: string;
  version: number;
}

export interface DashboardQuote {
  id: string;
  groupName: string | null;
  firstName: string;
  lastName: string;
  numberOfTravelers: string | null;
  budgetRange: string | null;
  departureDate: string | null;
  returnDate: string | null;
  specialRequests: string | null;
  createdAt: string;
}

/** A proposal the agency sent the client, with the address of its page. */
export interface DashboardProposal {
  id: string;
  title: string;
  status: ProposalStatus;
  totalValue: MinorUnits | null;
  currency: string;
  validUntil: string | null;
  sentAt: string | null;
  /** The proposal's page on this site (/p/<token>). */
  path: string;
}

export interface ClientDashboard {
  client: DashboardClient;
  itineraries: DashboardItinerary[];
  bookings: DashboardBooking[];
  quotes: DashboardQuote[];
  /** Beyond the profile, trips, bookings and quote requests. */
  proposals: DashboardProposal[];
  notifications: Notification[];
  /**
   * Quote requests are matched by e-mail address, so they are shown only once the address is
   * proved to be the client's; until then the screen says why the list may be short.
   */
  emailVerified: boolean;
}

export const dashboardMessages = {
  agentsUseTheOffice: 'The client dashboard is for client accounts. Agents and admins use the Agent Office.',
  /** The failure view. */
  unableTitle: 'Unable to Load Dashboard',
  unableText: "We couldn't retrieve your travel information. Please contact our support team.",
  noNotificationsTitle: 'No new notifications',
  noNotificationsText: "You're all caught up! We'll notify you when there are updates to your trips.",
  settingsTitle: 'Settings',
  settingsText: 'Profile settings and preferences are coming soon!',
} as const;

/** Recent Activity shows the first 3 itineraries. */
export const RECENT_ACTIVITY_COUNT = 3;
/** The dashboard is reused for 30 s. */
export const DASHBOARD_STALE_TIME_MS = 30_000;
/** How many notifications the dashboard carries (the newest). */
export const DASHBOARD_NOTIFICATION_LIMIT = 20;

export type StatusColour = 'green' | 'yellow' | 'red' | 'grey';

/** Confirmed and completed green; pending and draft yellow; cancelled red; others grey. */
export function dashboardStatusColour(status: string): StatusColour {
  switch (status) {
    case 'confirmed':
    case 'completed':
      return 'green';
    case 'pending':
    case 'draft':
      return 'yellow';
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}

export interface MoneyTotal {
  currency: string;
  amount: MinorUnits;
}

export interface DashboardCounters {
  /** Itineraries confirmed, and the drafts counted as "in planning". */
  activeTrips: number;
  inPlanning: number;
  totalBookings: number;
  confirmedBookings: number;
  quotesRequested: number;
  /** The sum of the itineraries' total cost, one figure per currency (most trips are in one). */
  totalInvested: MoneyTotal[];
}

/** The Overview's four counters. */
export function dashboardCounters(
  dashboard: Pick<ClientDashboard, 'itineraries' | 'bookings' | 'quotes'>,
): DashboardCounters {
  const invested = new Map<string, MinorUnits>();
  for (const itinerary of dashboard.itineraries) {
    if (itinerary.totalCost == null) continue;
    invested.set(itinerary.currency, (invested.get(itinerary.currency) ?? 0) + itinerary.totalCost);
  }
  return {
    activeTrips: dashboard.itineraries.filter((itinerary) => itinerary.status === 'confirmed').length,
    inPlanning: dashboard.itineraries.filter((itinerary) => itinerary.status === 'draft').length,
    totalBookings: dashboard.bookings.length,
    confirmedBookings: dashboard.bookings.filter((booking) => booking.status === 'confirmed').length,
    quotesRequested: dashboard.quotes.length,
    totalInvested: [...invested].map(([currency, amount]) => ({ currency, amount })),
  };
}
