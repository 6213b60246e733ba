import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { brand } from '@contract/brand';
import { ErrorBoundary } from '@pwa/components/ErrorBoundary';
import { Logo } from '@pwa/components/Logo';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { paths } from '@contract/sitePaths';
import './account-layout.css';

/** Sign-in and password screens: a quiet page with the brand and one card, no distractions. */
export function AccountLayout() {
  const { pathname } = useLocation();
  return (
    <div className="account-shell">
      <header className="account-shell__header">
        <Link to={paths.home} className="brand-link">
          <Logo size={36} />
          <span className="brand-link__name">{brand.name}</span>
        </Link>
      </header>
      <main id="main" className="account-shell__main" tabIndex={-1}>
        <ErrorBoundary area="page" key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className="account-shell__footer">
        &copy; {new Date().getFullYear()} {brand.legalName}
      </footer>
    </div>
  );
}
