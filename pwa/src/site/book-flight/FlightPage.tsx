import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { brand } from '@contract/brand';
import { formatLongDate } from '@contract/dates';
import { InfoCard } from '@pwa/components/InfoCard';
import { NotFoundNotice } from '@pwa/components/NotFoundNotice';
import { PageHero } from '@pwa/components/PageHero';
import { formatPrice } from '@pwa/components/price';
import { flights, formatDuration } from '@pwa/site/content/catalogue';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** Seed 001 section 2, Flight detail. */
export function FlightPage() {
  const { flightId } = useParams();
  const [query] = useSearchParams();
  const flight = flights.find((candidate) => candidate.id === flightId);
  usePageMeta(flight ? `${flight.carrier} ${flight.flightNumber}` : 'Flight Not Found');

  if (!flight) {
    return <NotFoundNotice title="Flight Not Found" text="The flight you're looking for doesn't exist." />;
  }

  const from = query.get('from');
  const to = query.get('to');

  return (
    <>
      <PageHero
        eyebrow={flight.cabinClass}
        title={`${flight.from} to ${flight.to}`}
        lead={`${flight.carrier} · ${flight.flightNumber}`}
      />
      <section className="section">
        <div className="container">
          <p>
            <Link className="text-link" to="/">
              <ArrowLeftOutlined aria-hidden="true" /> Back to Search
            </Link>
          </p>
          <div className="detail-layout">
            <div>
              <dl className="detail-facts">
                <dt>Carrier</dt>
                <dd>{flight.carrier}</dd>
                <dt>Flight</dt>
                <dd>{flight.flightNumber}</dd>
                <dt>Aircraft</dt>
                <dd>{flight.aircraft}</dd>
                <dt>Cabin</dt>
                <dd>{flight.cabinClass}</dd>
                <dt>Duration</dt>
                <dd>{formatDuration(flight.durationMinutes)}</dd>
              </dl>
              {from && to && (
                <>
                  <h2 className="extras-title">Your Trip Details</h2>
                  <dl className="detail-facts">
                    <dt>From</dt>
                    <dd>{from}</dd>
                    <dt>To</dt>
                    <dd>{to}</dd>
                    <dt>Departure</dt>
                    <dd>{formatLongDate(query.get('departDate'))}</dd>
                    <dt>Passengers</dt>
                    <dd>{query.get('passengers') ?? '1'}</dd>
                  </dl>
                </>
              )}
            </div>
            <InfoCard
              title="Book This Flight"
              price={`${formatPrice(flight.pricePerPerson)} per person`}
              actions={
                <>
                  <a
                    className="text-link"
                    href={brand.links.flightSearch}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Book on {brand.links.bookingSiteName}
                  </a>
                  <Link className="text-link" to="/contact">
                    Contact Our Agent
                  </Link>
                </>
              }
            />
          </div>
        </div>
      </section>
    </>
  );
}
