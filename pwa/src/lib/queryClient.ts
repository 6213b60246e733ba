import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Data never goes stale on its own, is not refetched on focus or on a
 * timer, and failures are not retried; a query that needs freshness says so itself (the
 * session, 60 s). Unused data is dropped after 5 minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
