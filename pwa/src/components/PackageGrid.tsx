import { Link } from 'react-router-dom';
import { InfoCard } from './InfoCard';
import { fromPricePerPerson } from './price';
import type { TravelPackage } from '@pwa/site/content/types';

interface Props {
  packages: readonly TravelPackage[];
  /** Every package leads to the quote page (seed 001); the label varies per page. */
  actionLabel?: string;
  actionTo?: string;
}

/** Static packages of the destination and service pages (seed 001 section 2). */
export function PackageGrid({ packages, actionLabel = 'Get a Quote', actionTo = '/quote' }: Props) {
  return (
    <div className="card-grid">
      {packages.map((item) => (
        <InfoCard
          key={item.name}
          title={item.name}
          meta={item.duration}
          features={item.features}
          price={item.fromPrice === undefined ? undefined : fromPricePerPerson(item.fromPrice)}
          actions={
            <Link className="text-link" to={actionTo} aria-label={`${actionLabel}: ${item.name}`}>
              {actionLabel}
            </Link>
          }
        >
          <p>{item.description}</p>
        </InfoCard>
      ))}
    </div>
  );
}
