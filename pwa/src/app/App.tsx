import type { ComponentProps, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@pwa/components/ErrorBoundary';
import { ToastRoot } from '@pwa/components/ToastRoot';

/**
 * What wraps the router: the browser's (App) and the server renderer's (entry-server.tsx) are
 * the same tree, so the HTML the server sends is the HTML the browser hydrates. Neither antd's
 * theme nor the query cache is here: the parts that use them bring them (AppArea, QueryIsland),
 * so a public page's first download has neither. A test may hand in a fresh query cache.
 */
export function AppProviders({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const app = (
    <>
      <ToastRoot />
      {children}
    </>
  );
  return (
    <ErrorBoundary area="application">
      {queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app}
    </ErrorBoundary>
  );
}

interface Props {
  router: ComponentProps<typeof RouterProvider>['router'];
  queryClient?: QueryClient;
}

export function App({ router, queryClient }: Props) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
