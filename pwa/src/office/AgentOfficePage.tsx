import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { ExportOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Spin, Statistic, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { brand } from '@contract/brand';
import { formatMoney } from '@contract/money';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { ErrorBoundary } from '@pwa/components/ErrorBoundary';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { paths } from '@contract/sitePaths';
import { whenIdle } from '@pwa/lib/whenIdle';
import {
  dashboardFailure,
  useAgentDashboard,
  useForgetRejectedSession,
  useHasLocalData,
  useOfficeStats,
  useQuoteRequests,
} from './dashboard/api';
import { NotificationsButton } from './notifications/NotificationsDrawer';
import { OverviewTab } from './overview/OverviewTab';
import { useAwaitingApproval } from './shared/sendingApproval';
import {
  AgentApprovals,
  ADMIN_TABS,
  BookingsTab,
  ClientsTab,
  CommentsTab,
  DashboardUnavailable,
  EmailCenterTab,
  ItinerariesTab,
  LeadsTab,
  PaymentsTab,
  ProposalsTab,
  PublishingTab,
  QuotesTab,
  TAB_CODE,
  TAB_CODE_WAIT_MS,
  TestimonialsTab,
  TripPlanningTab,
} from './tabCode';

/**
 * Once the office is on screen, the code of the other tabs it offers is fetched and run one
 * tab at a time while the device is idle: a tab then opens at once, without a spinner and the
 * wait React adds before revealing what it suspended for.
 */
function usePreloadTabs(admin: boolean) {
  useEffect(() => {
    const queue = Object.entries(TAB_CODE).flatMap(([key, tab]) =>
      tab && (admin || !ADMIN_TABS.includes(key)) ? [tab] : [],
    );
    let stopped = false;
    let cancel = () => {};
    const next = () => {
      const tab = queue.shift();
      if (!tab || stopped) return;
      void tab
        .preload()
        .catch(() => undefined)
        .then(() => {
          if (!stopped) cancel = whenIdle(next);
        });
    };
    cancel = whenIdle(next);
    return () => {
      stopped = true;
      cancel();
    };
  }, [admin]);
}

/**
 * Opens a tab once its code is here, so it draws at once. Opened first, the tab would show its
 * spinner, and React keeps a spinner it has shown for at least 300 ms even when the code comes
 * sooner: a click on a tab not yet preloaded took about 450 ms where one preloaded took 150.
 * Code still missing after TAB_CODE_WAIT_MS (a slow network) opens the tab on its spinner
 * anyway. The latest click wins, a click on the tab shown included, and nothing opens once
 * the office has closed.
 */
function useOpenTabWhenReady(open: (key: string) => void): (key: string, shown: string) => void {
  const waiting = useRef<{ key: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const forget = () => {
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = null;
  };
  useEffect(() => forget, []);
  return (key, shown) => {
    forget();
    if (key === shown) return;
    const show = () => {
      if (waiting.current?.key !== key) return;
      forget();
      open(key);
    };
    const code = TAB_CODE[key];
    if (!code) return open(key);
    waiting.current = { key, timer: setTimeout(show, TAB_CODE_WAIT_MS) };
    void code
      .preload()
      .catch(() => undefined)
      .then(show);
  };
}

const TAB_ROW = '.office__tabs > .ant-tabs-nav .ant-tabs-nav-wrap';

/** Scrolls the tab row sideways, only as far as needed, to show `tab` whole. */
function showInRow(row: HTMLElement, tab: Element) {
  if (row.scrollWidth <= row.clientWidth) return;
  const shown = row.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  const margin = 24;
  if (box.left < shown.left) row.scrollLeft -= shown.left - box.left + margin;
  else if (box.right > shown.right) row.scrollLeft += box.right - shown.right + margin;
}

/**
 * On a phone the tabs are one row that scrolls sideways (office.css). The open tab is brought
 * into that row's view, sideways only, so the page itself stays where it is. antd's tabs put
 * their row back at its start whenever a tab takes the focus, which on a phone would move the
 * tab being pressed from under the finger: the row's place is restored at once, before the
 * press ends, and a tab reached with the keyboard is scrolled into view.
 */
function TabRowInView({ tab }: { tab: string }) {
  useEffect(() => {
    const active = document.querySelector(`${TAB_ROW} .ant-tabs-tab-active`);
    const row = active?.closest<HTMLElement>(TAB_ROW);
    if (active && row) showInRow(row, active);
  }, [tab]);

  useEffect(() => {
    let kept: { row: HTMLElement; left: number } | null = null;
    // Capturing on the document runs before antd's handler, bubbling to it runs after.
    const before = (event: FocusEvent) => {
      const row = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB_ROW) : null;
      kept = row ? { row, left: row.scrollLeft } : null;
    };
    const after = (event: FocusEvent) => {
      if (!kept) return;
      kept.row.scrollLeft = kept.left;
      const tab = event.target instanceof Element ? event.target.closest('.ant-tabs-tab') : null;
      if (tab) showInRow(kept.row, tab);
      kept = null;
    };
    document.addEventListener('focusin', before, true);
    document.addEventListener('focusin', after);
    return () => {
      document.removeEventListener('focusin', before, true);
      document.removeEventListener('focusin', after);
    };
  }, []);
  return null;
}

/** A tab whose code could not be fetched (offline before the service worker had it) says so; the rest of the office stays. */
function TabPanel({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary area="office tab" offlinePage>
      <Suspense fallback={<PageSpinner label="Loading tab" />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

const TABS = [
  'overview',
  'trip-planning',
  'clients',
  'itineraries',
  'bookings',
  'leads',
  'quotes',
  'proposals',
  'email',
  'comments',
  'publishing',
  'payments',
  'testimonials',
  'client-portal',
] as const;
type TabKey = (typeof TABS)[number];

/** Clients sign in on the external portal; the office only links to it. */
function ClientPortalTab() {
  return (
    <section aria-labelledby="client-portal-title">
      <h2 id="client-portal-title">Client Portal</h2>
      <Card>
        <p>
          Clients manage their trips on the external client portal. They can create their portal account in
          any of three ways:
        </p>
        <ul>
          <li>Google sign-in</li>
          <li>Facebook sign-in</li>
          <li>Email sign-up</li>
        </ul>
        <p>
          <strong>Do not collect portal credentials in the back office.</strong> Clients sign in on the portal
          themselves; never ask them for their portal password or store it here.
        </p>
        <a className="text-link" href={brand.links.clientPortal} target="_blank" rel="noopener noreferrer">
          Open the Client Portal <ExportOutlined aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Card>
    </section>
  );
}

/** The four stat cards: counts from the device, pending quotes from the server's last answer. */
function StatCards() {
  const stats = useOfficeStats();
  const requests = useQuoteRequests();
  const awaitingApproval = useAwaitingApproval();
  if (!stats.data) return <Spin description="Loading dashboard..." />;
  const { totalClients, activeTrips, planningTrips, totalRevenue } = stats.data;
  return (
    <div className="office__stats" aria-label="Statistics" role="region">
      <Card>
        <Statistic title="Total Clients" value={totalClients} />
      </Card>
      <Card>
        <Statistic title="Active Trips" value={activeTrips} />
        <p className="office__subtext">{planningTrips} in planning</p>
      </Card>
      <Card>
        <Statistic title="Total Revenue" value={formatMoney(totalRevenue)} />
      </Card>
      <Card>
        {/* The title stays while the count loads, like the other three cards. */}
        <Statistic
          title="Pending Quotes"
          value={requests.pendingQuotes ?? '—'}
          loading={requests.isPending}
        />
        {!requests.isPending && (
          <p className="office__subtext">
            {requests.pendingQuotes === null
              ? 'Available when you are online'
              : awaitingApproval
                ? 'Counted once you are approved'
                : 'Awaiting response'}
          </p>
        )}
      </Card>
    </div>
  );
}

/** The Agent Office: header, stat cards and tabs. */
export function AgentOfficePage() {
  usePageMeta('Agent Office');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dashboard = useAgentDashboard();
  const hasLocalData = useHasLocalData();
  const failure = dashboard.isError ? dashboardFailure(dashboard.error) : undefined;
  const rejected = failure === 'signedOut' ? 401 : failure === 'forbidden' ? 403 : undefined;
  const forgetSession = useForgetRejectedSession();
  usePreloadTabs(user?.role === 'admin');
  const openTab = useOpenTabWhenReady((key) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    ),
  );

  useEffect(() => {
    if (!rejected) return;
    forgetSession(rejected);
    void navigate(paths.login, { replace: true });
  }, [rejected, forgetSession, navigate]);

  const requested = params.get('tab') as TabKey | null;
  const activeTab: TabKey = requested && TABS.includes(requested) ? requested : 'overview';
  const firstName = user?.firstName || dashboard.data?.agent.firstName || 'Agent';

  if (rejected) return null;
  if (failure === 'failed') {
    // The office works from the device: only a device with nothing on it needs the server.
    if (hasLocalData.isPending) return <Spin description="Loading dashboard..." />;
    if (!hasLocalData.data)
      return (
        <Suspense fallback={<PageSpinner />}>
          <DashboardUnavailable />
        </Suspense>
      );
  }

  const tabItems: Array<{ key: TabKey; label: string; children: React.ReactNode }> = [
    {
      key: 'overview',
      label: 'Overview',
      children: (
        <>
          <OverviewTab />
          {user?.role === 'admin' && (
            <TabPanel>
              <AgentApprovals />
            </TabPanel>
          )}
        </>
      ),
    },
    {
      key: 'trip-planning',
      label: 'Trip Planning',
      children: (
        <TabPanel>
          <TripPlanningTab />
        </TabPanel>
      ),
    },
    {
      key: 'clients',
      label: 'Clients',
      children: (
        <TabPanel>
          <ClientsTab />
        </TabPanel>
      ),
    },
    {
      key: 'itineraries',
      label: 'Itineraries',
      children: (
        <TabPanel>
          <ItinerariesTab />
        </TabPanel>
      ),
    },
    {
      key: 'bookings',
      label: 'Bookings',
      children: (
        <TabPanel>
          <BookingsTab />
        </TabPanel>
      ),
    },
    {
      key: 'leads',
      label: 'Leads',
      children: (
        <TabPanel>
          <LeadsTab />
        </TabPanel>
      ),
    },
    {
      key: 'quotes',
      label: 'Quotes',
      children: (
        <TabPanel>
          <QuotesTab />
        </TabPanel>
      ),
    },
    {
      key: 'proposals',
      label: 'Proposals',
      children: (
        <TabPanel>
          <ProposalsTab />
        </TabPanel>
      ),
    },
    {
      key: 'email',
      label: 'Email Center',
      children: (
        <TabPanel>
          <EmailCenterTab />
        </TabPanel>
      ),
    },
    {
      key: 'comments',
      label: 'Comments',
      children: (
        <TabPanel>
          <CommentsTab />
        </TabPanel>
      ),
    },
    // Writing the blog and the podcast, and reading what visitors paid, are the admins' job.
    ...(user?.role === 'admin'
      ? [
          {
            key: 'publishing' as const,
            label: 'Blog & Podcast',
            children: (
              <TabPanel>
                <PublishingTab />
              </TabPanel>
            ),
          },
          {
            key: 'payments' as const,
            label: 'Payments',
            children: (
              <TabPanel>
                <PaymentsTab />
              </TabPanel>
            ),
          },
          {
            key: 'testimonials' as const,
            label: 'Testimonials',
            children: (
              <TabPanel>
                <TestimonialsTab />
              </TabPanel>
            ),
          },
        ]
      : []),
    { key: 'client-portal', label: 'Client Portal', children: <ClientPortalTab /> },
  ];

  // A tab this user is not offered (an admin's, named in an agent's address) opens the Overview.
  const shownTab = tabItems.some((item) => item.key === activeTab) ? activeTab : 'overview';

  return (
    <>
      <div className="office__head">
        <h1>Agent Office - Welcome, {firstName}!</h1>
        <div className="page-hero__actions" style={{ marginTop: 0 }}>
          <NotificationsButton />
          <Button
            icon={<SettingOutlined aria-hidden />}
            href={paths.settings}
            onClick={(event) => {
              event.preventDefault();
              void navigate(paths.settings);
            }}
          >
            Settings
          </Button>
        </div>
      </div>
      {failure && (
        <Alert
          className="office__notice-bar"
          type="info"
          showIcon
          title={
            failure === 'offline'
              ? 'You are working from this device. Website quote requests update when you are online.'
              : 'The dashboard could not be reached just now. Your office data on this device is shown.'
          }
        />
      )}
      <StatCards />
      <Tabs
        activeKey={shownTab}
        // Every click and Enter on a tab, the one shown included: it cancels a tab still on its way.
        onTabClick={(key) => openTab(key, shownTab)}
        items={tabItems}
        destroyOnHidden
        className="office__tabs"
      />
      <TabRowInView tab={shownTab} />
    </>
  );
}
