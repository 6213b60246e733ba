import { registerSW } from 'virtual:pwa-register';
import { createUpdateHandlers } from './updatePrompt';

/**
 * The service worker precaches the shell and every route chunk (vite.config.ts), which is
 * what lets the Agent Office open offline. With registerType 'prompt' a new version waits
 * until the user agrees to reload, so an agent never loses a half-typed form to an update.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Reload = activate the waiting worker, then reload once it controls the page.
  const handlers = createUpdateHandlers(() => updateServiceWorker(true));
  // Registered once the page has loaded (immediate: false): installing precaches every chunk,
  // one request after another, which would otherwise compete with the first screen's own chunks.
  const updateServiceWorker = registerSW({
    immediate: false,
    ...handlers,
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed:', error);
    },
  });
}
