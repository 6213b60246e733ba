import { BellOutlined, ExportOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { brand } from '@contract/brand';
import { InfoCard } from '@pwa/components/InfoCard';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { AgentApprovals } from './agents/AgentApprovals';

/** The accounts and office specification section 2, Agent office (stats and tabs arrive with the office data layer). */
export function AgentOfficePage() {
  usePageMeta('Agent Office');
  const { user } = useCurrentUser();
  const firstName = user?.firstName || 'Agent';

  return (
    <>
      <div className="office__head">
        <h1>Agent Office - Welcome, {firstName}!</h1>
        <div className="page-hero__actions" style={{ marginTop: 0 }}>
          <Button icon={<BellOutlined aria-hidden />}>Notifications</Button>
          <Button icon={<SettingOutlined aria-hidden />}>Settings</Button>
        </div>
      </div>
      <div className="card-grid">
        <InfoCard
          title="Client Portal"
          actions={
            <a
              className="text-link"
              href={brand.links.clientPortal}
              target="_blank"
              rel="noopener noreferrer"
            >
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
      {user?.role === 'admin' && <AgentApprovals />}
    </>
  );
}
