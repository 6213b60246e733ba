import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { OfflineGuard, OfflinePage, isNetworkError } from './OfflinePage';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

function Trips({ load }: { load: () => Promise<string> }) {
  const trips = useQuery({ queryKey: ['trips'], queryFn: load, retry: false });
  if (trips.isError) return <p>Trips could not be loaded: {trips.error.message}</p>;
  return <p>{trips.data ?? 'Loading trips'}</p>;
}

function renderGuarded(load: () => Promise<string>) {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <OfflineGuard>
        <Trips load={load} />
      </OfflineGuard>
    </QueryClientProvider>,
  );
}

describe('OfflinePage', () => {
  it('says the visitor is offline, what still works, and retries on request', () => {
    const onRetry = vi.fn();
    render(<OfflinePage onRetry={onRetry} />);

    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    expect(screen.getByText(/the Agent Office, once it has been opened on this device/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Agent Office' }).getAttribute('href')).toBe(
      '/agent-office',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('isNetworkError', () => {
  it('tells a missing connection from other failures', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isNetworkError(new Error('500: Internal Server Error'))).toBe(false);
    expect(isNetworkError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });

  it('blames the connection for any failure while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isNetworkError(new Error('anything'))).toBe(true);
  });
});

describe('OfflineGuard', () => {
  it('replaces a page whose data could not reach the server, and Retry loads it again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('Saint Lucia, June');
    renderGuarded(load);

    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Saint Lucia, June')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
  });

  it('loads the page again by itself when the connection comes back', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('Orlando, August');
    renderGuarded(load);
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();

    goOnline();
    expect(await screen.findByText('Orlando, August')).toBeTruthy();
  });

  it('leaves a server error to the page itself', async () => {
    renderGuarded(() => Promise.reject(new Error('500: Database unavailable')));

    expect(await screen.findByText('Trips could not be loaded: 500: Database unavailable')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
  });

  it('shows a page that needs the network only while the browser is online', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OfflineGuard needsNetwork>
          <p>Your dashboard</p>
        </OfflineGuard>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Your dashboard')).toBeTruthy();

    goOffline();
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.queryByText('Your dashboard')).toBeNull();

    goOnline();
    expect(screen.getByText('Your dashboard')).toBeTruthy();
  });
});

describe('offline in the app', () => {
  it('shows the offline page for a proposal link that cannot reach the server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ '/api/auth/me': { status: 401 }, '/api/public/proposals/abc123': 'network-error' });
    renderApp('/p/abc123');

    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    // The header stays, so the visitor can still move to the pages that work offline.
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows the offline page for the client dashboard instead of sending the visitor to sign in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({});
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
