import { Badge, Button, Drawer, Empty, Tag } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatLongDate } from '@contract/dates';
import { toast } from '@pwa/components/toast';
import { LoadingStatus } from '@pwa/components/LoadingStatus';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api';
import './notifications.css';

/** The header's Notifications button: an unread badge and a drawer listing the notifications. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  // Marking read needs the server; a kept copy is for reading only.
  const readOnly = notifications.savedAt !== null;
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.data ?? [];
  const onError = (error: unknown) => toast.error('Could not update notifications', errorMessage(error));
  const [, setParams] = useSearchParams();
  // A new-lead notice opens its lead in the Leads tab.
  const openLead = (id: string) => {
    setOpen(false);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', 'leads');
        next.set('lead', id);
        return next;
      },
      { replace: false },
    );
  };

  return (
    <>
      <Badge count={unread} size="small">
        <Button
          icon={<BellOutlined aria-hidden />}
          onClick={() => setOpen(true)}
          aria-label={unread ? `Notifications (${unread} unread)` : 'Notifications'}
        >
          Notifications
        </Button>
      </Badge>
      <Drawer
        title="Notifications"
        open={open}
        onClose={() => setOpen(false)}
        extra={
          <Button
            size="small"
            disabled={!unread || readOnly}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError })}
          >
            Mark all read
          </Button>
        }
      >
        {notifications.savedAt && (
          <p className="office__subtext" role="status">
            {`Offline copy from ${formatLongDate(notifications.savedAt)}. New notifications arrive when you are online.`}
          </p>
        )}
        {notifications.isPending ? (
          <LoadingStatus label="Loading notifications" />
        ) : notifications.error && !notifications.data ? (
          <p role="alert">{errorMessage(notifications.error, 'Notifications could not be loaded.')}</p>
        ) : items.length === 0 ? (
          <Empty description="No notifications yet." />
        ) : (
          <ul className="notifications__list" aria-label="Notifications">
            {items.map((item) => (
              <li
                key={item.id}
                className={['notifications__item', item.isRead ? '' : 'office__unread'].join(' ')}
              >
                <div className="notifications__text">
                  <strong>
                    {!item.isRead && <span className="sr-only">Unread: </span>}
                    {item.title}
                  </strong>
                  {item.priority === 'high' && <Tag color="red">High priority</Tag>}
                  <p>{item.message}</p>
                  <small>{formatLongDate(item.createdAt)}</small>
                </div>
                {item.entityType === 'lead' && item.entityId && (
                  <Button
                    size="small"
                    aria-label={`Open the lead: ${item.title}`}
                    onClick={() => {
                      if (!item.isRead && !readOnly) markRead.mutate(item.id, { onError });
                      openLead(item.entityId!);
                    }}
                  >
                    Open lead
                  </Button>
                )}
                {!item.isRead && !readOnly && (
                  <Button
                    size="small"
                    type="link"
                    aria-label={`Mark "${item.title}" read`}
                    onClick={() => markRead.mutate(item.id, { onError })}
                  >
                    Mark read
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Drawer>
    </>
  );
}
