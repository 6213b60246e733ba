import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import {
  currentUserQueryKey,
  forgetSignedInUser,
  rememberedUser,
  rememberSignedInUser,
  SESSION_STALE_TIME_MS,
  toCurrentUser,
  type CurrentUser,
} from './currentUser';
import { finishPendingLogout, hasPendingLogout } from './pendingLogout';

/**
 * Who is signed in. A 401 (or an answer without a user) means signed out. A lookup that gets
 * no answer at all (offline, server unreachable) falls back to the last user the server
 * confirmed on this device, so an agent keeps working in the office offline; without one it
 * counts as signed out. Any other failing answer (a 5xx, an HTML page from a proxy) counts as
 * signed out too: when the lookup fails the header offers Login instead of spinning.
 */
export async function fetchCurrentUser({
  queryKey,
  signal,
}: QueryFunctionContext): Promise<CurrentUser | null> {
  // Signed out offline: the cookie may still name a session, but nobody is signed in here.
  if (hasPendingLogout()) {
    forgetSignedInUser();
    await finishPendingLogout();
    return null;
  }
  let res: Response;
  try {
    res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
  } catch (error) {
    const remembered = rememberedUser();
    console.warn(
      remembered
        ? 'Session lookup got no answer; using the last signed-in user of this device.'
        : 'Session lookup got no answer; treating the visitor as signed out.',
      error,
    );
    return remembered;
  }
  if (res.status === 401) {
    forgetSignedInUser();
    return null;
  }
  try {
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    const user = toCurrentUser(await res.json());
    if (user) rememberSignedInUser(user);
    else forgetSignedInUser();
    return user;
  } catch (error) {
    console.warn('Session lookup failed; treating the visitor as signed out.', error);
    return null;
  }
}

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True only until the first answer; the header shows its placeholder meanwhile. */
  isLoading: boolean;
  isSignedIn: boolean;
  /** When the session was last read (ms since epoch), to notice a fresh sign-in. */
  checkedAt: number;
}

export function useCurrentUser(): CurrentUserState {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: SESSION_STALE_TIME_MS,
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isSignedIn: user !== null, checkedAt: query.dataUpdatedAt };
}
