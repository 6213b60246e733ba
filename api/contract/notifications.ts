/** In-app notifications of an agent (the agent office header's Notifications button). */

export const notificationMessages = {
  notFound: 'Notification not found',
  allRead: 'All notifications marked as read',
} as const;

export interface Notification {
  id: string;
  type: string;
  title: string;
  message: string;
  entityType: string | null;
  entityId: string | null;
  isRead: boolean;
  priority: string;
  createdAt: string;
}

export interface NotificationList {
  data: Notification[];
  unreadCount: number;
}
