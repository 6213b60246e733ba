import { useQuery } from '@tanstack/react-query';
import type { BookingDto } from '@contract/bookings';
import type { ClientDto } from '@contract/clients';
import type { ItineraryDto } from '@contract/itineraries';

/** A website quote request (travel_quotes) as the dashboard lists it. */
export interface QuoteRequest {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  groupName: string | null;
  numberOfTravelers: number | null;
  budgetRange: string | null;
  createdAt: string;
}

export interface AgentDashboard {
  agent: { id: string; firstName: string | null; lastName: string | null };
  clients: ClientDto[];
  itineraries: ItineraryDto[];
  bookings: BookingDto[];
  quotes: QuoteRequest[];
  stats: {
    totalClients: number;
    activeTrips: number;
    planningTrips: number;
    totalRevenue: number;
    pendingQuotes: number;
  };
}

/** Query keys of the agent dashboard. */
export const dashboardQueries = {
  all: () => ['/api/agent/dashboard'] as const,
};

export function useAgentDashboard() {
  return useQuery<AgentDashboard>({ queryKey: dashboardQueries.all(), staleTime: 30_000 });
}
