import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { Modal } from 'antd';
import { Dexie } from 'dexie';
import { clearCsrfToken } from '@pwa/lib/api';
import { openOfficeDatabase, type OutboxEntry } from '@pwa/offline/db';
import { officeDatabaseName } from '@pwa/offline/officeData';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { rememberedUser } from './currentUser';
import { hasPendingLogout } from './pendingLogout';
import { agentUser, callsTo, csrf, spyToasts } from './testing';

const realFetch = globalThis.fetch;

afterEach(() => {
  Modal.destroyAll();
  globalThis.fetch = realFetch;
  clearCsrfToken();
  localStorage.clear();
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

function change(seq: number): OutboxEntry {
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
    state: 'pending',
  };
}

/**
 * An agent whose office data is on this device, with `unsent` changes not yet synced, and
 * optionally changes the server refused and conflicts waiting for a choice.
 */
async function agentOnDevice(unsent: number, { refused = 0, conflicts = 0 } = {}) {
  const agent = { ...agentUser, id: crypto.randomUUID() };
  const db = openOfficeDatabase(officeDatabaseName(agent.id));
  await db.clients.put({ id: 'c-1', version: 1, firstName: 'Marie', lastName: 'Auguste' });
  await db.outbox.bulkPut(Array.from({ length: unsent }, (_, index) => change(index + 1)));
  await db.outbox.bulkPut(
    Array.from({ length: refused }, (_, index) => ({
      ...change(unsent + index + 1),
      state: 'rejected' as const,
      message: 'Valid email address is required',
    })),
  );
  await db.conflicts.bulkPut(
    Array.from({ length: conflicts }, (_, index) => ({
      id: `conflict-${index}`,
      entity: 'clients' as const,
      recordId: 'c-1',
      label: 'Marie Auguste',
      kind: 'fields' as const,
      conflicts: [{ field: 'phone', base: null, mine: '+1 758 555 0101', theirs: '+1 758 555 0199' }],
      changes: { phone: '+1 758 555 0101' },
      version: 2,
      createdAt: new Date().toISOString(),
    })),
  );
  db.close();
  return agent;
}

async function openSettings(agent: typeof agentUser, logout: Parameters<typeof stubApi>[0][string]) {
  const calls = stubApi({
    '/api/auth/me': { status: 200, body: agent },
    '/api/auth/csrf-token': csrf,
    '/api/auth/logout': logout,
  });
  const view = renderApp('/settings');
  await screen.findByRole('heading', { level: 2, name: 'Profile Information' });
  await waitFor(() => expect(rememberedUser()?.id).toBe(agent.id));
  // The header shows its session buttons once it has read the session too.
  await screen.findAllByRole('button', { name: 'Logout' });
  return { ...view, calls };
}

const onDevice = (agent: typeof agentUser) => Dexie.exists(officeDatabaseName(agent.id));

describe('useLogout', () => {
  it('asks before deleting changes that never reached the server, then deletes the office data', async () => {
    spyToasts();
    const agent = await agentOnDevice(2);
    const { router, calls } = await openSettings(agent, { status: 200, body: {} });

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Sign out and lose unsent changes?');
    expect(dialog.textContent).toContain('2 changes have not reached the server yet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(callsTo(calls, '/api/auth/logout')).toHaveLength(0);
    expect(await onDevice(agent)).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    // The first confirmation may still be fading out: wait for the new one, not the last found.
    const again = await waitFor(() => {
      const opened = screen.getAllByRole('dialog').find((found) => found !== dialog);
      expect(opened).toBeDefined();
      return opened as HTMLElement;
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Sign out and delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(async () => expect(await onDevice(agent)).toBe(false));
    expect(callsTo(calls, '/api/auth/logout')).toHaveLength(1);
    expect(rememberedUser()).toBeNull();
  });

  it('counts refused changes and open conflicts, whose side exists only on this device, before signing out', async () => {
    spyToasts();
    const agent = await agentOnDevice(0, { refused: 1, conflicts: 2 });
    const { calls } = await openSettings(agent, { status: 200, body: {} });

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    // The confirmation of an earlier test may still be leaving the page: find this one by its text.
    const refused = await screen.findByText('1 change was refused by the server and waits to be corrected.');
    const dialog = refused.closest('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('Sign out and lose unsent changes?');
    expect(dialog.textContent).toContain(
      '2 conflicts wait for your choice: your side exists only on this device.',
    );
    expect(dialog.textContent).not.toContain('not reached the server');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(callsTo(calls, '/api/auth/logout')).toHaveLength(0);
    expect(await onDevice(agent)).toBe(true);
  });

  it('signed out while offline with nothing unsent: forgets the user and the office data on this device', async () => {
    const toasts = spyToasts();
    const confirm = vi.spyOn(Modal, 'confirm');
    const agent = await agentOnDevice(0);
    const { router } = await openSettings(agent, 'network-error');

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(async () => expect(await onDevice(agent)).toBe(false));
    expect(rememberedUser()).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Signed out on this device', expect.any(String));
  });

  it('offline, clears the device at once and ends the session on the server once the connection returns', async () => {
    const toasts = spyToasts();
    const agent = await agentOnDevice(1);
    const { router, calls } = await openSettings(agent, ['network-error', { status: 200, body: {} }]);
    onlineManager.setOnline(false);

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    // The changes waiting still ask first.
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1 change has not reached the server yet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out and delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(async () => expect(await onDevice(agent)).toBe(false));
    expect(rememberedUser()).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Signed out on this device', expect.any(String));
    expect(hasPendingLogout()).toBe(true);

    onlineManager.setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(hasPendingLogout()).toBe(false));
    expect(callsTo(calls, '/api/auth/logout')).toHaveLength(2);
  });

  it('keeps everything when the server refuses to sign out', async () => {
    const toasts = spyToasts();
    const agent = await agentOnDevice(0);
    await openSettings(agent, { status: 500, body: { message: 'Session store unavailable' } });

    fireEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Logout failed', 'Session store unavailable'),
    );
    expect(await onDevice(agent)).toBe(true);
    expect(rememberedUser()?.id).toBe(agent.id);
  });
});
