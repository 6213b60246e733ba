import type { Queryable } from '@db/index.ts';
import type { Notification, NotificationList } from '@contract/notifications.ts';
import type { SessionUser } from '../types.ts';

/** How many notifications one list shows (the newest). */
export const NOTIFICATION_LIST_LIMIT = 100;

/** Notifications belong to one user: everyone, admins included, sees only their own. */
export function notificationsOf(db: Queryable, actor: SessionUser) {
  return db('notifications').where('notifications.agentId', actor.id);
}

export function presentNotification(row: Record<string, unknown>): Notification {
  return {
    id: row.id as string,
    type: row.type as string,
    title: row.title as string,
    message: row.message as string,
    entityType: (row.entityType as string | null) ?? null,
    entityId: (row.entityId as string | null) ?? null,
    isRead: Boolean(row.isRead),
    priority: row.priority as string,
    createdAt: new Date(row.createdAt as string).toISOString(),
  };
}

export async function listNotifications(db: Queryable, actor: SessionUser): Promise<NotificationList> {
  const rows = await notificationsOf(db, actor)
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(NOTIFICATION_LIST_LIMIT);
  const [{ count }] = (await notificationsOf(db, actor).where({ isRead: false }).count({ count: '*' })) as {
    count: number | string;
  }[];
  return { data: rows.map(presentNotification), unreadCount: Number(count) };
}

export async function findNotification(
  db: Queryable,
  actor: SessionUser,
  id: string,
): Promise<Notification | undefined> {
  const row = await notificationsOf(db, actor).where({ id }).first();
  return row ? presentNotification(row) : undefined;
}
