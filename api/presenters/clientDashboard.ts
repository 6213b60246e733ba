import { detailText, readBookingDetails } from '@contract/bookings.ts';
import type {
  ClientDashboard,
  DashboardBooking,
  DashboardItinerary,
  DashboardProposal,
  DashboardQuote,
} from '@contract/dashboard.ts';
import type { BookingsRow, ItinerariesRow } from '@db/schema/rows.ts';
import { presentNotification } from '../queries/notifications.ts';
import type {
  ClientDashboardRows,
  DashboardProposalRow,
  DashboardQuoteRow,
} from '../queries/clientDashboard.ts';
import { isoInstant } from './clients.ts';

const text = (value: string | null | undefined) => value ?? null;
const money = (value: number | string | null) => (value == null ? null : Number(value));

function presentItinerary(row: ItinerariesRow): DashboardItinerary {
  return {
    id: row.id,
    title: row.title,
    description: text(row.description),
    status: row.status,
    startDate: text(row.startDate),
    endDate: text(row.endDate),
    totalCost: money(row.totalCost),
    currency: row.currency,
    agentNotes: text(row.agentNotes),
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
    version: Number(row.version),
  };
}

/** A booking as its traveller reads it: the supplier's details stay with the agency. */
function presentBooking(row: BookingsRow): DashboardBooking {
  const details = readBookingDetails(row.details);
  return {
    id: row.id,
    itineraryId: row.itineraryId,
    type: row.type,
    title: row.title,
    status: row.status,
    cost: money(row.cost),
    currency: row.currency,
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

function presentQuote(row: DashboardQuoteRow): DashboardQuote {
  return {
    id: row.id,
    groupName: text(row.groupName),
    firstName: row.firstName,
    lastName: row.lastName,
    numberOfTravelers: text(row.numberOfTravelers),
    budgetRange: text(row.budgetRange),
    departureDate: text(row.departureDate),
    returnDate: text(row.returnDate),
    specialRequests: text(row.specialRequests),
    createdAt: isoInstant(row.createdAt),
  };
}

function presentProposal(row: DashboardProposalRow): DashboardProposal {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    totalValue: money(row.totalValue),
    currency: row.currency,
    validUntil: text(row.validUntil),
    sentAt: row.sentAt ? isoInstant(row.sentAt) : null,
    // A path, not an address: the page opens on whichever host the client uses (a sent
    // proposal always has its token: the query keeps only those).
    path: `/p/${row.publicToken ?? ''}`,
  };
}

/** The client's dashboard: profile, itineraries, bookings and quote requests, plus their proposals and notifications. */
export function presentClientDashboard(rows: ClientDashboardRows, emailVerified: boolean): ClientDashboard {
  const { client } = rows;
  return {
    client: {
      firstName: client.firstName ?? '',
      lastName: client.lastName ?? '',
      email: client.email,
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
