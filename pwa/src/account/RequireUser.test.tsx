import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { agentUser, clientDashboardAnswer, clientUser, holdRequests, signedOut, spyToasts } from './testing';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('RequireUser', () => {
  it('shows a spinner while the session is checked', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': { status: 200, body: clientUser }, '/api/dashboard': clientDashboardAnswer });
    const release = holdRequests('/api/auth/me');
    renderApp('/dashboard');

    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' })).toBeTruthy();
  });

  it('sends a client away from the agent office to the dashboard', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': { status: 200, body: clientUser }, '/api/dashboard': clientDashboardAnswer });
    const { router } = renderApp('/agent-office');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('treats an admin like an agent: /dashboard leads to the office', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': { status: 200, body: { ...agentUser, role: 'admin' } } });
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: /^Agent Office - Welcome/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent-office');
  });

  it('sends the visitor to /login when the lookup fails and no one signed in on this device', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': 'network-error' });
    const { router } = renderApp('/agent-office');

    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to / })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says the office is offline, rather than offering a sign-in that cannot work, when offline with nobody known here', async () => {
    spyToasts();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({ '/api/auth/me': 'network-error' });
    const { router } = renderApp('/agent-office');

    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent-office');
  });

  it('sends a signed-out visitor from the office to /login', async () => {
    spyToasts();
    stubApi({ '/api/auth/me': signedOut });
    const { router } = renderApp('/agent-office');

    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to / })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
