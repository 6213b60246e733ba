import { useEffect } from 'react';
import { notification } from 'antd';
import { bindToastInstance } from './toast';

/** The site specification section 9: at most one toast at a time, shown for 5 seconds. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_SECONDS = 5;

/** Mount once inside ConfigProvider; it renders the holder that toasts appear in. */
export function ToastHost() {
  const [api, holder] = notification.useNotification({
    maxCount: TOAST_LIMIT,
    duration: TOAST_DURATION_SECONDS,
    placement: 'topRight',
    pauseOnHover: true,
  });
  useEffect(() => bindToastInstance(api), [api]);
  return holder;
}
