import { afterEach, describe, expect, it } from 'vitest';
import { clearCsrfToken } from '@pwa/lib/api';
import { stubApi } from '@pwa/test/renderApp';
import { currentUserQueryKey, rememberedUser, rememberSignedInUser } from './currentUser';
import { forgetPendingLogout, hasPendingLogout, rememberPendingLogout } from './pendingLogout';
import { agentUser, callsTo, csrf } from './testing';
import { fetchCurrentUser } from './useCurrentUser';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  forgetPendingLogout();
  localStorage.clear();
});

const lookUpSession = () =>
  fetchCurrentUser({
    queryKey: currentUserQueryKey,
    signal: new AbortController().signal,
  } as unknown as Parameters<typeof fetchCurrentUser>[0]);

describe('a sign-out made offline', () => {
  it('leaves the browser signed out on the next page load, and ends the session the cookie still names', async () => {
    rememberSignedInUser(agentUser);
    rememberPendingLogout();
    const calls = stubApi({
      '/api/auth/me': { status: 200, body: agentUser },
      '/api/auth/csrf-token': csrf,
      '/api/auth/logout': { status: 200, body: {} },
    });

    expect(await lookUpSession()).toBeNull();
    expect(callsTo(calls, '/api/auth/logout')).toHaveLength(1);
    expect(callsTo(calls, '/api/auth/me')).toHaveLength(0);
    expect(hasPendingLogout()).toBe(false);
    expect(rememberedUser()).toBeNull();
  });

  it('stays signed out and keeps the mark while the server cannot be reached', async () => {
    rememberPendingLogout();
    const calls = stubApi({
      '/api/auth/me': { status: 200, body: agentUser },
      '/api/auth/csrf-token': 'network-error',
      '/api/auth/logout': 'network-error',
    });

    expect(await lookUpSession()).toBeNull();
    expect(callsTo(calls, '/api/auth/logout')).toHaveLength(1);
    expect(hasPendingLogout()).toBe(true);
  });
});
