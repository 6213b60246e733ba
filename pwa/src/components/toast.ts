import type { ReactNode } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * One way to show a transient message, usable from hooks, mutations and plain modules alike.
 * The antd instance comes from <ToastHost/> (notification.useNotification with a holder), so
 * toasts pick up the ConfigProvider theme; calls made before the host mounts wait for it.
 * Mount <ToastRoot/> once under ConfigProvider; it loads the host on the first toast.
 */

export interface ToastOptions {
  /** Buttons under the text, for a toast that asks for an action (e.g. "Reload"). */
  actions?: ReactNode;
  /** Seconds; false keeps it until closed. Defaults to the host's 5 s. */
  duration?: number | false;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

let instance: NotificationInstance | null = null;
const waiting: Array<(api: NotificationInstance) => void> = [];
let hostWanted = false;
let wantHost: (() => void) | null = null;

/**
 * Called by ToastRoot: antd's notification code is fetched only when the first toast is
 * shown, keeping it out of the first download of every page.
 */
export function onToastHostWanted(listener: () => void): () => void {
  wantHost = listener;
  if (hostWanted) listener();
  return () => {
    if (wantHost === listener) wantHost = null;
  };
}

/** Called by ToastHost; returns the unbind for its cleanup. */
export function bindToastInstance(api: NotificationInstance): () => void {
  instance = api;
  for (const show of waiting.splice(0)) show(api);
  return () => {
    if (instance === api) instance = null;
  };
}

function show(kind: Kind, title: ReactNode, description?: ReactNode, options: ToastOptions = {}): void {
  const open = (api: NotificationInstance) =>
    api[kind]({
      title,
      description,
      actions: options.actions,
      ...(options.duration === undefined ? {} : { duration: options.duration }),
      // Errors interrupt (alert); everything else is announced politely (status).
      role: kind === 'error' ? 'alert' : 'status',
    });
  if (instance) {
    open(instance);
    return;
  }
  waiting.push(open);
  hostWanted = true;
  wantHost?.();
}

export const toast = {
  success: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('success', title, description, options),
  /** The "destructive" toast: an error the user must read. */
  error: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('error', title, description, options),
  info: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('info', title, description, options),
  warning: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('warning', title, description, options),
  /** Closes whatever toast is showing. */
  dismiss: () => instance?.destroy(),
};
