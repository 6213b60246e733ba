import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { agentUser } from '@pwa/account/testing';
import { currentUserQueryKey, rememberedUser, rememberSignedInUser } from '@pwa/account/currentUser';
import { createQueryClient } from '@pwa/lib/queryClient';
import { officeDatabaseName, officeDb, openOfficeDatabase, type OutboxEntry } from '@pwa/offline/db';
import { OfficeDataProvider } from '@pwa/offline/officeData';
import { SyncEngine, useSyncStatus } from '@pwa/offline/syncEngine';
import { SyncStatus } from './SyncStatus';

beforeEach(() => {
  useSyncStatus.setState({ phase: 'idle', online: true, message: null, nextRetryAt: null });
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

function entry(seq: number, state: OutboxEntry['state']): OutboxEntry {
  return {
    seq,
    id: `m-${seq}`,
    entity: 'clients',
    op: 'upsert',
    recordId: crypto.randomUUID(),
    baseVersion: 1,
    base: { notes: null },
    changes: { notes: `Note ${seq}` },
    createdAt: new Date().toISOString(),
    state,
  };
}

/** The header's sync line inside the office's data provider; the engine itself does not run. */
function renderStatus(userId: string = crypto.randomUUID()) {
  const syncNow = vi.spyOn(SyncEngine.prototype, 'syncNow').mockResolvedValue();
  const resume = vi.spyOn(SyncEngine.prototype, 'resume').mockImplementation(() => {});
  const queryClient = createQueryClient();
  const user = { ...agentUser, id: userId };
  queryClient.setQueryData(currentUserQueryKey, user);
  const router = createMemoryRouter(
    [
      {
        path: '/agent-office',
        element: (
          <OfficeDataProvider userId={user.id}>
            <SyncStatus />
          </OfficeDataProvider>
        ),
      },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    { initialEntries: ['/agent-office'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    syncNow,
    resume,
    queryClient,
    router,
    user,
    status: () => screen.getByRole('group', { name: 'Sync status' }),
  };
}

describe('SyncStatus', () => {
  it('says how much of the first download is still coming, and nothing once it is done', async () => {
    const userId = crypto.randomUUID();
    const db = openOfficeDatabase(officeDatabaseName(userId));
    await db.meta.put({ key: 'pullProgress', value: { received: 2000, total: 5000 } });
    db.close();
    const { status } = renderStatus(userId);
    expect(await within(status()).findByText('Downloading your data: 2,000 of 5,000 records')).toBeTruthy();
    await act(async () => {
      await officeDb().meta.delete('pullProgress');
    });
    await waitFor(() => expect(within(status()).queryByText(/Downloading your data/)).toBeNull());
  });

  it('announces nothing until the outbox is counted: never "All changes synced" while changes wait', async () => {
    const userId = crypto.randomUUID();
    const db = openOfficeDatabase(officeDatabaseName(userId));
    await db.outbox.bulkPut([entry(1, 'pending'), entry(2, 'pending')]);
    db.close();
    // Every text the live region ever held, from its first render on.
    const announced: string[] = [];
    const record = () => {
      const region = document.querySelector('.sync-status [aria-live]');
      if (region) announced.push(region.textContent ?? '');
    };
    const observer = new MutationObserver(record);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      const { status } = renderStatus(userId);
      record();
      expect(await within(status()).findByText('2 changes waiting to sync')).toBeTruthy();
    } finally {
      observer.disconnect();
    }
    expect(announced.length).toBeGreaterThan(0);
    expect(announced).not.toContain('All changes synced');
  });

  it('shows online, the changes waiting to sync, the last sync and the refused changes', async () => {
    const { status } = renderStatus();
    expect(await within(status()).findByText('All changes synced')).toBeTruthy();
    expect(within(status()).getByText('Not synced yet')).toBeTruthy();

    const syncedAt = new Date(Date.now() - 2 * 60_000).toISOString();
    await act(async () => {
      await officeDb().outbox.bulkAdd([entry(1, 'pending'), entry(2, 'pending'), entry(3, 'rejected')]);
      await officeDb().meta.put({ key: 'lastSyncedAt', value: syncedAt });
    });

    expect(await within(status()).findByText('2 changes waiting to sync')).toBeTruthy();
    const time = await within(status()).findByText('2 minutes ago');
    expect(time.parentElement?.textContent).toBe('Synced 2 minutes ago');
    // The exact moment is there for assistive technology and for anyone comparing syncs.
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(syncedAt);
    expect(within(status()).getByText('Online')).toBeTruthy();
    expect(within(status()).getByRole('button', { name: /1 refused change/ })).toBeTruthy();
    expect(within(status()).queryByRole('button', { name: /conflict/ })).toBeNull();
  });

  it('says Offline when the connection is gone, and counts conflicts', async () => {
    const { status } = renderStatus();
    await act(async () => {
      await officeDb().conflicts.put({
        id: 'm-9',
        entity: 'clients',
        recordId: crypto.randomUUID(),
        label: 'Marie Auguste',
        kind: 'deleted',
        conflicts: [],
        changes: { notes: 'VIP' },
        version: 4,
        createdAt: new Date().toISOString(),
      });
      useSyncStatus.setState({ phase: 'offline', online: false, message: 'No connection to the server.' });
    });

    expect(within(status()).getByText('Offline')).toBeTruthy();
    expect(within(status()).queryByText('Online')).toBeNull();
    const conflicts = await within(status()).findByRole('button', { name: /1 conflict/ });
    fireEvent.click(conflicts);
    expect(await screen.findByRole('heading', { name: 'Marie Auguste' })).toBeTruthy();
  });

  it('runs a sync when Sync now is pressed', async () => {
    const { status, syncNow } = renderStatus();
    const before = syncNow.mock.calls.length;
    fireEvent.click(within(status()).getByRole('button', { name: /Sync now/ }));
    expect(syncNow.mock.calls.length).toBe(before + 1);
  });

  it('asks a signed-out agent to sign in, keeps the work, and syncs again once signed in', async () => {
    rememberSignedInUser(agentUser);
    const { status, resume, queryClient, router, user } = renderStatus();
    act(() => useSyncStatus.setState({ phase: 'signedOut', message: 'Sign in again to sync your changes.' }));

    const alert = within(status()).getByRole('alert');
    expect(alert.textContent).toContain('Sign in to sync your changes — nothing is lost.');
    expect(
      within(status())
        .getByRole('button', { name: /Sync now/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    const link = within(alert).getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(resume).not.toHaveBeenCalled();

    // Signing in (here or in another tab) gives a fresh answer for the session.
    await new Promise((resolve) => setTimeout(resolve, 5));
    act(() => queryClient.setQueryData(currentUserQueryKey, { ...user }));
    await waitFor(() => expect(resume).toHaveBeenCalled());

    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The stale session must not send the agent straight back from the login page.
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    expect(rememberedUser()).toBeNull();
  });

  it('asks to reload when the app is out of date', () => {
    const { status } = renderStatus();
    act(() => useSyncStatus.setState({ phase: 'updateRequired', message: 'out of date' }));
    expect(within(status()).getByRole('alert').textContent).toContain(
      'This version of the app is out of date.',
    );
    expect(within(status()).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
