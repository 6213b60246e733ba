import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_STALE_TIME_MS, type ClientDashboard } from '@contract/dashboard';
import { ApiError, apiRequest } from '@pwa/lib/api';
import { saveDashboard, savedDashboard, type SavedDashboard } from './savedDashboard';

export const dashboardQueryKey = ['/api/dashboard'] as const;

/** What the screen shows: the server's answer, or the copy on this device and why. */
export interface DashboardAnswer extends SavedDashboard {
  /** Null when the server just answered; otherwise why the device's copy is shown. */
  fromDevice: null | 'offline' | 'unavailable';
}

async function readAnswer(res: Response): Promise<ClientDashboard> {
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new ApiError(res.status, text);
  }
  return (await res.json()) as ClientDashboard;
}

/**
 * GET /api/dashboard, kept on the device. With no answer (offline, a captive Wi-Fi page, a
 * server that is down) the last copy kept for this user stands in; without one, the error is
 * the screen's. 401 and 403 are answers: they are never hidden behind an old copy.
 */
export async function fetchDashboard(userId: string, signal?: AbortSignal): Promise<DashboardAnswer> {
  let dashboard: ClientDashboard;
  try {
    const res = await fetch(dashboardQueryKey[0], { credentials: 'include', signal });
    dashboard = await readAnswer(res);
  } catch (error) {
    const refused = error instanceof ApiError && error.status < 500;
    const saved = refused ? null : savedDashboard(userId);
    if (!saved) throw error;
    return { ...saved, fromDevice: error instanceof ApiError ? 'unavailable' : 'offline' };
  }
  const savedAt = Date.now();
  saveDashboard(userId, dashboard, savedAt);
  return { userId, savedAt, dashboard, fromDevice: null };
}

/**
 * The signed-in client's dashboard: fresh for 30 s; a
 * copy from the device is stale at once, so the screen asks again when the connection returns.
 * It runs offline too (networkMode 'always'): that is when the device's copy is wanted.
 */
export function useClientDashboard(userId: string) {
  return useQuery({
    queryKey: [...dashboardQueryKey, userId],
    queryFn: ({ signal }) => fetchDashboard(userId, signal),
    staleTime: (query) => (query.state.data?.fromDevice ? 0 : DASHBOARD_STALE_TIME_MS),
    networkMode: 'always',
    refetchOnReconnect: true,
  });
}

/** Marks every notice read; the dashboard is read again to show it. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/notifications/read-all', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
