import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@pwa/components/ErrorBoundary';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { SiteHeader } from '@pwa/site/header/SiteHeader';
import { SiteFooter } from '@pwa/site/footer/SiteFooter';

interface Props {
  /** The assistant widget, floating over every public page. */
  chat?: ReactNode;
}

/**
 * Public pages: header, the page, footer. Each area has its own error boundary, so a broken
 * page keeps the navigation usable, and the page boundary resets when the path changes.
 */
export function SiteLayout({ chat = null }: Props) {
  const { pathname } = useLocation();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ErrorBoundary area="header">
        <SiteHeader />
      </ErrorBoundary>
      <main id="main" className="site-main" tabIndex={-1}>
        <ErrorBoundary area="page" key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <ErrorBoundary area="footer">
        <SiteFooter />
      </ErrorBoundary>
      {chat && <ErrorBoundary area="chat">{chat}</ErrorBoundary>}
    </div>
  );
}
