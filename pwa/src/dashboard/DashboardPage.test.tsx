import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ClientDashboard } from '@contract/dashboard';
import { toast } from '@pwa/components/toast';
import { clearCsrfToken } from '@pwa/lib/api';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { agentUser, callsTo, clientUser, csrf, spyToasts } from '@pwa/account/testing';
import { SAVED_DASHBOARD_KEY } from '@pwa/account/currentUser';
import { saveDashboard, savedDashboard } from './savedDashboard';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  localStorage.clear();
  vi.restoreAllMocks();
});

const itinerary = (id: string, fields: Partial<ClientDashboard['itineraries'][number]> = {}) => ({
  id,
  title: `Trip ${id}`,
  description: null,
  status: 'draft' as const,
  startDate: '2027-02-12',
  endDate: '2027-02-19',
  totalCost: null,
  currency: 'USD',
  agentNotes: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-02T10:00:00.000Z',
  version: 3,
  ...fields,
});

const full: ClientDashboard = {
  client: {
    firstName: 'Cleo',
    lastName: 'Baptiste',
    email: 'cleo@example.com',
    phone: '+1 758 555 0101',
    address: '3 Bay Street, Castries',
    notes: 'Aisle seats, vegetarian meals',
    createdAt: '2026-01-05T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
  },
  itineraries: [
    itinerary('a', {
      title: 'Saint Lucia Anniversary Escape',
      description: 'A week under the Pitons',
      status: 'confirmed',
      totalCost: 480000,
      agentNotes: 'Suite upgrade requested',
    }),
    itinerary('b', { title: 'Orlando Family Weekend', status: 'draft' }),
    itinerary('c', { title: 'Tampa Bay Weekend', status: 'cancelled', totalCost: 55000 }),
    itinerary('d', { title: 'Fourth trip', status: 'draft', totalCost: 1000 }),
  ],
  bookings: [
    {
      id: 'bk-1',
      itineraryId: 'a',
      type: 'flight',
      title: 'MCO to UVF',
      status: 'confirmed',
      cost: 118600,
      currency: 'USD',
      bookingReference: 'JBL7QK',
      startDate: '2099-02-12',
      endDate: '2099-02-12',
      location: 'Orlando International Airport',
      startTime: '08:05',
      endTime: null,
      description: 'Two economy seats',
      updatedAt: '2026-10-02T10:00:00.000Z',
      version: 2,
    },
    {
      id: 'bk-2',
      itineraryId: 'a',
      type: 'transport',
      title: 'Airport transfer',
      status: 'pending',
      cost: null,
      currency: 'USD',
      bookingReference: null,
      startDate: '2099-02-12',
      endDate: null,
      location: null,
      startTime: null,
      endTime: null,
      description: null,
      updatedAt: '2026-10-02T10:00:00.000Z',
      version: 1,
    },
  ],
  quotes: [
    {
      id: 'q-1',
      groupName: 'Ellis family',
      firstName: 'Cleo',
      lastName: 'Baptiste',
      numberOfTravelers: '3-5',
      budgetRange: '7000-10000',
      departureDate: '2027-06-01',
      returnDate: '2027-06-08',
      specialRequests: 'Ground-floor rooms',
      createdAt: '2026-09-28T10:00:00.000Z',
    },
  ],
  proposals: [
    {
      id: 'p-1',
      title: 'Pitons honeymoon',
      status: 'sent',
      totalValue: 1234500,
      currency: 'USD',
      validUntil: '2099-12-31',
      sentAt: '2026-11-01T10:00:00.000Z',
      path: '/p/token-abc',
    },
  ],
  notifications: [
    {
      id: 'n-1',
      type: 'booking_confirmed',
      title: 'Booking confirmed',
      message: '"MCO to UVF" is confirmed for February 12, 2099. Reference JBL7QK.',
      entityType: 'bookings',
      entityId: 'bk-1',
      isRead: false,
      priority: 'normal',
      createdAt: '2026-11-26T10:00:00.000Z',
    },
  ],
  emailVerified: true,
};

const empty: ClientDashboard = {
  ...full,
  itineraries: [],
  bookings: [],
  quotes: [],
  proposals: [],
  notifications: [],
};

const signedInClient = { status: 200, body: clientUser };

async function openTab(name: string) {
  fireEvent.click(await screen.findByRole('tab', { name }));
  return within(await screen.findByRole('tabpanel'));
}

describe('DashboardPage', () => {
  it('shows the loading view, then the greeting, the four counters and the first three trips', async () => {
    stubApi({ '/api/auth/me': signedInClient, '/api/dashboard': { status: 200, body: full } });
    renderApp('/dashboard');

    expect(
      await screen.findByRole('status', { name: /Loading your dashboard|Checking your session/ }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' })).toBeTruthy();
    const counters = within(screen.getByRole('list', { name: 'Your travel at a glance' }));
    const counter = (label: string) => counters.getByText(label).closest('li')!.textContent;
    expect(counter('Active Trips')).toBe('Active Trips12 in planning');
    expect(counter('Total Bookings')).toBe('Total Bookings21 confirmed');
    expect(counter('Quotes Requested')).toContain('1');
    expect(counter('Total Invested')).toContain('$5,360.00');

    const recent = within(
      screen.getByRole('heading', { name: 'Recent Activity' }).closest('.ant-card') as HTMLElement,
    );
    expect(recent.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Saint Lucia Anniversary Escape',
      'Orlando Family Weekend',
      'Tampa Bay Weekend',
    ]);
    expect(screen.getByText(/^Last updated /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play Island Adventure Now' }).getAttribute('href')).toBe(
      '/island-adventures-game',
    );
    expect(screen.getByRole('link', { name: 'Plan New Trip' }).getAttribute('href')).toBe('/quote');
  });

  it('reads every tab: trips with Price TBD and notes, bookings with references, proposals, requests and the profile', async () => {
    stubApi({ '/api/auth/me': signedInClient, '/api/dashboard': { status: 200, body: full } });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' });

    let panel = await openTab('Itineraries');
    const escape = within(
      panel
        .getByRole('heading', { name: 'Saint Lucia Anniversary Escape' })
        .closest('.ant-card') as HTMLElement,
    );
    expect(escape.getByText('A week under the Pitons')).toBeTruthy();
    expect(escape.getByText('Confirmed')).toBeTruthy();
    expect(escape.getByText('February 12, 2027 - February 19, 2027')).toBeTruthy();
    expect(escape.getByText('$4,800.00')).toBeTruthy();
    expect(escape.getByText('October 1, 2026')).toBeTruthy();
    expect(escape.getByText('Suite upgrade requested')).toBeTruthy();
    expect(
      escape.getByRole('button', { name: 'Add Saint Lucia Anniversary Escape to your calendar' }),
    ).toBeTruthy();
    const weekend = within(
      panel.getByRole('heading', { name: 'Orlando Family Weekend' }).closest('.ant-card') as HTMLElement,
    );
    expect(weekend.getByText('Price TBD')).toBeTruthy();

    panel = await openTab('Bookings');
    const flight = within(panel.getByRole('heading', { name: 'MCO to UVF' }).closest('li') as HTMLElement);
    expect(flight.getByText('JBL7QK')).toBeTruthy();
    expect(flight.getByText('Flight')).toBeTruthy();
    expect(flight.getByText('Confirmed').className).toMatch(/green/);
    expect(flight.getByText('$1,186.00')).toBeTruthy();
    expect(flight.getByText('February 12, 2099, 08:05')).toBeTruthy();
    expect(flight.getByText('Orlando International Airport')).toBeTruthy();
    const transfer = within(
      panel.getByRole('heading', { name: 'Airport transfer' }).closest('li') as HTMLElement,
    );
    expect(transfer.getByText('Pending').className).toMatch(/gold/);
    expect(transfer.getByText('Not issued yet')).toBeTruthy();
    expect(transfer.getByText('Price TBD')).toBeTruthy();

    panel = await openTab('Quotes');
    expect(panel.getByRole('link', { name: 'Pitons honeymoon' }).getAttribute('href')).toBe('/p/token-abc');
    const request = within(
      panel.getByRole('heading', { name: 'Ellis family' }).closest('.ant-card') as HTMLElement,
    );
    expect(request.getByText('3-5')).toBeTruthy();
    expect(request.getByText('$7,000 - $10,000')).toBeTruthy();
    expect(request.getByText('June 1, 2027 - June 8, 2027')).toBeTruthy();
    expect(request.getByText('Ground-floor rooms')).toBeTruthy();

    panel = await openTab('Profile');
    for (const text of [
      'Cleo Baptiste',
      '+1 758 555 0101',
      '3 Bay Street, Castries',
      'Aisle seats, vegetarian meals',
      'January 5, 2026',
      'November 20, 2026',
    ]) {
      expect(panel.getByText(text)).toBeTruthy();
    }
  });

  it('shows every empty state with its links', async () => {
    stubApi({ '/api/auth/me': signedInClient, '/api/dashboard': { status: 200, body: empty } });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'No trips yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan your first trip' }).getAttribute('href')).toBe('/quote');

    let panel = await openTab('Itineraries');
    expect(panel.getByRole('heading', { name: 'No Itineraries Yet' })).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Request a Quote' }).getAttribute('href')).toBe('/quote');
    expect(panel.getByRole('link', { name: 'Browse Services' }).getAttribute('href')).toBe('/services');
    panel = await openTab('Bookings');
    expect(panel.getByRole('heading', { name: 'No Bookings Yet' })).toBeTruthy();
    panel = await openTab('Quotes');
    expect(panel.getByRole('heading', { name: 'No Quote Requests' })).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Request a Quote' }).getAttribute('href')).toBe('/quote');
  });

  it('keeps the answer on the device and shows it offline with its age', async () => {
    const savedAt = new Date('2026-11-20T14:05:00').getTime();
    saveDashboard(clientUser.id, full, savedAt);
    stubApi({ '/api/auth/me': 'network-error', '/api/dashboard': 'network-error' });
    localStorage.setItem('lastSignedInUser', JSON.stringify(clientUser));
    renderApp('/dashboard');

    expect(
      await screen.findByText("You're offline: this is your dashboard as last loaded on this device."),
    ).toBeTruthy();
    expect(screen.getByText('Last updated Nov 20, 2026, 2:05 PM')).toBeTruthy();
    const panel = await openTab('Bookings');
    expect(panel.getByText('JBL7QK')).toBeTruthy();
  });

  it('saves each answer for this user, and shows the offline page with no copy kept', async () => {
    stubApi({ '/api/auth/me': signedInClient, '/api/dashboard': { status: 200, body: full } });
    const first = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' });
    expect(savedDashboard(clientUser.id)?.dashboard.bookings[0].bookingReference).toBe('JBL7QK');
    expect(savedDashboard('someone-else')).toBeNull();
    first.unmount();

    localStorage.removeItem(SAVED_DASHBOARD_KEY);
    stubApi({ '/api/auth/me': signedInClient, '/api/dashboard': 'network-error' });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
  });

  it('sends a visitor whose session ended to /login and forgets the copy', async () => {
    saveDashboard(clientUser.id, full);
    stubApi({
      '/api/auth/me': signedInClient,
      '/api/dashboard': {
        status: 401,
        body: { success: false, error: 'unauthorized', message: 'Please sign in to continue.' },
      },
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(SAVED_DASHBOARD_KEY)).toBeNull();
  });

  it('shows the unable-to-load view with the login and support links on any other failure', async () => {
    stubApi({
      '/api/auth/me': signedInClient,
      '/api/dashboard': { status: 500, body: { success: false, error: 'internal_error', message: 'boom' } },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to Load Dashboard' })).toBeTruthy();
    expect(
      screen.getByText("We couldn't retrieve your travel information. Please contact our support team."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: /Call Support/ }).getAttribute('href')).toMatch(/^tel:/);
  });

  it('sends an agent to the office', async () => {
    stubApi({ '/api/auth/me': { status: 200, body: agentUser } });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent-office'));
  });

  it('lists unread notices and marks them read, and says "No new notifications" when none wait', async () => {
    spyToasts();
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    const calls = stubApi({
      '/api/auth/me': signedInClient,
      '/api/auth/csrf-token': csrf,
      '/api/dashboard': [
        { status: 200, body: full },
        { status: 200, body: { ...full, notifications: [{ ...full.notifications[0], isRead: true }] } },
      ],
      '/api/notifications/read-all': { status: 200, body: { success: true, updated: 1 } },
    });
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(drawer.getByText(/"MCO to UVF" is confirmed/)).toBeTruthy();
    fireEvent.click(drawer.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsTo(calls, '/api/notifications/read-all')).toHaveLength(1));

    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(info).toHaveBeenCalledWith(
      'No new notifications',
      "You're all caught up! We'll notify you when there are updates to your trips.",
    );
  });

  it('says the profile settings are coming soon from Settings, and offers the account settings', async () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    stubApi({ '/api/auth/me': signedInClient, '/api/dashboard': { status: 200, body: full } });
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));

    expect(info).toHaveBeenCalledWith(
      'Settings',
      'Profile settings and preferences are coming soon!',
      expect.objectContaining({ actions: expect.anything() }),
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    const { actions } = info.mock.calls[0][2] as { actions: ReactElement };
    render(actions);
    fireEvent.click(screen.getByRole('button', { name: 'Account settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });
});
