import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { OfflinePage, useIsOnline } from '@pwa/components/OfflinePage';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { paths } from '@contract/sitePaths';
import { isAgent } from './currentUser';
import { useCurrentUser } from './useCurrentUser';

interface Props {
  children: ReactNode;
  /**
   * Agents opening the client dashboard go to the office, and clients
   * opening the office go to their dashboard.
   */
  audience?: 'client' | 'agent';
}

/** The route guard: a spinner while the session is checked, /login without one. */
export function RequireUser({ children, audience }: Props) {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const online = useIsOnline();

  if (isLoading) return <PageSpinner label="Checking your session" />;
  // Offline with nobody known on this device, the screen has nothing to show and the sign-in
  // page could not sign anyone in: say why instead.
  if (!user && !online) return <OfflinePage />;
  if (!user) return pathname === paths.login ? null : <Navigate to={paths.login} replace />;
  if (audience === 'client' && isAgent(user)) return <Navigate to={paths.agentOffice} replace />;
  if (audience === 'agent' && !isAgent(user)) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
