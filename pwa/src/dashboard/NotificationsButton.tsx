import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { dashboardMessages } from '@contract/dashboard';
import type { Notification } from '@contract/notifications';
import { useIsOnline } from '@pwa/components/OfflinePage';
import { toast } from '@pwa/components/toast';
import { errorMessage } from '@pwa/lib/errorMessage';
import { useMarkNotificationsRead } from './api';

const when = (instant: string) =>
  new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The header's Notifications button: the client's unread notices (a proposal sent, a booking
 * confirmed or changed) in a drawer, or a "No new notifications" toast when none wait.
 */
export function NotificationsButton({ notifications }: { notifications: readonly Notification[] }) {
  const [open, setOpen] = useState(false);
  const online = useIsOnline();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.filter((notice) => !notice.isRead).length;

  const show = () => {
    if (unread === 0)
      toast.info(dashboardMessages.noNotificationsTitle, dashboardMessages.noNotificationsText);
    else setOpen(true);
  };
  const markAllRead = () =>
    markRead.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onError: (error) => toast.error('Could not mark your notifications as read', errorMessage(error)),
    });

  return (
    <>
      <Badge count={unread} size="small">
        <Button
          icon={<BellOutlined aria-hidden />}
          onClick={show}
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          Notifications
        </Button>
      </Badge>
      <Drawer
        title="Notifications"
        open={open}
        onClose={() => setOpen(false)}
        extra={
          <Button onClick={markAllRead} loading={markRead.isPending} disabled={!online}>
            Mark all as read
          </Button>
        }
      >
        <ul className="dashboard-notices">
          {notifications.map((notice) => (
            <li
              key={notice.id}
              className={notice.isRead ? 'dashboard-notice' : 'dashboard-notice dashboard-notice--unread'}
            >
              <strong>{notice.title}</strong>
              {!notice.isRead && <span className="visually-hidden"> (unread)</span>}
              <p>{notice.message}</p>
              <time className="dashboard-muted" dateTime={notice.createdAt}>
                {when(notice.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}
