import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { officeStats, type DashboardStats, type OfficeStats } from '@contract/dashboardStats';
import type { ItineraryDto } from '@contract/itineraries';
import { currentUserQueryKey, forgetEndedSession } from '@pwa/account/currentUser';
import { getQueryFn } from '@pwa/lib/api';
import { errorStatus } from '@pwa/lib/errorMessage';
import type { LocalRecord, OfficeDatabase } from '@pwa/offline/db';
import { useLive } from '@pwa/offline/hooks';
import { keepOnDevice, useKeptOnDevice } from '../shared/keptOnDevice';

/** The consultation a quote request was made after: package, extras and amount (minor units). */
export interface QuoteRequestPayment {
  packageType: string;
  packageName: string;
  extraNames: string[];
  amount: number;
  currency: string;
  status: string;
  refundedAt: string | null;
}

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
  /** Null (or absent, in a copy kept before payments were shown) when no payment came first. */
  payment?: QuoteRequestPayment | null;
}

/** What the office needs from the server; clients, trips and bookings come from the device. */
export interface AgentDashboard {
  agent: { id: string; firstName: string | null; lastName: string | null };
  quotes: QuoteRequest[];
  stats: DashboardStats;
}

/** Query keys of the agent dashboard. */
export const dashboardQueries = {
  all: () => ['/api/agent/dashboard'] as const,
};

/** The dashboard's last answer on this device: website quote requests live only on the server. */
const STORED_DASHBOARD = 'dashboard';

interface StoredDashboard {
  quotes: QuoteRequest[];
  pendingQuotes: number;
}

const readDashboard = getQueryFn<AgentDashboard>({ on401: 'throw' });

/** The one online call of the office's first screen, kept on the device for offline visits. */
export function useAgentDashboard() {
  return useQuery<AgentDashboard>({
    queryKey: dashboardQueries.all(),
    staleTime: 30_000,
    queryFn: async (context) => {
      const dashboard = (await readDashboard(context)) as AgentDashboard;
      await keepOnDevice<StoredDashboard>(STORED_DASHBOARD, {
        quotes: dashboard.quotes ?? [],
        pendingQuotes: dashboard.stats?.pendingQuotes ?? 0,
      });
      return dashboard;
    },
  });
}

export interface QuoteRequests {
  quotes: QuoteRequest[];
  pendingQuotes: number | null;
  isPending: boolean;
  /** The call failed: what is shown (if anything) is the copy kept from `savedAt`. */
  unavailable: boolean;
  savedAt: string | null;
}

/** The website quote requests: the server's answer, or the device's copy of the last one. */
export function useQuoteRequests(): QuoteRequests {
  const dashboard = useAgentDashboard();
  const stored = useKeptOnDevice<StoredDashboard>(STORED_DASHBOARD);
  if (dashboard.data) {
    return {
      quotes: dashboard.data.quotes ?? [],
      pendingQuotes: dashboard.data.stats?.pendingQuotes ?? 0,
      isPending: false,
      unavailable: false,
      savedAt: null,
    };
  }
  const copy = stored.data ?? null;
  return {
    quotes: copy?.quotes ?? [],
    pendingQuotes: copy?.pendingQuotes ?? null,
    isPending: dashboard.isPending || stored.isPending,
    unavailable: dashboard.isError,
    savedAt: copy?.savedAt ?? null,
  };
}

/** How the dashboard call failed: 'signedOut'/'forbidden' leave for /login, 'offline' had no answer. */
export type DashboardFailure = 'signedOut' | 'forbidden' | 'offline' | 'failed';

export function dashboardFailure(error: unknown): DashboardFailure {
  const status = errorStatus(error);
  if (status === 401) return 'signedOut';
  if (status === 403) return 'forbidden';
  return status === undefined ? 'offline' : 'failed';
}

/**
 * The stat cards, counted on the device by the contract's rule. The revenue needs every trip's
 * cost, so the trips are read whole, in one request: counting statuses through an index saves
 * nothing then, and a cursor over the costs' index takes a turn of the page's thread per trip
 * and finished after the first screen rather than before it (bench/officeColdStart.ts).
 */
export async function readOfficeStats(db: OfficeDatabase): Promise<OfficeStats> {
  const [totalClients, itineraries] = await Promise.all([db.clients.count(), db.itineraries.toArray()]);
  return officeStats(totalClients, itineraries);
}

export function useOfficeStats() {
  return useLive(readOfficeStats, []);
}

/** Whether the device holds any office data: then the office opens even if the dashboard call fails. */
export function useHasLocalData() {
  return useLive(async (db) => {
    if (await db.meta.get('cursor')) return true;
    if (await db.meta.get(STORED_DASHBOARD)) return true;
    return (await db.clients.count()) > 0 || (await db.itineraries.count()) > 0;
  }, []);
}

export type RecentItinerary = Omit<ItineraryDto, 'client'> & {
  client: { id: string; firstName: string; lastName: string } | null;
};

/** The newest itineraries on the device with their client's name joined in. */
export async function readRecentItineraries(db: OfficeDatabase, limit: number): Promise<RecentItinerary[]> {
  const itineraries = (await db.itineraries.orderBy('createdAt').reverse().limit(limit).toArray()) as Array<
    LocalRecord & Omit<ItineraryDto, 'client'>
  >;
  const clients = await db.clients.bulkGet(itineraries.map((itinerary) => String(itinerary.clientId ?? '')));
  return itineraries.map((itinerary, index) => {
    const client = clients[index];
    return {
      ...itinerary,
      client: client
        ? {
            id: client.id,
            firstName: String(client.firstName ?? ''),
            lastName: String(client.lastName ?? ''),
          }
        : null,
    };
  });
}

export function useRecentItineraries(limit: number) {
  return useLive((db) => readRecentItineraries(db, limit), [limit]);
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
      if (status === 401) forgetEndedSession(queryClient);
      else queryClient.removeQueries({ queryKey: currentUserQueryKey });
    },
    [queryClient],
  );
}
