// Global styles first, so each component's own stylesheet can refine them.
import './app/global.css';
import { StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { routes } from './app/routes';
import { registerServiceWorker } from './app/serviceWorker';
import { installGlobalErrorHandlers } from './lib/globalErrors';
import type { LazyPage } from './lib/lazyPage';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The page's own chunks (their <link rel="modulepreload"> are already in the server's HTML),
 * run before hydrating: the whole page then hydrates in one pass instead of suspending on them.
 */
async function preloadMatchedPages(): Promise<void> {
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matched.map(({ route }) => {
      const page = (route.element as ReactElement | undefined)?.type as Partial<LazyPage<never>> | undefined;
      return page?.preload?.().catch(() => undefined);
    }),
  );
}

const app = (
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>
);

// A public page arrives rendered by the server: hydrate it. The app shell (the account screens,
// the office, or any page the service worker serves offline) arrives empty: render it.
if (container.hasChildNodes()) {
  void preloadMatchedPages().then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}

registerServiceWorker();
