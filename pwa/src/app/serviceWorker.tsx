import type { Workbox } from 'workbox-window';
import { keepServiceWorkerInstalled } from './keepServiceWorker';
import { createUpdateHandlers } from './updatePrompt';

const SW_URL = '/sw.js';

/**
 * A new version waiting (installed in this tab or another) asks the user first; once they
 * agree and it takes over, the page reloads into it.
 */
function promptForUpdates(workbox: Workbox, onNeedRefresh: () => void): void {
  let prompted = false;
  const prompt = () => {
    if (prompted) return;
    prompted = true;
    workbox.addEventListener('controlling', (event) => {
      if (event.isUpdate) window.location.reload();
    });
    onNeedRefresh();
  };
  workbox.addEventListener('installed', (event) => {
    if (event.isUpdate === undefined && event.isExternal) prompt();
  });
  workbox.addEventListener('waiting', prompt);
}

/**
 * The service worker precaches the shell and every route chunk (vite.config.ts), which is
 * what lets the Agent Office open offline. With registerType 'prompt' a new version waits
 * until the user agrees to reload, so an agent never loses a half-typed form to an update.
 * workbox-window is a chunk of its own, fetched once the page has loaded (it is no part of what a
 * public page needs to show or to work); a fetch of it that fails fails the attempt, which
 * keepServiceWorkerInstalled tries again once the connection returns.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  let workbox: Workbox | undefined;
  // Reload = activate the waiting worker; `controlling` then reloads the page.
  const handlers = createUpdateHandlers(async () => workbox?.messageSkipWaiting());
  let checkingForUpdates = false;
  keepServiceWorkerInstalled(async () => {
    const { Workbox } = await import('workbox-window');
    // One Workbox per attempt: an instance registers once.
    workbox = new Workbox(SW_URL, { scope: '/' });
    promptForUpdates(workbox, handlers.onNeedRefresh);
    // Registered once the page has loaded (immediate: false): installing precaches every chunk,
    // one request after another, which would otherwise compete with the first screen's own chunks.
    const registration = await workbox.register({ immediate: false });
    if (registration && !checkingForUpdates) {
      checkingForUpdates = true;
      handlers.onRegisteredSW(SW_URL, registration);
    }
    return registration;
  });
}
