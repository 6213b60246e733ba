import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';

/**
 * The app's query cache for the part of the screen inside. The query code is not part of a
 * public page's first download: only the pieces that fetch (the header's session buttons, the
 * signed-in areas, a page's live section) bring it, in their own lazily loaded chunks. A cache
 * given from above (a test's fresh one) wins.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
