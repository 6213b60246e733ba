import { useEffect } from 'react';
import { notification } from 'antd';
import { AntdTheme } from '@pwa/app/AntdTheme';
import { bindToastInstance } from './toast';

/** At most one toast at a time, shown for 5 seconds. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_SECONDS = 5;

/** Phones show toasts at the bottom, as snackbars: at the top they cover the header's buttons. */
export const PHONE_TOAST_QUERY = '(max-width: 600px)';

function toastPlacement(): 'topRight' | 'bottom' {
  return window.matchMedia(PHONE_TOAST_QUERY).matches ? 'bottom' : 'topRight';
}

/** Mount once; it renders the holder that toasts appear in, in antd's theme. */
export function ToastHost() {
  const [api, holder] = notification.useNotification({
    maxCount: TOAST_LIMIT,
    duration: TOAST_DURATION_SECONDS,
    placement: toastPlacement(),
    pauseOnHover: true,
  });
  useEffect(() => bindToastInstance(api), [api]);
  return <AntdTheme>{holder}</AntdTheme>;
}
