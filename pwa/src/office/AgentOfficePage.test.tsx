import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brand } from '@contract/brand';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import { agentUser, callsTo, clientUser, spyToasts } from '@pwa/account/testing';

// The shell is under test here; the other tabs have their own tests and data.
vi.mock('./tripPlanning/TripPlanningTab', () => ({ TripPlanningTab: () => <p>Trip planning panel</p> }));
vi.mock('./itineraries/ItinerariesTab', () => ({ ItinerariesTab: () => <p>Itineraries panel</p> }));
vi.mock('./bookings/BookingsTab', () => ({ BookingsTab: () => <p>Bookings panel</p> }));
vi.mock('./quotes/QuotesTab', () => ({ QuotesTab: () => <p>Quotes panel</p> }));
vi.mock('./proposals/ProposalsTab', () => ({ ProposalsTab: () => <p>Proposals panel</p> }));
vi.mock('./email/EmailCenterTab', () => ({ EmailCenterTab: () => <p>Email panel</p> }));

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const dashboard = {
  agent: { id: 'u-agent', firstName: 'Ava', lastName: 'Baptiste' },
  clients: [],
  itineraries: [],
  bookings: [],
  quotes: [],
  stats: { totalClients: 12, activeTrips: 3, planningTrips: 4, totalRevenue: 1234567, pendingQuotes: 7 },
};

/** Pages load as lazy chunks; on a busy machine the first import takes longer than a second. */
const LAZY_PAGE = { timeout: 5000 };

const noNotifications = { status: 200, body: { data: [], unreadCount: 0 } };

function stubOffice(dashboardAnswer: { status: number; body?: unknown }, me: unknown[] = [agentUser]) {
  return stubApi({
    '/api/auth/me': me.map((body) => ({ status: 200, body })),
    '/api/agent/dashboard': dashboardAnswer,
    '/api/notifications': noNotifications,
    '/api/clients': { status: 200, body: { data: [] } },
  });
}

/** Every path the router showed, in order, so a redirect that passes through is seen too. */
function visitedPaths(router: ReturnType<typeof renderApp>['router']) {
  const seen: string[] = [router.state.location.pathname];
  router.subscribe((state) => {
    if (seen.at(-1) !== state.location.pathname) seen.push(state.location.pathname);
  });
  return seen;
}

function statCard(title: string): HTMLElement {
  const region = screen.getByRole('region', { name: 'Statistics' });
  return within(region).getByText(title).closest('.ant-card') as HTMLElement;
}

describe('AgentOfficePage', () => {
  it('welcomes the agent by first name and shows the four stat cards', async () => {
    spyToasts();
    stubOffice({ status: 200, body: dashboard });
    renderApp('/agent-office');

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Agent Office - Welcome, Ava!' },
      LAZY_PAGE,
    );
    const head = within(heading.parentElement as HTMLElement);
    expect(head.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(head.getByRole('link', { name: /Settings/ }).getAttribute('href')).toBe('/settings');

    await screen.findByRole('region', { name: 'Statistics' });
    expect(statCard('Total Clients').textContent).toContain('12');
    expect(statCard('Active Trips').textContent).toContain('3');
    expect(within(statCard('Active Trips')).getByText('4 in planning')).toBeTruthy();
    expect(within(statCard('Total Revenue')).getByText('$12,345.67')).toBeTruthy();
    expect(statCard('Pending Quotes').textContent).toContain('7');
    expect(within(statCard('Pending Quotes')).getByText('Awaiting response')).toBeTruthy();
  });

  it('offers the nine tabs, opens the one named in ?tab= and keeps the choice in the address', async () => {
    spyToasts();
    stubOffice({ status: 200, body: dashboard });
    const { router } = renderApp('/agent-office?tab=clients');

    const clientsTab = await screen.findByRole('tab', { name: 'Clients' }, LAZY_PAGE);
    expect(clientsTab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No clients yet. Add your first client.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Trip Planning',
      'Clients',
      'Itineraries',
      'Bookings',
      'Quotes',
      'Proposals',
      'Email Center',
      'Client Portal',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Client Portal' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=client-portal'));
    expect(screen.getByRole('tab', { name: 'Client Portal' }).getAttribute('aria-selected')).toBe('true');
    const portal = screen.getByRole('link', { name: /Open the Client Portal/ });
    expect(portal.getAttribute('href')).toBe(brand.links.clientPortal);
    expect(portal.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Google sign-in')).toBeTruthy();
    expect(screen.getByText('Facebook sign-in')).toBeTruthy();
    expect(screen.getByText('Email sign-up')).toBeTruthy();
    expect(screen.getByText('Do not collect portal credentials in the back office.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=overview'));
  });

  it('falls back to the Overview for an unknown ?tab=', async () => {
    spyToasts();
    stubOffice({ status: 200, body: dashboard });
    renderApp('/agent-office?tab=nonsense');

    const overview = await screen.findByRole('tab', { name: 'Overview' }, LAZY_PAGE);
    expect(overview.getAttribute('aria-selected')).toBe('true');
  });

  it('shows the unable-to-load panel with login and support buttons when the dashboard fails', async () => {
    spyToasts();
    stubOffice({ status: 500, body: { error: 'internal', message: 'Boom' } });
    const { router } = renderApp('/agent-office');
    const seen = visitedPaths(router);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unable to Load Agent Dashboard' }, LAZY_PAGE),
    ).toBeTruthy();
    expect(screen.getByText(/permission/)).toBeTruthy();
    const support = screen.getByRole('link', { name: new RegExp(`Call Support ${escape(brand.phone)}`) });
    expect(support.getAttribute('href')).toBe(brand.phoneHref);
    expect(router.state.location.pathname).toBe('/agent-office');

    fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(seen).toContain('/login'), LAZY_PAGE);
  });

  it('sends the visitor to /login when the dashboard answers 401, and stays there', async () => {
    spyToasts();
    const calls = stubOffice({ status: 401, body: { error: 'unauthorized', message: 'Please sign in.' } });
    const { router } = renderApp('/agent-office');

    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to / }, LAZY_PAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Unable to Load Agent Dashboard')).toBeNull();
    expect(callsTo(calls, '/api/agent/dashboard')).toHaveLength(1);
  });

  it('sends the visitor to /login when the dashboard answers 403, then on with the re-read session', async () => {
    spyToasts();
    const calls = stubOffice({ status: 403, body: { error: 'forbidden', message: 'Forbidden' } }, [
      agentUser,
      clientUser,
    ]);
    const { router } = renderApp('/agent-office');
    const seen = visitedPaths(router);

    await waitFor(() => expect(seen).toContain('/login'), LAZY_PAGE);
    expect(screen.queryByText('Unable to Load Agent Dashboard')).toBeNull();
    // The session is read again: the server now says client, so the login screen forwards to
    // the client dashboard instead of back into the office.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' }, LAZY_PAGE),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(calls, '/api/agent/dashboard')).toHaveLength(1);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
