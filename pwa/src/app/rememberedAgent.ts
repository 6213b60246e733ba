import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, isAgent, rememberedUser } from '@pwa/account/currentUser';

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

/**
 * Starts opening the remembered agent's database on this device while the office's code
 * loads, so the first screen finds it open. Nobody remembered, nothing opened: the office
 * opens the signed-in agent's own database as before.
 */
export function openRememberedAgentDatabase(): void {
  const remembered = rememberedUser();
  if (!remembered || !isAgent(remembered)) return;
  void import('@pwa/offline/db').then(({ openOfficeDatabaseEarly }) =>
    openOfficeDatabaseEarly(remembered.id),
  );
}
