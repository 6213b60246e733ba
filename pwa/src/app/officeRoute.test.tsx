import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import {
  agentUser,
  callsTo,
  clientDashboardAnswer,
  clientUser,
  holdRequests,
  signedOut,
  spyToasts,
} from '@pwa/account/testing';
import { rememberedUser, rememberSignedInUser } from '@pwa/account/currentUser';
import { openOfficeDatabase } from '@pwa/offline/db';
import { officeDatabaseName } from '@pwa/offline/officeData';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** Each test has an agent of its own, so each gets an office database of its own. */
let agent = agentUser;
beforeEach(() => {
  agent = { ...agentUser, id: crypto.randomUUID() };
});

/** Two clients synced onto this device by an earlier visit. */
async function clientsOnDevice() {
  const db = openOfficeDatabase(officeDatabaseName(agent.id));
  await db.clients.bulkPut(
    ['Marie', 'Jean'].map((firstName, n) => ({
      id: `c-${n}`,
      version: 1,
      firstName,
      lastName: 'Auguste',
      email: `${firstName.toLowerCase()}@example.com`,
      createdAt: '2026-03-01T10:00:00.000Z',
    })),
  );
  await db.meta.put({ key: 'cursor', value: 1 });
  db.close();
}

function totalClients(): string | null {
  const region = screen.getByRole('region', { name: 'Statistics' });
  return within(region).getByText('Total Clients').closest('.ant-card')?.textContent ?? null;
}

/** Every answer the office asks for; the session lookup is held until the test lets it go. */
function stubOfficeHoldingSession(me: { status: number; body?: unknown }) {
  const calls = stubApi({
    '/api/auth/me': me,
    '/api/agent/dashboard': 'network-error',
    '/api/notifications': 'network-error',
    '/api/dashboard': clientDashboardAnswer,
  });
  return { calls, releaseSession: holdRequests('/api/auth/me') };
}

describe('the Agent Office route', () => {
  it("opens the remembered agent's office from the device before the server confirms the session", async () => {
    spyToasts();
    rememberSignedInUser(agent);
    await clientsOnDevice();
    const { calls, releaseSession } = stubOfficeHoldingSession({ status: 200, body: agent });
    const { router } = renderApp('/agent-office');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' }),
    ).toBeTruthy();
    await waitFor(() => expect(totalClients()).toBe('Total Clients2'));
    expect(screen.queryByText('Checking your session')).toBeNull();

    // The session was being confirmed in the background all the while.
    releaseSession();
    await waitFor(() => expect(callsTo(calls, '/api/auth/me')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/agent-office');
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' })).toBeTruthy();
  });

  it('leaves for the sign-in page and forgets the agent when the server says the session ended', async () => {
    spyToasts();
    rememberSignedInUser(agent);
    await clientsOnDevice();
    const { releaseSession } = stubOfficeHoldingSession(signedOut);
    const { router } = renderApp('/agent-office');

    await screen.findByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' });
    releaseSession();

    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to / })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('region', { name: 'Statistics' })).toBeNull();
    expect(rememberedUser()).toBeNull();
  });

  it('shows no office to a device that remembers nobody until the server has answered', async () => {
    spyToasts();
    await clientsOnDevice();
    const { releaseSession } = stubOfficeHoldingSession({ status: 200, body: agent });
    renderApp('/agent-office');

    expect(await screen.findByText('Checking your session')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: /^Agent Office/ })).toBeNull();

    releaseSession();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' }),
    ).toBeTruthy();
  });

  it('never opens the office on a remembered client', async () => {
    spyToasts();
    rememberSignedInUser(clientUser);
    const { releaseSession } = stubOfficeHoldingSession({ status: 200, body: clientUser });
    const { router } = renderApp('/agent-office');

    expect(await screen.findByText('Checking your session')).toBeTruthy();
    releaseSession();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
