import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { lazyPage } from '@pwa/lib/lazyPage';
import { paths } from '@contract/sitePaths';
import { preloadTabInAddress } from '@pwa/office/tabCode';
import { openRememberedAgentDatabase } from './rememberedAgent';

// The office's frame, its layout and its first page: none of them in a public page's download.
const AgentOfficeGate = lazyPage(() => import('./AgentOfficeGate'), 'AgentOfficeGate');
const AgentOfficePage = lazyPage(() => import('@pwa/office/AgentOfficePage'), 'AgentOfficePage');
export const OfficeLayout = lazyPage(() => import('@pwa/office/OfficeLayout'), 'OfficeLayout');

/**
 * Fetches and runs the office's chunks together: its frame, its layout, its page and the tab
 * named in the address, all at once. Fetched one after another (the layout once the frame ran,
 * the tab once the page ran), they cost three trips to the service worker, each slow when the
 * browser has just started. The sign-in page calls it while the agent types, so the office
 * renders the moment the sign-in answers; a failure (offline before the service worker had
 * them) is left to the office's error boundary, which says so.
 */
export async function preloadAgentOffice(search = ''): Promise<void> {
  await Promise.all([
    AgentOfficeGate.preload(),
    OfficeLayout.preload(),
    AgentOfficePage.preload(),
    preloadTabInAddress(search),
  ]);
}

/**
 * The router fetches the office's chunks before it shows the office (`lazy`), on the first
 * load as on a navigation, so no Suspense fallback stands between the sign-in and the
 * office: each one React reveals late, and two in a row (shell, then page) cost most of a
 * second on a slow device.
 */
export const agentOfficeRoute: RouteObject = {
  path: paths.agentOffice,
  element: <AgentOfficeGate />,
  hydrateFallbackElement: <PageSpinner />,
  lazy: async () => {
    openRememberedAgentDatabase();
    await preloadAgentOffice(window.location.search).catch(() => undefined);
    return {};
  },
  children: [{ index: true, element: <AgentOfficePage /> }],
};
