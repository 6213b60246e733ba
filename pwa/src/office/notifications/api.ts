import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { NotificationList } from '@contract/notifications';
import { apiRequest, getQueryFn } from '@pwa/lib/api';
import { officeDb } from '@pwa/offline/db';
import { keepOnDevice, useKeptOnDevice } from '../shared/keptOnDevice';

/** Query keys of the agent's in-app notifications. */
export const notificationQueries = {
  list: () => ['/api/notifications'] as const,
};

/** Notifications live on the server; the device keeps the last list for offline visits. */
const KEPT_NOTIFICATIONS = 'notifications';

const readNotifications = getQueryFn<NotificationList>({ on401: 'throw' });

export interface Notifications {
  data: NotificationList | null;
  isPending: boolean;
  /** The server could not be reached: `data`, if any, is the copy kept at `savedAt`. */
  error: unknown;
  savedAt: string | null;
}

/**
 * Asks the server for the list again whenever a sync pulls changes (the pull cursor moves): the
 * news a notice tells of (a proposal accepted, a booking changed) arrives that way, and the
 * list must not wait for a reload or its cache time to say so.
 */
function useRefreshWhenSyncBringsNews(): void {
  const queryClient = useQueryClient();
  const cursor = useLiveQuery(async () => (await officeDb().meta.get('cursor'))?.value ?? null, []);
  const seen = useRef(cursor);
  useEffect(() => {
    const before = seen.current;
    seen.current = cursor;
    if (before != null && cursor != null && cursor !== before) {
      void queryClient.invalidateQueries({ queryKey: notificationQueries.list() });
    }
  }, [cursor, queryClient]);
}

/** The server's list, or, when it cannot be reached, the list this device saw last. */
export function useNotifications(): Notifications {
  useRefreshWhenSyncBringsNews();
  const query = useQuery<NotificationList>({
    queryKey: notificationQueries.list(),
    staleTime: 30_000,
    queryFn: async (context) => {
      const list = (await readNotifications(context)) as NotificationList;
      await keepOnDevice(KEPT_NOTIFICATIONS, list);
      return list;
    },
  });
  const kept = useKeptOnDevice<NotificationList>(KEPT_NOTIFICATIONS);
  if (query.data) return { data: query.data, isPending: false, error: null, savedAt: null };
  const copy = kept.data ?? null;
  return {
    data: copy && { data: copy.data, unreadCount: copy.unreadCount },
    isPending: query.isPending || kept.isPending,
    error: query.error,
    savedAt: copy?.savedAt ?? null,
  };
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest('POST', `/api/notifications/${id}/read`)).json(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.list() }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest('POST', '/api/notifications/read-all')).json(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.list() }),
  });
}
