import * as v from 'valibot';
import { countOf, type Queryable } from '@db/index.ts';
import type { NotificationsRow } from '@db/schema/rows.ts';
import type { Notification, NotificationList } from '@contract/notifications.ts';
import type { SessionUser } from '../types.ts';

/** How many notifications one list shows (the newest). */
export const NOTIFICATION_LIST_LIMIT = 100;

/** Notifications belong to one user: everyone, admins included, sees only their own. */
export function notificationsOf(db: Queryable, actor: SessionUser) {
  return db('notifications').where('notifications.agentId', actor.id);
}

/** The columns of a notification the API answers with. */
export type PresentedNotificationRow = Pick<
  NotificationsRow,
  'id' | 'type' | 'title' | 'message' | 'entityType' | 'entityId' | 'isRead' | 'priority' | 'createdAt'
>;

/** A notifications row as the API answers it. */
export function presentNotificationRow(row: PresentedNotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    entityType: row.entityType ?? null,
    entityId: row.entityId ?? null,
    isRead: Boolean(row.isRead),
    priority: row.priority,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The columns presentNotificationRow reads, for a caller that holds the row untyped (the
 * client's dashboard): checked here rather than trusted, so a row of another shape fails loudly.
 */
const NotificationRecord = v.object({
  id: v.string(),
  type: v.string(),
  title: v.string(),
  message: v.string(),
  entityType: v.nullable(v.string()),
  entityId: v.nullable(v.string()),
  isRead: v.boolean(),
  priority: v.string(),
  createdAt: v.date(),
});

/** A notification read from an untyped row (see NotificationRecord), as the API answers it. */
export function presentNotification(row: Record<string, unknown>): Notification {
  return presentNotificationRow(v.parse(NotificationRecord, row));
}

export async function listNotifications(db: Queryable, actor: SessionUser): Promise<NotificationList> {
  const rows = await notificationsOf(db, actor)
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(NOTIFICATION_LIST_LIMIT);
  const unreadCount = await countOf(notificationsOf(db, actor).where({ isRead: false }));
  return { data: rows.map(presentNotificationRow), unreadCount };
}

export async function findNotification(
  db: Queryable,
  actor: SessionUser,
  id: string,
): Promise<Notification | undefined> {
  const row = await notificationsOf(db, actor).where({ id }).first();
  return row ? presentNotificationRow(row) : undefined;
}
