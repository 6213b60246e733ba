import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TRIP_CARD_STATUS,
  TRIP_CARDS,
  type DashboardStats,
  type OfficeStats,
} from '@contract/dashboardStats';
import type { ItineraryDto } from '@contract/itineraries';
import { currentUserQueryKey, forgetEndedSession } from '@pwa/account/currentUser';
import { getQueryFn } from '@pwa/lib/api';
import { errorStatus } from '@pwa/lib/errorMessage';
import type { LocalRecord, OfficeDatabase } from '@pwa/offline/db';
import { useLive, type LiveResult } from '@pwa/offline/hooks';
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

/** The stat cards' counts, counted on the device through indexes by the contract's rule. */
export type OfficeCounts = Omit<OfficeStats, 'totalRevenue'>;

/**
 * The clients and the trips of each trip card, counted by IndexedDB itself: no record is read,
 * so the cards show at once however many trips the device holds.
 */
export async function readOfficeCounts(db: OfficeDatabase): Promise<OfficeCounts> {
  const [totalClients, ...trips] = await Promise.all([
    db.clients.count(),
    ...TRIP_CARDS.map((card) => db.itineraries.where('status').equals(TRIP_CARD_STATUS[card]).count()),
  ]);
  const counts: OfficeCounts = { totalClients, activeTrips: 0, planningTrips: 0 };
  TRIP_CARDS.forEach((card, index) => (counts[card] = trips[index]));
  return counts;
}

/**
 * The revenue card: every trip's cost (minor units), summed from the costs' index (keys only,
 * no record read). A trip without a cost is not in the index and adds nothing, as the
 * contract's rule says.
 */
export async function readOfficeRevenue(db: OfficeDatabase): Promise<number> {
  let totalRevenue = 0;
  await db.itineraries.orderBy('totalCost').eachKey((cost) => {
    if (typeof cost === 'number') totalRevenue += cost;
  });
  return totalRevenue;
}

/** Every stat card counted on the device (the two reads above, together). */
export async function readOfficeStats(db: OfficeDatabase): Promise<OfficeStats> {
  const [counts, totalRevenue] = await Promise.all([readOfficeCounts(db), readOfficeRevenue(db)]);
  return { ...counts, totalRevenue };
}

/** The counts arrive first, the revenue (a walk over every trip's cost) on its own. */
export function useOfficeStats(): { counts: LiveResult<OfficeCounts>; revenue: LiveResult<number> } {
  return { counts: useLive(readOfficeCounts, []), revenue: useLive(readOfficeRevenue, []) };
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
