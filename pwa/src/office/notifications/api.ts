import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@contract/notifications';
import { apiRequest } from '@pwa/lib/api';

/** Query keys of the agent's in-app notifications. */
export const notificationQueries = {
  list: () => ['/api/notifications'] as const,
};

export function useNotifications() {
  return useQuery<NotificationList>({ queryKey: notificationQueries.list(), staleTime: 30_000 });
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
