// Global styles first, so each component's own stylesheet can refine them.
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { registerServiceWorkerLater } from './app/registerServiceWorkerLater';
import { installGlobalErrorHandlers } from './lib/globalErrors';
import { finishPendingLogoutWhenOnline } from './account/pendingLogout';
import { showCarriedToast } from './components/carriedToast';

installGlobalErrorHandlers();
finishPendingLogoutWhenOnline();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The app shell: the account screens, the office, or any page the service worker serves
// offline, rendered in the browser. A public page the server rendered hydrates with the
// site's own entry instead (site/main.tsx).
createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
// A page that handed over to this one by loading it may have left a toast for it.
showCarriedToast();
registerServiceWorkerLater();
