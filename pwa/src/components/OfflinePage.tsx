import { useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { lightIcon } from '@pwa/components/icons';
import DisconnectOutlinedSvg from '@ant-design/icons-svg/es/asn/DisconnectOutlined';
import { buttonClassName } from './buttonClassName';
import { QueryClientContext, type Query, type QueryClient } from '@tanstack/react-query';

const DisconnectOutlined = lightIcon(DisconnectOutlinedSvg);

/**
 * What browsers throw when a request or a lazy chunk never reaches the server: fetch's
 * TypeError ("Failed to fetch" in Chromium, "NetworkError ..." in Firefox, "Load failed" in
 * Safari) and the dynamic import's ("Failed to fetch dynamically imported module",
 * "Importing a module script failed"). An HTTP error answer is not one of them.
 */
const NETWORK_MESSAGE =
  /failed to fetch|networkerror|network error|load failed|dynamically imported module|importing a module script/i;

/** True when an error means "no connection" rather than a bug or a refusal by the server. */
export function isNetworkError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError && NETWORK_MESSAGE.test(error.message);
}

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own view of the connection; false means certainly offline. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

function reloadPage(): void {
  window.location.reload();
}

interface OfflinePageProps {
  /** Defaults to reloading the page, the only way to retry a route chunk that failed to load. */
  onRetry?: () => void;
}

/**
 * Shown in place of a page that cannot work without the network, so the visitor reads why
 * and what still works instead of an empty or half-loaded screen. Links are plain anchors:
 * the page is also shown outside the router, and a full load is served by the service worker.
 */
export function OfflinePage({ onRetry = reloadPage }: OfflinePageProps) {
  return (
    <section className="not-found" aria-labelledby="offline-title">
      <div className="container not-found__inner">
        <DisconnectOutlined className="not-found__mark" aria-hidden="true" />
        <h1 id="offline-title">You are offline</h1>
        <p>This page needs an internet connection, and this device is not connected right now.</p>
        <p>
          <strong>What still works:</strong> the Agent Office, once it has been opened on this device while
          online (changes made there are kept and sync when you are back online), your client dashboard as it
          was last loaded on this device, and the information pages of this site.
        </p>
        <div className="page-hero__actions" style={{ justifyContent: 'center' }}>
          <button
            type="button"
            className={buttonClassName({ type: 'primary', size: 'large' })}
            onClick={onRetry}
          >
            Retry
          </button>
          <a className={buttonClassName({ size: 'large' })} href="/agent-office">
            Open the Agent Office
          </a>
        </div>
      </div>
    </section>
  );
}

/** A query the page is waiting on that could not reach the server, with nothing to show. */
function failedForLackOfNetwork(query: Query): boolean {
  return (
    query.state.status === 'error' &&
    query.state.data === undefined &&
    query.getObserversCount() > 0 &&
    isNetworkError(query.state.error)
  );
}

interface OfflineGuardProps {
  children: ReactNode;
  /** The page is useless offline (it only shows server data): say so as soon as the browser is offline. */
  needsNetwork?: boolean;
}

/**
 * Wraps one page: shows the offline page when the page needs the network and the browser is
 * offline, or when one of its queries failed for lack of a connection. The page is unmounted
 * meanwhile; Retry or the connection coming back mounts it again, which refetches its data.
 */
export function OfflineGuard({ children, needsNetwork = false }: OfflineGuardProps) {
  const outerQueryClient = useContext(QueryClientContext);
  const online = useIsOnline();
  const [queryFailed, setQueryFailed] = useState(false);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let done = false;
    const watch = (queryClient: QueryClient) => {
      if (done) return;
      unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && failedForLackOfNetwork(event.query)) setQueryFailed(true);
      });
    };
    // The app's cache comes with the first part of the page that fetches (QueryIsland); a
    // page that fetches nothing fetches no query code either, beyond this shared chunk.
    if (outerQueryClient) watch(outerQueryClient);
    else
      void import('@pwa/lib/queryClient').then(
        ({ queryClient }) => watch(queryClient),
        () => undefined,
      );
    return () => {
      done = true;
      unsubscribe?.();
    };
  }, [outerQueryClient]);

  useEffect(() => {
    const giveAnotherChance = () => setQueryFailed(false);
    window.addEventListener('online', giveAnotherChance);
    return () => window.removeEventListener('online', giveAnotherChance);
  }, []);

  if ((needsNetwork && !online) || queryFailed) {
    return <OfflinePage onRetry={() => setQueryFailed(false)} />;
  }
  return <>{children}</>;
}
