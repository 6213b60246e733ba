import { useEffect, useState, type ComponentType } from 'react';
import { onToastHostWanted } from './toast';

type LoadHost = () => Promise<ComponentType>;

const loadToastHost: LoadHost = async () => (await import('./ToastHost')).ToastHost;

const loads = new WeakMap<LoadHost, Promise<ComponentType>>();

/**
 * Fetches the toast holder's code once. A fetch that fails (the connection dropped before the
 * service worker had stored the chunk) is forgotten, so the next try fetches again.
 */
function loadOnce(load: LoadHost): Promise<ComponentType> {
  let loading = loads.get(load);
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loads.delete(load);
      throw error;
    });
    loads.set(load, loading);
  }
  return loading;
}

/**
 * Fetches the toast holder's code ahead of the first toast: the office calls it so that a toast
 * shows offline even on a device whose service worker is not installed yet.
 */
export function preloadToastHost(load: LoadHost = loadToastHost): void {
  loadOnce(load).catch(() => undefined);
}

/**
 * Mount once under ConfigProvider: renders the toast holder from the first toast on. The
 * holder's code is fetched then; when that fails, the toasts wait (toast.ts keeps them) and the
 * fetch is tried again once the connection returns, and the rest of the app carries on: a
 * thrown lazy import here would take the whole screen down with it.
 */
export function ToastRoot({ load = loadToastHost }: { load?: LoadHost }) {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const attempt = () => {
      loadOnce(load).then(
        (component) => {
          if (mounted) setHost(() => component);
        },
        () => window.addEventListener('online', attempt, { once: true }),
      );
    };
    const unbind = onToastHostWanted(attempt);
    return () => {
      mounted = false;
      unbind();
      window.removeEventListener('online', attempt);
    };
  }, [load]);
  return Host ? <Host /> : null;
}
