import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { RequireUser } from '@pwa/account/RequireUser';
import { currentUserQueryKey, isAgent, rememberedUser } from '@pwa/account/currentUser';
import { lazyPage } from '@pwa/lib/lazyPage';
import { paths } from '@pwa/lib/paths';

// The office (and the heavy antd set it will use) never loads for public visitors.
const OfficeLayout = lazyPage(() => import('@pwa/office/OfficeLayout'), 'OfficeLayout');
const AgentOfficePage = lazyPage(() => import('@pwa/office/AgentOfficePage'), 'AgentOfficePage');

/**
 * Fetches and runs the office's two chunks together. The sign-in page calls it while the agent
 * types, so the office renders the moment the sign-in answers; a failure (offline before the
 * service worker had them) is left to the office's error boundary, which says so.
 */
export async function preloadAgentOffice(): Promise<void> {
  await Promise.all([OfficeLayout.preload(), AgentOfficePage.preload()]);
}

/**
 * The agent this device remembers (the last user the server confirmed here, forgotten on a
 * 401 and on sign-out) stands in for the session until GET /api/auth/me answers, so the
 * office opens from the device at once instead of behind that round trip. The answer is
 * marked stale, so the guard asks the server straight away; a 401 then leaves for /login as
 * before, and a different user swaps the device database.
 */
export function assumeRememberedAgent(queryClient: QueryClient): void {
  if (queryClient.getQueryState(currentUserQueryKey)?.data !== undefined) return;
  const remembered = rememberedUser();
  if (isAgent(remembered)) queryClient.setQueryData(currentUserQueryKey, remembered, { updatedAt: 0 });
}

function AgentOfficeRoute() {
  const queryClient = useQueryClient();
  // Before the guard's first render, which otherwise starts on a spinner.
  useState(() => assumeRememberedAgent(queryClient));
  return (
    <RequireUser audience="agent">
      <OfficeLayout />
    </RequireUser>
  );
}

/**
 * The router fetches the office's chunks before it shows the office (`lazy`), on the first
 * load as on a navigation, so no Suspense fallback stands between the sign-in and the
 * office: each one React reveals late, and two in a row (shell, then page) cost most of a
 * second on a slow device.
 */
export const agentOfficeRoute: RouteObject = {
  path: paths.agentOffice,
  element: <AgentOfficeRoute />,
  hydrateFallbackElement: <PageSpinner />,
  lazy: async () => {
    await preloadAgentOffice().catch(() => undefined);
    return {};
  },
  children: [{ index: true, element: <AgentOfficePage /> }],
};
