import { Card } from 'antd';
import type { ClientDashboard } from '@contract/dashboard';
import { formatLongDate } from '@contract/dates';
import { EmailAddress } from '@pwa/components/EmailAddress';

const orNotGiven = (value: string | null) => value || 'Not provided';

/** The Profile tab: what the agency keeps about the client. */
export function ProfileTab({ dashboard: { client } }: { dashboard: ClientDashboard }) {
  return (
    <Card title={<h2 className="dashboard-card__title">Your Profile</h2>}>
      <dl className="detail-facts">
        <dt>Full name</dt>
        <dd>{`${client.firstName} ${client.lastName}`.trim() || 'Not provided'}</dd>
        <dt>Email</dt>
        <dd>
          <EmailAddress address={client.email} />
        </dd>
        <dt>Phone</dt>
        <dd>{orNotGiven(client.phone)}</dd>
        <dt>Address</dt>
        <dd>{orNotGiven(client.address)}</dd>
        <dt>Travel preferences</dt>
        <dd>{orNotGiven(client.notes)}</dd>
        <dt>Account created</dt>
        <dd>{formatLongDate(client.createdAt)}</dd>
        <dt>Last updated</dt>
        <dd>{formatLongDate(client.updatedAt)}</dd>
      </dl>
    </Card>
  );
}
