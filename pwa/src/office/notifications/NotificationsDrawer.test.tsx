import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { csrf, spyToasts } from '@pwa/account/testing';
import { setOfficeDatabase } from '@pwa/offline/db';
import { freshOfficeDb } from '../clients/testDatabase';
import { NotificationsButton } from './NotificationsDrawer';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const UNREAD_ID = '44444444-4444-4444-8444-444444444444';
const unread = {
  id: UNREAD_ID,
  type: 'quote_request',
  title: 'New quote request',
  message: 'Jordan Pierre asked for a quote for 4 travelers.',
  entityType: 'travel_quote',
  entityId: null,
  isRead: false,
  priority: 'high',
  createdAt: '2026-01-10T10:00:00.000Z',
};
const read = {
  ...unread,
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Proposal viewed',
  message: 'The Pierre family opened their proposal.',
  isRead: true,
  priority: 'normal',
};

type Answers = Parameters<typeof stubApi>[0];

function renderButton(extra: Answers = {}) {
  const calls = stubApi({
    '/api/auth/csrf-token': csrf,
    '/api/notifications': { status: 200, body: { data: [unread, read], unreadCount: 1 } },
    ...extra,
  });
  render(
    <MemoryRouter initialEntries={['/agent-office?tab=overview']}>
      <QueryClientProvider client={createQueryClient()}>
        <NotificationsButton />
        <Address />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return calls;
}

/** Where the office is, as the address bar would show it. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

const posts = (calls: Array<{ url: string; init?: RequestInit }>) =>
  calls.filter((call) => call.init?.method === 'POST').map((call) => call.url);

describe('NotificationsButton', () => {
  it('lists the stored notifications and marks one read', async () => {
    spyToasts();
    const calls = renderButton({
      [`/api/notifications/${UNREAD_ID}/read`]: { status: 200, body: { data: { ...unread, isRead: true } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('New quote request')).toBeTruthy();
    expect(within(drawer).getByText('Jordan Pierre asked for a quote for 4 travelers.')).toBeTruthy();
    expect(within(drawer).getByText('High priority')).toBeTruthy();
    expect(within(drawer).getByText('Proposal viewed')).toBeTruthy();
    // Only the unread one offers to be marked read.
    expect(within(drawer).queryByRole('button', { name: 'Mark "Proposal viewed" read' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark "New quote request" read' }));
    await waitFor(() => expect(posts(calls)).toContain(`/api/notifications/${UNREAD_ID}/read`));
  });

  it('opens the lead of a new-lead notice in the Leads tab, marking the notice read', async () => {
    const LEAD_ID = '66666666-6666-4666-8666-666666666666';
    const leadNotice = { ...unread, type: 'new_lead', entityType: 'lead', entityId: LEAD_ID };
    const calls = renderButton({
      '/api/notifications': { status: 200, body: { data: [leadNotice, read], unreadCount: 1 } },
      [`/api/notifications/${UNREAD_ID}/read`]: {
        status: 200,
        body: { data: { ...leadNotice, isRead: true } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    const drawer = await screen.findByRole('dialog');
    // A notice about something else has nothing to open.
    expect(within(drawer).getAllByRole('button', { name: /^Open the lead/ })).toHaveLength(1);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Open the lead: New quote request' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
        `/agent-office?tab=leads&lead=${LEAD_ID}`,
      ),
    );
    await waitFor(() => expect(posts(calls)).toContain(`/api/notifications/${UNREAD_ID}/read`));
  });

  it('marks every notification read at once', async () => {
    spyToasts();
    const calls = renderButton({
      '/api/notifications/read-all': { status: 200, body: { success: true, updated: 1 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(posts(calls)).toContain('/api/notifications/read-all'));
  });

  it('says so when a notification cannot be marked read', async () => {
    const toasts = spyToasts();
    renderButton({
      [`/api/notifications/${UNREAD_ID}/read`]: {
        status: 404,
        body: { success: false, error: 'not_found', message: 'Notification not found' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Mark "New quote request" read' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Could not update notifications', 'Notification not found'),
    );
  });

  it('shows an empty drawer when there is nothing to read', async () => {
    spyToasts();
    renderButton({ '/api/notifications': { status: 200, body: { data: [], unreadCount: 0 } } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('No notifications yet.')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the last list this device saw, read-only, when the server cannot be reached', async () => {
    spyToasts();
    const db = await freshOfficeDb({});
    try {
      renderButton();
      expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();
      await waitFor(async () => expect(await db.meta.get('notifications')).toBeTruthy());
      cleanup();

      renderButton({ '/api/notifications': 'network-error' });
      fireEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
      const drawer = await screen.findByRole('dialog');
      expect(
        within(drawer).getByText(/^Offline copy from .+\. New notifications arrive when you are online\.$/),
      ).toBeTruthy();
      expect(within(drawer).getByText('New quote request')).toBeTruthy();
      expect(within(drawer).queryByRole('button', { name: 'Mark "New quote request" read' })).toBeNull();
      expect(within(drawer).getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(
        true,
      );
    } finally {
      db.close();
      setOfficeDatabase(null);
    }
  });

  it('says the notifications could not be loaded when there is no copy either', async () => {
    spyToasts();
    const db = await freshOfficeDb({});
    try {
      renderButton({ '/api/notifications': 'network-error' });
      fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
      const drawer = await screen.findByRole('dialog');
      expect((await within(drawer).findByRole('alert')).textContent).toBeTruthy();
      expect(within(drawer).queryByText(/Offline copy/)).toBeNull();
    } finally {
      db.close();
      setOfficeDatabase(null);
    }
  });
  it('asks the server again as soon as a sync brings news, without a reload', async () => {
    spyToasts();
    const db = await freshOfficeDb({});
    try {
      renderButton({ '/api/notifications': { status: 200, body: { data: [read], unreadCount: 0 } } });
      fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
      const drawer = await screen.findByRole('dialog');
      expect(await within(drawer).findByText('Proposal viewed')).toBeTruthy();

      const accepted = { ...unread, id: UNREAD_ID, type: 'proposal_accepted', title: 'Proposal accepted' };
      stubApi({
        '/api/auth/csrf-token': csrf,
        '/api/notifications': { status: 200, body: { data: [accepted, read], unreadCount: 1 } },
      });
      // The sync pulled changes: its cursor moved.
      await db.meta.put({ key: 'cursor', value: 2 });
      expect(await within(drawer).findByText('Proposal accepted')).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();
    } finally {
      db.close();
      setOfficeDatabase(null);
    }
  });
});
