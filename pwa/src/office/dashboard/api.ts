import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDto } from '@contract/bookings';
import type { ClientDto } from '@contract/clients';
import type { ItineraryDto } from '@contract/itineraries';
import { currentUserQueryKey } from '@pwa/account/currentUser';

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

/**
 * Called when the dashboard answers 401 or 403, just before leaving for /login. The cached
 * session still claims an agent and the cached error would fire again on the next visit, so
 * without this the login screen, the guards and the office would bounce the visitor between
 * themselves. A 401 means signed out; after a 403 the session is read again (the role changed).
 */
export function useForgetRejectedSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (status: 401 | 403) => {
      queryClient.removeQueries({ queryKey: dashboardQueries.all() });
      if (status === 401) queryClient.setQueryData(currentUserQueryKey, null);
      else queryClient.removeQueries({ queryKey: currentUserQueryKey });
    },
    [queryClient],
  );
}
