import { detailText, readBookingDetails, type BookingStatus, type BookingType } from '@contract/bookings.ts';
import type {
  ClientDashboard,
  DashboardBooking,
  DashboardItinerary,
  DashboardProposal,
  DashboardQuote,
} from '@contract/dashboard.ts';
import type { ItineraryStatus } from '@contract/itineraries.ts';
import type { ProposalStatus } from '@contract/proposals.ts';
import { presentNotification } from '../queries/notifications.ts';
import type { ClientDashboardRows } from '../queries/clientDashboard.ts';
import { isoInstant } from './clients.ts';

type Row = Record<string, unknown>;

const text = (value: unknown) => (value as string | null | undefined) ?? null;
const money = (value: unknown) => (value == null ? null : Number(value));

function presentItinerary(row: Row): DashboardItinerary {
  return {
    id: row.id as string,
    title: row.title as string,
    description: text(row.description),
    status: row.status as ItineraryStatus,
    startDate: text(row.startDate),
    endDate: text(row.endDate),
    totalCost: money(row.totalCost),
    currency: row.currency as string,
    agentNotes: text(row.agentNotes),
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
    version: Number(row.version),
  };
}

/** A booking as its traveller reads it: the supplier's details stay with the agency. */
function presentBooking(row: Row): DashboardBooking {
  const details = readBookingDetails(row.details);
  return {
    id: row.id as string,
    itineraryId: row.itineraryId as string,
    type: row.type as BookingType,
    title: row.title as string,
    status: row.status as BookingStatus,
    cost: money(row.cost),
    currency: row.currency as string,
    bookingReference: text(row.bookingReference),
    startDate: text(row.startDate),
    endDate: text(row.endDate),
    location: detailText(details, 'location'),
    startTime: detailText(details, 'startTime'),
    endTime: detailText(details, 'endTime'),
    description: detailText(details, 'description'),
    updatedAt: isoInstant(row.updatedAt),
    version: Number(row.version),
  };
}

function presentQuote(row: Row): DashboardQuote {
  return {
    id: row.id as string,
    groupName: text(row.groupName),
    firstName: row.firstName as string,
    lastName: row.lastName as string,
    numberOfTravelers: text(row.numberOfTravelers),
    budgetRange: text(row.budgetRange),
    departureDate: text(row.departureDate),
    returnDate: text(row.returnDate),
    specialRequests: text(row.specialRequests),
    createdAt: isoInstant(row.createdAt),
  };
}

function presentProposal(row: Row): DashboardProposal {
  return {
    id: row.id as string,
    title: row.title as string,
    status: row.status as ProposalStatus,
    totalValue: money(row.totalValue),
    currency: row.currency as string,
    validUntil: text(row.validUntil),
    sentAt: row.sentAt ? isoInstant(row.sentAt) : null,
    // A path, not an address: the page opens on whichever host the client uses.
    path: `/p/${row.publicToken as string}`,
  };
}

/** The client's dashboard: profile, itineraries, bookings and quote requests, plus their proposals and notifications. */
export function presentClientDashboard(rows: ClientDashboardRows, emailVerified: boolean): ClientDashboard {
  const { client } = rows;
  return {
    client: {
      firstName: (client.firstName as string | null) ?? '',
      lastName: (client.lastName as string | null) ?? '',
      email: client.email as string,
      phone: text(client.phone),
      address: text(client.address),
      notes: text(client.notes),
      createdAt: isoInstant(client.createdAt),
      updatedAt: isoInstant(client.updatedAt),
    },
    itineraries: rows.itineraries.map(presentItinerary),
    bookings: rows.bookings.map(presentBooking),
    quotes: rows.quotes.map(presentQuote),
    proposals: rows.proposals.map(presentProposal),
    notifications: rows.notifications.map(presentNotification),
    emailVerified,
  };
}
