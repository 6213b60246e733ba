import { buttonClassName } from '@pwa/components/buttonClassName';
import { toast } from '@pwa/components/toast';

/** An installed app can stay open for days; it looks for a new version this often. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * What the service worker registration does when a new version is waiting or once it is
 * registered. Kept apart from the registration itself, which only exists in a production build.
 */
export function createUpdateHandlers(activateUpdate: () => Promise<void>) {
  let promptShown = false;
  return {
    onNeedRefresh(): void {
      // One prompt is enough: its Reload activates whichever version is waiting by then.
      if (promptShown) return;
      promptShown = true;
      toast.info('A new version is available', 'Reload to get the latest version of the site.', {
        duration: false,
        actions: (
          <button
            type="button"
            className={buttonClassName({ type: 'primary' })}
            onClick={() => void activateUpdate()}
          >
            Reload
          </button>
        ),
      });
    },
    onRegisteredSW(_scriptUrl: string, registration: ServiceWorkerRegistration | undefined): void {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => {});
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  };
}
