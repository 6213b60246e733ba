// Global styles first, so each component's own stylesheet can refine them.
import '@pwa/app/global.css';
import { installGlobalErrorHandlers } from '@pwa/lib/globalErrors';
import { registerServiceWorkerLater } from '@pwa/app/registerServiceWorkerLater';
import { hydrateSitePage } from './hydrateSitePage';

installGlobalErrorHandlers();

// The entry of a server-rendered public page (the site build, vite.config.ts).
const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
hydrateSitePage(container);
registerServiceWorkerLater();
