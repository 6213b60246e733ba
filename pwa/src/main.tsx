// Global styles first, so each component's own stylesheet can refine them.
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { installGlobalErrorHandlers } from './lib/globalErrors';
import { queryClient } from './lib/queryClient';

installGlobalErrorHandlers();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} queryClient={queryClient} />
  </StrictMode>,
);

registerServiceWorker();
