import { useQuery } from '@tanstack/react-query';
import { PARK_REFETCH_INTERVAL_MS, type ParkId } from '@contract/themeParks';
import { fetchLiveParks, themeParkQueries } from './liveParks';

/**
 * The parks' live data, asked again every 5 minutes while the page is visible (react-query
 * pauses its interval in a hidden tab) and on return to a tab whose data has gone stale.
 */
export function useLiveParks(parkIds: readonly ParkId[]) {
  return useQuery({
    queryKey: themeParkQueries.live(parkIds),
    queryFn: ({ signal }) => fetchLiveParks(parkIds, signal),
    staleTime: PARK_REFETCH_INTERVAL_MS,
    refetchInterval: PARK_REFETCH_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
