import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ErrorBoundary } from '@pwa/components/ErrorBoundary';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { ScrollToTop } from './ScrollToTop';

/** Route-independent bits every screen shares. */
export function AppRoot() {
  return (
    <>
      <ScrollToTop />
      {/* A layout chunk that cannot load offline explains itself instead of blanking the app. */}
      <ErrorBoundary area="layout" offlinePage>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
