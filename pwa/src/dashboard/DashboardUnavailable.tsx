import { Link } from 'react-router-dom';
import { dashboardMessages } from '@contract/dashboard';
import { PhoneLink } from '@pwa/components/PhoneLink';
import { buttonClassName } from '@pwa/components/buttonClassName';
import { paths } from '@contract/sitePaths';

/** The dashboard's failure view. */
export function DashboardUnavailable() {
  return (
    <section className="section" aria-labelledby="dashboard-unavailable">
      <div className="container dashboard-unavailable">
        <h1 id="dashboard-unavailable" className="section__title">
          {dashboardMessages.unableTitle}
        </h1>
        <p>{dashboardMessages.unableText}</p>
        <div className="page-hero__actions dashboard-unavailable__actions">
          <Link className={buttonClassName({ type: 'primary' })} to={paths.login}>
            Go to Login
          </Link>
          <PhoneLink prefix="Call Support " className={buttonClassName({})} />
        </div>
      </div>
    </section>
  );
}
