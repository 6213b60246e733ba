import { StarFilled } from '@ant-design/icons';
import { useParams, useSearchParams } from 'react-router-dom';
import { brand } from '@contract/brand';
import { formatLongDate } from '@contract/dates';
import { BookingDetail, DetailFacts } from '@pwa/components/BookingDetail';
import { ItemList } from '@pwa/components/ItemList';
import { NotFoundNotice } from '@pwa/components/NotFoundNotice';
import { PageHero } from '@pwa/components/PageHero';
import { formatPrice } from '@pwa/components/price';
import { hotels } from '@pwa/site/content/bookingSamples';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The content specification section 2, Hotel detail. */
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
      <BookingDetail
        cardTitle="Book This Hotel"
        price={`${formatPrice(hotel.pricePerNight)} per night`}
        notes={[
          `Instant confirmation via ${brand.links.bookingSiteName}`,
          'Contact our agent for special requests or group bookings',
          'All prices include taxes and fees',
        ]}
        bookingHref={searchUrl}
      >
        <p>{hotel.description}</p>
        <DetailFacts
          facts={[
            ['Check-in', hotel.checkIn],
            ['Check-out', hotel.checkOut],
          ]}
        />
        <h2 className="extras-title">Amenities</h2>
        <ItemList variant="pill" items={hotel.amenities} />
        {checkIn && checkOut && (
          <DetailFacts
            title="Your Stay Details"
            facts={[
              ['Check-in', formatLongDate(checkIn)],
              ['Check-out', formatLongDate(checkOut)],
              ['Rooms', query.get('rooms') ?? '1'],
              ['Adults', query.get('adults') ?? '2'],
            ]}
          />
        )}
      </BookingDetail>
    </>
  );
}
