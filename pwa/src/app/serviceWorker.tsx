import { Button } from 'antd';
import { registerSW } from 'virtual:pwa-register';
import { toast } from '@pwa/components/toast';

/**
 * The service worker precaches the shell and every route chunk (vite.config.ts), which is
 * what lets the Agent Office open offline. With registerType 'prompt' a new version waits
 * until the user agrees to reload, so an agent never loses a half-typed form to an update.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast.info('A new version is available', 'Reload to get the latest version of the site.', {
        duration: false,
        actions: (
          <Button type="primary" size="small" onClick={() => void updateServiceWorker(true)}>
            Reload
          </Button>
        ),
      });
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed:', error);
    },
  });
}
