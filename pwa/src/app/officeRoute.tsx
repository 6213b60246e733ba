import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { lazyPage } from '@pwa/lib/lazyPage';
import { paths } from '@pwa/lib/paths';

// The office's frame, its layout and its first page: none of them in a public page's download.
const AgentOfficeGate = lazyPage(() => import('./AgentOfficeGate'), 'AgentOfficeGate');
const AgentOfficePage = lazyPage(() => import('@pwa/office/AgentOfficePage'), 'AgentOfficePage');

/**
 * Fetches and runs the office's chunks together. The sign-in page calls it while the agent
 * types, so the office renders the moment the sign-in answers; a failure (offline before the
 * service worker had them) is left to the office's error boundary, which says so.
 */
export async function preloadAgentOffice(): Promise<void> {
  await Promise.all([
    // The layout is the gate's own lazy part: fetched as soon as the gate's chunk is in.
    AgentOfficeGate.preload().then(async () => (await import('./AgentOfficeGate')).OfficeLayout.preload()),
    AgentOfficePage.preload(),
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
    await preloadAgentOffice().catch(() => undefined);
    return {};
  },
  children: [{ index: true, element: <AgentOfficePage /> }],
};
