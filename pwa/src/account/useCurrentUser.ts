import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '@pwa/lib/api';
import { currentUserQueryKey, SESSION_STALE_TIME_MS, toCurrentUser, type CurrentUser } from './currentUser';

const readMe = getQueryFn<unknown>({ on401: 'returnNull' });

/**
 * A lookup that cannot answer (API down, offline, an HTML page from a proxy) counts as signed
 * out: the header then offers Login instead of spinning, and guards send the visitor to
 * /login, as the accounts and office specification asks when "the lookup fails".
 */
export async function fetchCurrentUser(context: QueryFunctionContext): Promise<CurrentUser | null> {
  try {
    return toCurrentUser(await readMe(context));
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
}

export function useCurrentUser(): CurrentUserState {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: SESSION_STALE_TIME_MS,
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isSignedIn: user !== null };
}
