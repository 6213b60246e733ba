import { Link } from 'react-router-dom';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { InfoCard } from '@pwa/components/InfoCard';
import { paths } from '@pwa/app/paths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { fullName, isAgent } from '../currentUser';
import { useCurrentUser } from '../useCurrentUser';

/** The accounts and office specification section 2, Account Settings: its own loading and signed-out states. */
export function SettingsPage() {
  usePageMeta('Account Settings');
  const { user, isLoading } = useCurrentUser();

  return (
    <section className="section">
      <div className="container">
        <h1 className="section__title">Account Settings</h1>
        {isLoading ? (
          <p role="status">Loading...</p>
        ) : !user ? (
          <div className="prose">
            <p>Please log in to view settings</p>
            <ButtonLink to={paths.login} type="primary">
              Go to Login
            </ButtonLink>
          </div>
        ) : (
          <div className="card-grid">
            <InfoCard title="Profile Information" meta={isAgent(user) ? 'Agent access' : 'Client account'}>
              <dl className="detail-facts">
                <dt>Name</dt>
                <dd>{fullName(user)}</dd>
                <dt>Email</dt>
                <dd>{user.email}</dd>
                {user.phone && (
                  <>
                    <dt>Phone</dt>
                    <dd>{user.phone}</dd>
                  </>
                )}
                <dt>Account type</dt>
                <dd>{user.role}</dd>
              </dl>
            </InfoCard>
            <InfoCard title="Quick Links">
              <ul className="feature-list">
                <li>
                  <Link to={paths.dashboard}>My Dashboard</Link>
                </li>
                {isAgent(user) && (
                  <li>
                    <Link to={paths.agentOffice}>Agent Office</Link>
                  </li>
                )}
                <li>
                  <Link to={paths.quote}>Request a Quote</Link>
                </li>
              </ul>
            </InfoCard>
          </div>
        )}
      </div>
    </section>
  );
}
