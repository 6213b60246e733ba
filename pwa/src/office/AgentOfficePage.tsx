import { useEffect } from 'react';
import { ExportOutlined, PhoneOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Result, Spin, Statistic, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { brand } from '@contract/brand';
import { formatMoney } from '@contract/money';
import { InfoCard } from '@pwa/components/InfoCard';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { errorStatus } from '@pwa/lib/errorMessage';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { AgentApprovals } from './agents/AgentApprovals';
import { BookingsTab } from './bookings/BookingsTab';
import { ClientsTab } from './clients/ClientsTab';
import { useAgentDashboard } from './dashboard/api';
import { EmailCenterTab } from './email/EmailCenterTab';
import { ItinerariesTab } from './itineraries/ItinerariesTab';
import { NotificationsButton } from './notifications/NotificationsDrawer';
import { OverviewTab } from './overview/OverviewTab';
import { ProposalsTab } from './proposals/ProposalsTab';
import { QuotesTab } from './quotes/QuotesTab';
import { TripPlanningTab } from './tripPlanning/TripPlanningTab';

const TABS = [
  'overview',
  'trip-planning',
  'clients',
  'itineraries',
  'bookings',
  'quotes',
  'proposals',
  'email',
  'client-portal',
] as const;
type TabKey = (typeof TABS)[number];

function ClientPortalCard() {
  return (
    <div className="card-grid">
      <InfoCard
        title="Client Portal"
        actions={
          <a className="text-link" href={brand.links.clientPortal} target="_blank" rel="noopener noreferrer">
            Open the Client Portal <ExportOutlined aria-hidden="true" />
          </a>
        }
      >
        <p>
          Clients sign in to the portal with Google, Facebook or an e-mail sign-up. Never collect portal
          credentials here in the back office.
        </p>
      </InfoCard>
    </div>
  );
}

/** The accounts and office specification section 2, Agent office: header, stat cards and tabs. */
export function AgentOfficePage() {
  usePageMeta('Agent Office');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dashboard = useAgentDashboard();
  const status = dashboard.isError ? errorStatus(dashboard.error) : undefined;
  const unauthorized = status === 401 || status === 403;

  useEffect(() => {
    if (unauthorized) void navigate('/login', { replace: true });
  }, [unauthorized, navigate]);

  const requested = params.get('tab') as TabKey | null;
  const activeTab: TabKey = requested && TABS.includes(requested) ? requested : 'overview';
  const firstName = user?.firstName || dashboard.data?.agent.firstName || 'Agent';

  if (dashboard.isError) {
    if (unauthorized) return null;
    return (
      <Result
        status="warning"
        title={<h1 className="office__error-title">Unable to Load Agent Dashboard</h1>}
        subTitle="The dashboard could not be loaded. You may not have permission to view the Agent Office, or your session may have expired."
        extra={[
          <Button key="login" type="primary" onClick={() => void navigate('/login')}>
            Go to Login
          </Button>,
          <Button key="support" icon={<PhoneOutlined aria-hidden />} href={brand.phoneHref}>
            Call Support {brand.phone}
          </Button>,
        ]}
      />
    );
  }

  const stats = dashboard.data?.stats;
  const tabItems: Array<{ key: TabKey; label: string; children: React.ReactNode }> = [
    {
      key: 'overview',
      label: 'Overview',
      children: (
        <>
          <OverviewTab />
          {user?.role === 'admin' && <AgentApprovals />}
        </>
      ),
    },
    { key: 'trip-planning', label: 'Trip Planning', children: <TripPlanningTab /> },
    { key: 'clients', label: 'Clients', children: <ClientsTab /> },
    { key: 'itineraries', label: 'Itineraries', children: <ItinerariesTab /> },
    { key: 'bookings', label: 'Bookings', children: <BookingsTab /> },
    { key: 'quotes', label: 'Quotes', children: <QuotesTab /> },
    { key: 'proposals', label: 'Proposals', children: <ProposalsTab /> },
    { key: 'email', label: 'Email Center', children: <EmailCenterTab /> },
    { key: 'client-portal', label: 'Client Portal', children: <ClientPortalCard /> },
  ];

  return (
    <>
      <div className="office__head">
        <h1>Agent Office - Welcome, {firstName}!</h1>
        <div className="page-hero__actions" style={{ marginTop: 0 }}>
          <NotificationsButton />
          <Button
            icon={<SettingOutlined aria-hidden />}
            href="/settings"
            onClick={(event) => {
              event.preventDefault();
              void navigate('/settings');
            }}
          >
            Settings
          </Button>
        </div>
      </div>
      {dashboard.isPending ? (
        <Spin tip="Loading dashboard..." />
      ) : (
        <div className="office__stats" aria-label="Statistics" role="region">
          <Card>
            <Statistic title="Total Clients" value={stats?.totalClients ?? 0} />
          </Card>
          <Card>
            <Statistic title="Active Trips" value={stats?.activeTrips ?? 0} />
            <p className="office__subtext">{stats?.planningTrips ?? 0} in planning</p>
          </Card>
          <Card>
            <Statistic title="Total Revenue" value={formatMoney(stats?.totalRevenue ?? 0)} />
          </Card>
          <Card>
            <Statistic title="Pending Quotes" value={stats?.pendingQuotes ?? 0} />
            <p className="office__subtext">Awaiting response</p>
          </Card>
        </div>
      )}
      <Tabs
        activeKey={activeTab}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={tabItems}
        destroyOnHidden
      />
    </>
  );
}
