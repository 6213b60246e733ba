import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearCsrfToken } from '@pwa/lib/api';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { agentUser, csrf, signedOut, spyToasts } from './testing';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The profile card, which only a signed-in user sees. */
async function profileName() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Profile Information' });
  return within(heading.closest('.ant-card') as HTMLElement);
}

/** One visit of the settings page on a fresh app (a reload), with the given answer to /api/auth/me. */
async function visitSettings(me: Parameters<typeof stubApi>[0][string]) {
  stubApi({
    '/api/auth/me': me,
    '/api/auth/csrf-token': csrf,
    '/api/auth/logout': { status: 200, body: {} },
  });
  const view = renderApp('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  return view;
}

describe('useCurrentUser offline', () => {
  it('keeps the last signed-in user when the lookup gets no answer (a reload while offline)', async () => {
    spyToasts();
    const first = await visitSettings({ status: 200, body: agentUser });
    expect((await profileName()).getByText('Ava Baptiste')).toBeTruthy();
    first.unmount();

    await visitSettings('network-error');
    expect((await profileName()).getByText('Ava Baptiste')).toBeTruthy();
    expect(screen.queryByText('Please log in to view settings')).toBeNull();
  });

  it('counts a 401 as signed out and forgets the user, so offline no longer signs them in', async () => {
    spyToasts();
    const first = await visitSettings({ status: 200, body: agentUser });
    await profileName();
    first.unmount();

    const second = await visitSettings(signedOut);
    expect(await screen.findByText('Please log in to view settings')).toBeTruthy();
    second.unmount();

    await visitSettings('network-error');
    expect(await screen.findByText('Please log in to view settings')).toBeTruthy();
  });

  it('forgets the user on logout', async () => {
    spyToasts();
    const first = await visitSettings({ status: 200, body: agentUser });
    await profileName();
    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();

    await visitSettings('network-error');
    expect(await screen.findByText('Please log in to view settings')).toBeTruthy();
  });

  it('still counts a failing answer (not a missing one) as signed out', async () => {
    spyToasts();
    const first = await visitSettings({ status: 200, body: agentUser });
    await profileName();
    first.unmount();

    await visitSettings({ status: 500, body: { message: 'Boom' } });
    expect(await screen.findByText('Please log in to view settings')).toBeTruthy();
  });
});
