import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brand } from '@contract/brand';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import { paths } from '@contract/sitePaths';
import { agentUser, callsTo, clientDashboardAnswer, clientUser, spyToasts } from '@pwa/account/testing';
import { rememberSignedInUser } from '@pwa/account/currentUser';
import { openOfficeDatabase, type LocalRecord } from '@pwa/offline/db';
import { officeDatabaseName } from '@pwa/offline/officeData';
import { TAB_CODE, TAB_CODE_WAIT_MS } from './tabCode';

// The office's code (antd and all) is read once here, with a hook's time to spare: on a busy
// machine reading it took longer than a test waits for the first heading.
beforeAll(async () => {
  await import('./AgentOfficePage');
}, 120_000);

// The shell is under test here; the other tabs have their own tests and data.
// Four tabs' code arrives only when a test lets it: what a tab not yet preloaded looks like.
const tabCode = vi.hoisted(() => {
  const held = () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    return { arrived, arrive };
  };
  return { tripPlanning: held(), itineraries: held(), quotes: held(), proposals: held() };
});
vi.mock('./tripPlanning/TripPlanningTab', async () => {
  await tabCode.tripPlanning.arrived;
  return { TripPlanningTab: () => <p>Trip planning panel</p> };
});
vi.mock('./itineraries/ItinerariesTab', async () => {
  await tabCode.itineraries.arrived;
  return { ItinerariesTab: () => <p>Itineraries panel</p> };
});
// Bookings stands for a tab whose code never arrived: what a lost connection does to a lazy chunk.
vi.mock('./bookings/BookingsTab', () => ({
  BookingsTab: () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/BookingsTab.js');
  },
}));
vi.mock('./quotes/QuotesTab', async () => {
  await tabCode.quotes.arrived;
  return { QuotesTab: () => <p>Quotes panel</p> };
});
vi.mock('./proposals/ProposalsTab', async () => {
  await tabCode.proposals.arrived;
  return { ProposalsTab: () => <p>Proposals panel</p> };
});
vi.mock('./email/EmailCenterTab', () => ({ EmailCenterTab: () => <p>Email panel</p> }));

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** Each test signs in a new agent, so each gets an office database of its own on the device. */
let agent = agentUser;
beforeEach(() => {
  agent = { ...agentUser, id: crypto.randomUUID() };
});

interface DeviceData {
  clients?: LocalRecord[];
  itineraries?: LocalRecord[];
  meta?: Array<{ key: string; value: unknown }>;
  synced?: boolean;
}

/** What the agent's device holds before the office opens (a previous sync). */
async function onDevice({ clients = [], itineraries = [], meta = [], synced = true }: DeviceData) {
  const db = openOfficeDatabase(officeDatabaseName(agent.id));
  await db.clients.bulkPut(clients);
  await db.itineraries.bulkPut(itineraries);
  await db.meta.bulkPut([...meta, ...(synced ? [{ key: 'cursor', value: 1 }] : [])]);
  db.close();
}

const now = '2026-03-01T10:00:00.000Z';
function clientRecord(n: number): LocalRecord {
  return {
    id: `c-${n}`,
    version: 1,
    firstName: `Client${n}`,
    lastName: 'Doe',
    email: `c${n}@example.com`,
    createdAt: now,
  };
}
function itineraryRecord(n: number, status: string, totalCost: number | null): LocalRecord {
  return {
    id: `i-${n}`,
    version: 1,
    clientId: 'c-1',
    title: `Trip ${n}`,
    status,
    totalCost,
    currency: 'USD',
    createdAt: now,
  };
}

// The device counts clients, trips and revenue itself; only pending quotes come from here.
const dashboard = {
  agent: { id: 'u-agent', firstName: 'Ava', lastName: 'Baptiste' },
  quotes: [],
  stats: { pendingQuotes: 7 },
};

const noNotifications = { status: 200, body: { data: [], unreadCount: 0 } };

type Answer = Parameters<typeof stubApi>[0][string];

function stubOffice(dashboardAnswer: Answer, me: unknown[] = [agent]) {
  return stubApi({
    '/api/auth/me': me.map((body) => ({ status: 200, body })),
    '/api/agent/dashboard': dashboardAnswer,
    '/api/notifications': noNotifications,
    '/api/clients': { status: 200, body: { data: [] } },
    '/api/dashboard': clientDashboardAnswer,
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

/** Lets every promise settle and the timers due now run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A click waits TAB_CODE_WAIT_MS for a tab's code before it opens the tab on its spinner; here it
 * waits as long as the code takes, so a busy machine cannot turn the test into that other case.
 */
function waitForTabCodeAsLongAsItTakes() {
  const schedule = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
    ms === TAB_CODE_WAIT_MS ? 0 : schedule(run, ms)) as typeof setTimeout);
}

/** The office on its Overview for an agent with nothing on the device, once the tab named is shown. */
async function officeShowing(tab: string) {
  spyToasts();
  await onDevice({});
  stubOffice({ status: 200, body: dashboard });
  const { router } = renderApp('/agent-office');
  await screen.findByRole('tab', { name: tab });
  return router;
}

/** Lets a held tab's code arrive, and what its arrival sets off run. */
async function codeArrives(held: { arrive(): void }, key: string) {
  held.arrive();
  await TAB_CODE[key]!.preload();
  await nextTask();
}

describe('AgentOfficePage', () => {
  it('welcomes the agent by first name and shows the four stat cards, counted on the device', async () => {
    spyToasts();
    await onDevice({
      clients: [1, 2, 3].map(clientRecord),
      itineraries: [
        itineraryRecord(1, 'confirmed', 1000000),
        itineraryRecord(2, 'confirmed', 234567),
        itineraryRecord(3, 'draft', null),
        itineraryRecord(4, 'draft', 0),
        itineraryRecord(5, 'completed', 1000),
      ],
    });
    stubOffice({ status: 200, body: dashboard });
    renderApp('/agent-office');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' });
    const head = within(heading.parentElement as HTMLElement);
    expect(head.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(head.getByRole('link', { name: /Settings/ }).getAttribute('href')).toBe('/settings');

    await screen.findByRole('region', { name: 'Statistics' });
    await waitFor(() => expect(statCard('Total Clients').textContent).toBe('Total Clients3'));
    expect(statCard('Active Trips').textContent).toContain('Active Trips2');
    expect(within(statCard('Active Trips')).getByText('2 in planning')).toBeTruthy();
    expect(within(statCard('Total Revenue')).getByText('$12,355.67')).toBeTruthy();
    await waitFor(() => expect(statCard('Pending Quotes').textContent).toContain('7'));
    expect(within(statCard('Pending Quotes')).getByText('Awaiting response')).toBeTruthy();
  });

  it('offers an agent its eleven tabs, opens the one named in ?tab= and keeps the choice in the address', async () => {
    spyToasts();
    await onDevice({});
    stubOffice({ status: 200, body: dashboard });
    const { router } = renderApp('/agent-office?tab=clients');

    const clientsTab = await screen.findByRole('tab', { name: 'Clients' });
    expect(clientsTab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No clients yet. Add your first client.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Trip Planning',
      'Clients',
      'Itineraries',
      'Bookings',
      'Leads',
      'Quotes',
      'Proposals',
      'Email Center',
      'Comments',
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

  it('opens a tab whose code is still to come once it is here, with no spinner in between', async () => {
    waitForTabCodeAsLongAsItTakes();
    const router = await officeShowing('Quotes');
    let spinnerShown = false;
    const watcher = new MutationObserver(() => {
      if (screen.queryByText('Loading tab')) spinnerShown = true;
    });
    watcher.observe(document.body, { childList: true, subtree: true });

    fireEvent.click(screen.getByRole('tab', { name: 'Quotes' }));
    await nextTask();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    await codeArrives(tabCode.quotes, 'quotes');
    expect(await screen.findByText('Quotes panel')).toBeTruthy();
    watcher.disconnect();
    expect(spinnerShown).toBe(false);
    expect(router.state.location.search).toBe('?tab=quotes');
  });

  it('opens the tab clicked last, even when the code of one clicked before it comes later', async () => {
    const router = await officeShowing('Email Center');
    await TAB_CODE.email!.preload();

    fireEvent.click(screen.getByRole('tab', { name: 'Proposals' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Email Center' }));
    expect(await screen.findByText('Email panel')).toBeTruthy();
    await codeArrives(tabCode.proposals, 'proposals');
    expect(router.state.location.search).toBe('?tab=email');
    expect(screen.queryByText('Proposals panel')).toBeNull();
  });

  it('stays on the tab shown when it is clicked again while another tab’s code is on its way', async () => {
    const router = await officeShowing('Itineraries');

    fireEvent.click(screen.getByRole('tab', { name: 'Itineraries' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await codeArrives(tabCode.itineraries, 'itineraries');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Itineraries panel')).toBeNull();
  });

  it('opens nothing once the agent has left the office while a tab’s code was on its way', async () => {
    waitForTabCodeAsLongAsItTakes();
    const router = await officeShowing('Trip Planning');

    fireEvent.click(screen.getByRole('tab', { name: 'Trip Planning' }));
    await act(() => router.navigate(paths.settings));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Trip Planning' })).toBeNull());
    await codeArrives(tabCode.tripPlanning, 'trip-planning');
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe(paths.settings);
    expect(router.state.location.search).toBe('');
  });

  it('says a tab needs the connection when its code cannot be fetched, and keeps the rest of the office', async () => {
    spyToasts();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await onDevice({});
    stubOffice({ status: 200, body: dashboard });
    renderApp('/agent-office?tab=bookings');

    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Client Portal' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Client Portal' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
  });

  it('falls back to the Overview for an unknown ?tab=', async () => {
    spyToasts();
    stubOffice({ status: 200, body: dashboard });
    renderApp('/agent-office?tab=nonsense');

    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
  });

  it('shows the unable-to-load panel when the dashboard fails and the device holds nothing', async () => {
    spyToasts();
    stubOffice({ status: 500, body: { error: 'internal', message: 'Boom' } });
    const { router } = renderApp('/agent-office');
    const seen = visitedPaths(router);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unable to Load Agent Dashboard' }),
    ).toBeTruthy();
    expect(screen.getByText(/permission/)).toBeTruthy();
    const support = screen.getByRole('link', { name: new RegExp(`Call Support ${escape(brand.phone)}`) });
    expect(support.getAttribute('href')).toBe(brand.phoneHref);
    expect(router.state.location.pathname).toBe('/agent-office');

    fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(seen).toContain('/login'));
  });

  it('sends the visitor to /login when the dashboard answers 401, and stays there', async () => {
    spyToasts();
    const calls = stubOffice({ status: 401, body: { error: 'unauthorized', message: 'Please sign in.' } });
    const { router } = renderApp('/agent-office');

    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to / })).toBeTruthy();
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

    await waitFor(() => expect(seen).toContain('/login'));
    expect(screen.queryByText('Unable to Load Agent Dashboard')).toBeNull();
    // The session is read again: the server now says client, so the login screen forwards to
    // the client dashboard instead of back into the office.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cleo!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(calls, '/api/agent/dashboard')).toHaveLength(1);
  });

  it('opens the tabs with a notice instead of the panel when the dashboard fails but the device has data', async () => {
    spyToasts();
    await onDevice({ clients: [clientRecord(1)] });
    stubOffice({ status: 500, body: { error: 'internal', message: 'Boom' } });
    renderApp('/agent-office');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' }),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'The dashboard could not be reached just now. Your office data on this device is shown.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Unable to Load Agent Dashboard')).toBeNull();
    await waitFor(() => expect(statCard('Total Clients').textContent).toBe('Total Clients1'));
    // The last quote requests come from the server, which failed: the card says so once it has looked.
    await waitFor(() =>
      expect(within(statCard('Pending Quotes')).getByText('Available when you are online')).toBeTruthy(),
    );
    expect(screen.getByRole('tab', { name: 'Overview' })).toBeTruthy();
  });

  it('opens offline after a reload: the remembered agent, the device data and the last quote requests', async () => {
    spyToasts();
    rememberSignedInUser(agent);
    await onDevice({
      clients: [clientRecord(1), clientRecord(2)],
      meta: [
        {
          key: 'dashboard',
          value: {
            savedAt: now,
            pendingQuotes: 4,
            quotes: [
              {
                id: 'tq-1',
                firstName: 'Lead',
                lastName: 'One',
                email: 'lead@example.com',
                groupName: 'Pitons hikers',
                numberOfTravelers: 6,
                budgetRange: null,
                createdAt: now,
              },
            ],
          },
        },
      ],
    });
    stubApi({ '/api/auth/me': 'network-error', '/api/agent/dashboard': 'network-error' });
    const { router } = renderApp('/agent-office');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agent Office - Welcome, Ava!' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent-office');
    expect(
      await screen.findByText(
        'You are working from this device. Website quote requests update when you are online.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(statCard('Total Clients').textContent).toBe('Total Clients2'));
    await waitFor(() => expect(statCard('Pending Quotes').textContent).toContain('4'));
    expect(await screen.findByText('Pitons hikers')).toBeTruthy();
    expect(await screen.findByText('Offline')).toBeTruthy();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
