import { Badge, Button, Drawer, List } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { formatLongDate } from '@contract/dates';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api';

/** The header's Notifications button: an unread badge and a drawer listing the notifications. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const onError = (error: unknown) => toast.error('Could not update notifications', errorMessage(error));

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
            disabled={!unread}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError })}
          >
            Mark all read
          </Button>
        }
      >
        {notifications.isError ? (
          <p role="alert">{errorMessage(notifications.error, 'Notifications could not be loaded.')}</p>
        ) : (
          <List
            loading={notifications.isPending}
            dataSource={notifications.data?.data ?? []}
            locale={{ emptyText: 'No notifications yet.' }}
            renderItem={(item) => (
              <List.Item
                className={item.isRead ? undefined : 'office__unread'}
                actions={
                  item.isRead
                    ? []
                    : [
                        <Button
                          key="read"
                          size="small"
                          type="link"
                          aria-label={`Mark "${item.title}" read`}
                          onClick={() => markRead.mutate(item.id, { onError })}
                        >
                          Mark read
                        </Button>,
                      ]
                }
              >
                <List.Item.Meta
                  title={
                    <>
                      {!item.isRead && (
                        <Badge status="processing" text={<span className="sr-only">Unread: </span>} />
                      )}
                      {item.title}
                    </>
                  }
                  description={
                    <>
                      <span>{item.message}</span>
                      <br />
                      <small>{formatLongDate(item.createdAt)}</small>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Drawer>
    </>
  );
}
