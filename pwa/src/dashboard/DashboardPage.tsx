import { SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Tabs } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { forgetEndedSession } from '@pwa/account/currentUser';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { dashboardMessages } from '@contract/dashboard';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { buttonClassName } from '@pwa/components/buttonClassName';
import { OfflinePage, isNetworkError } from '@pwa/components/OfflinePage';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { toast } from '@pwa/components/toast';
import { errorStatus } from '@pwa/lib/errorMessage';
import { paths } from '@contract/sitePaths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { useClientDashboard, type DashboardAnswer } from './api';
import { DashboardUnavailable } from './DashboardUnavailable';
import { NotificationsButton } from './NotificationsButton';
import { BookingsTab } from './tabs/BookingsTab';
import { ItinerariesTab } from './tabs/ItinerariesTab';
import { OverviewTab } from './tabs/OverviewTab';
import { ProfileTab } from './tabs/ProfileTab';
import { QuotesTab } from './tabs/QuotesTab';
import './dashboard.css';

const TABS = [
  { key: 'overview', label: 'Overview', Panel: OverviewTab },
  { key: 'itineraries', label: 'Itineraries', Panel: ItinerariesTab },
  { key: 'bookings', label: 'Bookings', Panel: BookingsTab },
  { key: 'quotes', label: 'Quotes', Panel: QuotesTab },
  { key: 'profile', label: 'Profile', Panel: ProfileTab },
] as const;

/** "Nov 27, 2026, 9:41 AM": when the copy on screen left the server. */
export function lastUpdatedText(savedAt: number): string {
  return `Last updated ${new Date(savedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`;
}

/**
 * The client dashboard: loading, loaded, signed out (to /login)
 * and the unable-to-load view; offline, the copy kept on this device with its age.
 */
export function DashboardPage() {
  usePageMeta('My Dashboard');
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const query = useClientDashboard(user?.id ?? '');
  const status = errorStatus(query.error);

  useEffect(() => {
    // The session ended on the server: this device forgets the user and their copy, and the
    // route guard takes the visitor to /login.
    if (status === 401) forgetEndedSession(queryClient);
  }, [status, queryClient]);

  if (query.data) return <DashboardView answer={query.data} />;
  if (query.isPending || status === 401) return <PageSpinner label="Loading your dashboard" />;
  if (isNetworkError(query.error)) return <OfflinePage onRetry={() => void query.refetch()} />;
  return <DashboardUnavailable />;
}

function DashboardView({ answer }: { answer: DashboardAnswer }) {
  const { dashboard, savedAt, fromDevice } = answer;
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const active = TABS.some((tab) => tab.key === params.get('tab')) ? params.get('tab')! : 'overview';
  const firstName = dashboard.client.firstName || user?.firstName || 'traveller';

  return (
    <section className="section dashboard">
      <div className="container">
        <div className="dashboard-head">
          <h1 className="section__title">Welcome back, {firstName}!</h1>
          <div className="dashboard-head__actions">
            <ButtonLink to={paths.quote} type="primary">
              Plan New Trip
            </ButtonLink>
            <NotificationsButton notifications={dashboard.notifications} />
            <Button
              icon={<SettingOutlined aria-hidden />}
              onClick={() =>
                // The profile preferences are still to come; the account's own settings
                // (password, e-mail, this device's data) are one click on.
                toast.info(dashboardMessages.settingsTitle, dashboardMessages.settingsText, {
                  actions: (
                    <Button size="small" onClick={() => navigate(paths.settings)}>
                      Account settings
                    </Button>
                  ),
                })
              }
            >
              Settings
            </Button>
          </div>
        </div>
        {fromDevice ? (
          <Alert
            className="dashboard-freshness"
            type={fromDevice === 'offline' ? 'info' : 'warning'}
            showIcon
            title={
              fromDevice === 'offline'
                ? "You're offline: this is your dashboard as last loaded on this device."
                : "We couldn't reach our server: this is your dashboard as last loaded on this device."
            }
            description={lastUpdatedText(savedAt)}
          />
        ) : (
          <p className="dashboard-muted dashboard-freshness" role="status">
            {lastUpdatedText(savedAt)}
          </p>
        )}
        <Tabs
          className="dashboard-tabs"
          activeKey={active}
          onChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (key === 'overview') next.delete('tab');
                else next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
          items={TABS.map(({ key, label, Panel }) => ({
            key,
            label,
            children: <Panel dashboard={dashboard} />,
          }))}
        />
        <aside className="dashboard-promo" aria-labelledby="dashboard-promo-title">
          <div>
            <h2 id="dashboard-promo-title" className="dashboard-card__title">
              Take a Break
            </h2>
            <p>Hunt for hidden treasure in our free island game while we plan your next trip.</p>
          </div>
          <Link className={buttonClassName({ type: 'primary' })} to={paths.game}>
            Play Island Adventure Now
          </Link>
        </aside>
      </div>
    </section>
  );
}
