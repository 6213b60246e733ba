import { lightIcon } from '@pwa/components/icons';
import ClockCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { Link } from 'react-router-dom';
import { packagesFor, type CataloguePageSlug, type TravelPackage } from '@content/catalogue';
import { InfoCard } from './InfoCard';
import { fromPricePerPerson } from './price';
import { touristTripsJsonLd } from '@pwa/lib/structuredData';

const ClockCircleOutlined = lightIcon(ClockCircleOutlinedSvg);

interface Props {
  /** The catalogue page whose packages to show, in the catalogue's order. */
  page: CataloguePageSlug;
  /** Every package leads to the quote page; the label varies per page. */
  actionLabel?: string;
  actionTo?: string;
}

/** "6 days · groups of 8-20": the duration, then the group size where the page states one. */
function packageMeta({ duration, groupSize }: TravelPackage): string {
  return groupSize ? `${duration} · groups of ${groupSize.min}-${groupSize.max}` : duration;
}

/**
 * The packages of a destination or service page, from the shared catalogue: name, description, duration, features and the starting price per person.
 */
export function PackageGrid({ page, actionLabel = 'Get a Quote', actionTo = '/quote' }: Props) {
  return (
    <div className="card-grid">
      {packagesFor(page).map((item) => (
        <InfoCard
          key={item.id}
          title={item.name}
          meta={
            <>
              <ClockCircleOutlined aria-hidden="true" /> {packageMeta(item)}
            </>
          }
          features={item.features}
          price={item.priceFromPerPerson === null ? undefined : fromPricePerPerson(item.priceFromPerPerson)}
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

/** The page's packages as structured data (TouristTrip with its starting-price Offer), for usePageMeta. */
export function packagesJsonLd(page: CataloguePageSlug, pagePath: string) {
  return (origin: string) =>
    touristTripsJsonLd(
      origin,
      pagePath,
      packagesFor(page).map((item) => ({
        name: item.name,
        description: item.description,
        duration: item.duration,
        priceFrom: item.priceFromPerPerson === null ? undefined : item.priceFromPerPerson / 100,
      })),
    );
}
