import { BellOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { InfoCard } from '@pwa/components/InfoCard';
import { toast } from '@pwa/components/toast';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { paths } from '@pwa/lib/paths';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The content specification section 2, Client dashboard (the tabs fill in with the dashboard API). */
export function DashboardPage() {
  usePageMeta('My Dashboard');
  const { user } = useCurrentUser();
  const firstName = user?.firstName || 'traveller';

  return (
    <section className="section">
      <div className="container">
        <div className="dashboard-head">
          <h1 className="section__title">Welcome back, {firstName}!</h1>
          <div className="page-hero__actions" style={{ marginTop: 0 }}>
            <ButtonLink to={paths.quote} type="primary">
              Plan New Trip
            </ButtonLink>
            <Button
              icon={<BellOutlined aria-hidden />}
              onClick={() =>
                toast.info(
                  'No new notifications',
                  "You're all caught up! We'll notify you when there are updates to your trips.",
                )
              }
            >
              Notifications
            </Button>
            <Button
              icon={<SettingOutlined aria-hidden />}
              onClick={() => toast.info('Settings', 'Profile settings and preferences are coming soon!')}
            >
              Settings
            </Button>
          </div>
        </div>
        <div className="card-grid" style={{ marginTop: 24 }}>
          <InfoCard
            title="Take a Break"
            actions={
              <Link className="text-link" to={paths.game}>
                Play Island Adventure Now
              </Link>
            }
          >
            <p>Hunt for hidden treasure in our free island game while we plan your next trip.</p>
          </InfoCard>
        </div>
      </div>
    </section>
  );
}
