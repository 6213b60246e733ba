/**
 * Keeps trying until the service worker is installed. Registering fetches sw.js and installing
 * fetches every precached file: a connection lost in the first seconds of a first visit fails
 * either one, and the browser never tries again by itself until the next page load online. The
 * Agent Office would then have no offline copy, and a reload offline the browser's error page.
 */

/** Retries while the browser says it is online (a server hiccup, a flaky network), then none. */
export const ONLINE_RETRY_DELAYS_MS = [5_000, 30_000];

/**
 * Whether the registration ends up with a worker that serves the app: true once one is
 * installed or active, false when the one installing fails (goes redundant) with none left.
 */
export function installs(registration: ServiceWorkerRegistration): Promise<boolean> {
  return new Promise((resolve) => {
    if (registration.active) {
      resolve(true);
      return;
    }
    const follow = (worker: ServiceWorker | null) => {
      if (!worker) return;
      const check = () => {
        if (worker.state === 'installing' || worker.state === 'parsed') return;
        worker.removeEventListener('statechange', check);
        if (worker.state !== 'redundant' || registration.active) resolve(true);
        // A newer script replaced this one mid-install: that one decides.
        else if (registration.installing || registration.waiting)
          follow(registration.installing ?? registration.waiting);
        else resolve(false);
      };
      worker.addEventListener('statechange', check);
      check();
    };
    registration.addEventListener('updatefound', () => follow(registration.installing));
    follow(registration.installing ?? registration.waiting);
  });
}

/**
 * Runs `register` (which registers sw.js) until a worker is installed: after a failure, again
 * when the connection comes back (the `online` event), and a couple of times on a timer if the
 * browser still says online. Nothing is retried once a worker is installed.
 */
export function keepServiceWorkerInstalled(
  register: () => Promise<ServiceWorkerRegistration | undefined>,
): void {
  let onlineRetries = 0;

  const attempt = async () => {
    try {
      const registration = await register();
      if (registration && (await installs(registration))) return;
      console.warn('The service worker could not be installed; trying again once online.');
    } catch (error) {
      console.warn('Service worker registration failed; trying again once online.', error);
    }
    retryLater();
  };

  const retryLater = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const retry = (event?: Event) => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      // Back online: a fresh start for the timed retries too.
      if (event) onlineRetries = 0;
      void attempt();
    };
    window.addEventListener('online', retry);
    const delay = ONLINE_RETRY_DELAYS_MS[onlineRetries];
    if (navigator.onLine && delay !== undefined) {
      onlineRetries += 1;
      timer = setTimeout(retry, delay);
    }
  };

  void attempt();
}
