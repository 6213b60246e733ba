import type { ComponentProps } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@pwa/components/ErrorBoundary';
import { ToastRoot } from '@pwa/components/ToastRoot';
import { theme } from './theme';

interface Props {
  router: ComponentProps<typeof RouterProvider>['router'];
  queryClient: QueryClient;
}

/** Providers in the order they depend on each other; the toast holder sits under the theme. */
export function App({ router, queryClient }: Props) {
  return (
    <ErrorBoundary area="application">
      <ConfigProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <ToastRoot />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </ErrorBoundary>
  );
}
