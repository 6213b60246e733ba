import { ArrowLeftOutlined, StarFilled } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { brand } from '@contract/brand';
import { formatLongDate } from '@contract/dates';
import { InfoCard } from '@pwa/components/InfoCard';
import { NotFoundNotice } from '@pwa/components/NotFoundNotice';
import { PageHero } from '@pwa/components/PageHero';
import { formatPrice } from '@pwa/components/price';
import { hotels } from '@pwa/site/content/catalogue';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** Seed 001 section 2, Hotel detail. */
export function HotelPage() {
  const { hotelId } = useParams();
  const [query] = useSearchParams();
  const hotel = hotels.find((candidate) => candidate.id === hotelId);
  usePageMeta(hotel?.name ?? 'Hotel Not Found');

  if (!hotel) {
    return <NotFoundNotice title="Hotel Not Found" text="The hotel you're looking for doesn't exist." />;
  }

  const checkIn = query.get('checkIn');
  const checkOut = query.get('checkOut');
  const searchUrl = `${brand.links.hotelSearch}?destination=${encodeURIComponent(query.get('destination') ?? hotel.address)}`;

  return (
    <>
      <PageHero
        eyebrow={
          <span aria-label={`${hotel.rating} star hotel`}>
            {Array.from({ length: hotel.rating }, (_, index) => (
              <StarFilled key={index} aria-hidden="true" />
            ))}
          </span>
        }
        title={hotel.name}
        lead={hotel.address}
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
              <p>{hotel.description}</p>
              <dl className="detail-facts">
                <dt>Check-in</dt>
                <dd>{hotel.checkIn}</dd>
                <dt>Check-out</dt>
                <dd>{hotel.checkOut}</dd>
              </dl>
              <h2 className="extras-title">Amenities</h2>
              <ul className="pill-list">
                {hotel.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
              {checkIn && checkOut && (
                <>
                  <h2 className="extras-title">Your Stay Details</h2>
                  <dl className="detail-facts">
                    <dt>Check-in</dt>
                    <dd>{formatLongDate(checkIn)}</dd>
                    <dt>Check-out</dt>
                    <dd>{formatLongDate(checkOut)}</dd>
                    <dt>Rooms</dt>
                    <dd>{query.get('rooms') ?? '1'}</dd>
                    <dt>Adults</dt>
                    <dd>{query.get('adults') ?? '2'}</dd>
                  </dl>
                </>
              )}
            </div>
            <InfoCard
              title="Book This Hotel"
              price={`${formatPrice(hotel.pricePerNight)} per night`}
              features={[
                `Instant confirmation via ${brand.links.bookingSiteName}`,
                'Contact our agent for special requests or group bookings',
                'All prices include taxes and fees',
              ]}
              actions={
                <>
                  <a className="text-link" href={searchUrl} target="_blank" rel="noopener noreferrer">
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
