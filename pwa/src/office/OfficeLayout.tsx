import { Suspense, useEffect } from 'react';
import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { brand } from '@contract/brand';
import { ErrorBoundary } from '@pwa/components/ErrorBoundary';
import { Logo } from '@pwa/components/Logo';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { preloadToastHost } from '@pwa/components/ToastRoot';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { useLogout } from '@pwa/account/useLogout';
import { paths } from '@contract/sitePaths';
import { OfficeDataProvider } from '@pwa/offline/officeData';
import { SyncStatus } from './sync/SyncStatus';
import './office.css';

/**
 * The Agent Office shell: a lean bar instead of the marketing header, no site footer. It is
 * a separate chunk so the office's weight never reaches public visitors. Every office screen
 * reads the signed-in agent's data on this device, so the shell opens it (the route guard has
 * made sure someone is signed in).
 */
export function OfficeLayout() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <OfficeDataProvider userId={user.id}>
      <OfficeShell />
    </OfficeDataProvider>
  );
}

function OfficeShell() {
  const { pathname } = useLocation();
  const { logout, isPending, label } = useLogout();
  // The office is used offline: its toasts' code is fetched while the connection is there.
  useEffect(preloadToastHost, []);
  return (
    <div className="office">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="office__bar">
        <Link to={paths.home} className="brand-link office__brand">
          <Logo size={32} />
          <span className="brand-link__name">{brand.name}</span>
        </Link>
        <span className="office__badge">Agent Office</span>
        <SyncStatus />
        <div className="office__account">
          <nav aria-label="Office" className="office__nav">
            <Link to={paths.settings}>Settings</Link>
            <Link to={paths.home}>Public site</Link>
          </nav>
          <Button icon={<LogoutOutlined aria-hidden />} disabled={isPending} onClick={logout}>
            {label}
          </Button>
        </div>
      </header>
      <main id="main" className="office__main" tabIndex={-1}>
        <ErrorBoundary area="office" key={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
