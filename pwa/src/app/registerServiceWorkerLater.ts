/**
 * The service worker's code (its registration, the update prompt) is no part of what a page needs
 * to show or to work: fetched after the page's own code, and once more when the connection
 * returns if that fetch failed, as the registration itself retries (keepServiceWorker.ts).
 */
export function registerServiceWorkerLater(): void {
  import('./serviceWorker').then(
    ({ registerServiceWorker }) => registerServiceWorker(),
    () => window.addEventListener('online', registerServiceWorkerLater, { once: true }),
  );
}
