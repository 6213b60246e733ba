import { useMemo, type ComponentProps } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@pwa/components/ErrorBoundary';
import { ToastRoot } from '@pwa/components/ToastRoot';
import { usePrefersReducedMotion } from '@pwa/lib/usePrefersReducedMotion';
import { theme } from './theme';

interface Props {
  router: ComponentProps<typeof RouterProvider>['router'];
  queryClient: QueryClient;
}

/** Providers in the order they depend on each other; the toast holder sits under the theme. */
export function App({ router, queryClient }: Props) {
  // antd's dialogs, drop-downs and tabs slide and fade; a person who asked for less motion gets none.
  const reducedMotion = usePrefersReducedMotion();
  const appTheme = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  return (
    <ErrorBoundary area="application">
      <ConfigProvider theme={appTheme}>
        <QueryClientProvider client={queryClient}>
          <ToastRoot />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </ErrorBoundary>
  );
}
