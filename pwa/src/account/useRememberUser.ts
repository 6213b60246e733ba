import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@contract/auth';
import { clearCsrfToken } from '@pwa/lib/api';
import { currentUserQueryKey, rememberSignedInUser, toCurrentUser } from './currentUser';
import { forgetPendingLogout } from './pendingLogout';

/**
 * Puts the user an auth answer returned into the session query, so the guards and the header
 * react at once instead of asking GET /api/auth/me again.
 */
export function useRememberUser() {
  const queryClient = useQueryClient();
  return (user: AuthUser | undefined, { newSession = false }: { newSession?: boolean } = {}) => {
    // Sign-in rotates the session and its CSRF token; the next call fetches the new one.
    // A sign-out left pending offline belonged to the session this one replaced.
    if (newSession) {
      clearCsrfToken();
      forgetPendingLogout();
    }
    const current = toCurrentUser(user);
    if (current) {
      queryClient.setQueryData(currentUserQueryKey, current);
      rememberSignedInUser(current);
    }
    return current;
  };
}
