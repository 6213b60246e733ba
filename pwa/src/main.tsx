// Global styles first, so each component's own stylesheet can refine them.
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { installGlobalErrorHandlers } from './lib/globalErrors';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>
);

// A public page arrives rendered by the server: hydrate it at once, so a click made while the
// page's own chunk (linked with modulepreload) is still on its way is replayed rather than lost;
// React keeps the server's HTML until then. The app shell (the account screens, the office, or
// any page the service worker serves offline) arrives empty: render it.
if (container.hasChildNodes()) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}

/**
 * The service worker's code (its registration, the update prompt) is no part of what a page needs
 * to show or to work: fetched after the page's own code, and once more when the connection
 * returns if that fetch failed, as the registration itself retries (keepServiceWorker.ts).
 */
function registerServiceWorkerLater(): void {
  import('./app/serviceWorker').then(
    ({ registerServiceWorker }) => registerServiceWorker(),
    () => window.addEventListener('online', registerServiceWorkerLater, { once: true }),
  );
}
registerServiceWorkerLater();
