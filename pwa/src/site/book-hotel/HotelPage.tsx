import { lightIcon } from '@pwa/components/icons';
import EnvironmentOutlinedSvg from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import StarFilledSvg from '@ant-design/icons-svg/es/asn/StarFilled';
import { useParams, useSearchParams } from 'react-router-dom';
import { brand } from '@contract/brand';
import { HOTEL_SEARCH_LIMITS, checkHotelPageQuery, partnerHotelSearchPath } from '@contract/bookingSearch';
import { formatLongDate } from '@contract/dateFormat';
import { BookingDetail, DetailFacts, SearchProblems } from '@pwa/components/BookingDetail';
import { ItemList } from '@pwa/components/ItemList';
import { NotFoundNotice } from '@pwa/components/NotFoundNotice';
import { PageHero } from '@pwa/components/PageHero';
import { formatPrice } from '@pwa/components/price';
import { hotels, type CatalogueHotel } from '@content/bookingSamples';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import './hotel.css';

const EnvironmentOutlined = lightIcon(EnvironmentOutlinedSvg);
const StarFilled = lightIcon(StarFilledSvg);

const bookingNotes = [
  `Instant confirmation via ${brand.links.bookingSiteName}`,
  'Contact our agent for special requests or group bookings',
  'All prices include taxes and fees',
];

/**
 * A sample hotel (/book/hotel/{hotelId}) with the search that led here, when it makes sense, and
 * the partner's search for it. An unknown id is the not-found state (and a 404 from the server).
 */
export function HotelPage() {
  const { hotelId } = useParams();
  const [query] = useSearchParams();
  const hotel = hotels.find((candidate) => candidate.id === hotelId);
  usePageMeta(hotel?.name ?? 'Hotel Not Found', hotel?.description);

  if (!hotel) {
    return <NotFoundNotice title="Hotel Not Found" text="The hotel you're looking for doesn't exist." />;
  }

  const { search, problems } = checkHotelPageQuery(query);
  const stay =
    search?.checkIn && search.checkOut
      ? { checkIn: search.checkIn, checkOut: search.checkOut, rooms: search.rooms, adults: search.adults }
      : null;
  const bookingHref = partnerHotelSearchPath({
    destination: search?.destination ?? hotel.searchDestination,
    checkIn: search?.checkIn,
    checkOut: search?.checkOut,
    rooms: search?.rooms ?? HOTEL_SEARCH_LIMITS.rooms.default,
    adults: search?.adults ?? HOTEL_SEARCH_LIMITS.adults.default,
    children: search?.children,
  });

  return (
    <>
      <PageHero
        eyebrow={<HotelRating rating={hotel.rating} />}
        title={hotel.name}
        lead={
          <>
            <EnvironmentOutlined aria-hidden="true" /> {hotel.address}
          </>
        }
      />
      <BookingDetail
        cardTitle="Book This Hotel"
        price={formatPrice(hotel.price.amount)}
        priceUnit="per night"
        bookingHref={bookingHref}
        notes={bookingNotes}
      >
        {problems.length > 0 && (
          <SearchProblems problems={problems}>
            The hotel is shown without your search; you can still book it or search again from the home page.
          </SearchProblems>
        )}
        <HotelPhoto hotel={hotel} />
        <p className="hotel-description">{hotel.description}</p>
        {stay && (
          <DetailFacts
            title="Your Stay Details"
            highlight
            facts={[
              ['Check-in', formatLongDate(stay.checkIn)],
              ['Check-out', formatLongDate(stay.checkOut)],
              ['Rooms', String(stay.rooms)],
              ['Adults', String(stay.adults)],
            ]}
          />
        )}
        <DetailFacts
          title="Check-in and Check-out"
          facts={[
            ['Check-in', `From ${hotel.checkInTime}`],
            ['Check-out', `Until ${hotel.checkOutTime}`],
          ]}
        />
        <h2 className="extras-title">Amenities</h2>
        <ItemList variant="pill" items={hotel.amenities} />
      </BookingDetail>
    </>
  );
}

/** The guest rating as given ("4.7"), with a star to say what it is; read out as "Rated 4.7 out of 5". */
function HotelRating({ rating }: { rating: number }) {
  return (
    <span className="hotel-rating">
      <StarFilled aria-hidden="true" className="hotel-rating__star" />
      <span aria-hidden="true">{String(rating)}</span>
      <span className="visually-hidden">{`Rated ${rating} out of 5`}</span>
    </span>
  );
}

/** The page's main image: loaded at once (it is what the visitor sees first), its space kept while it loads. */
function HotelPhoto({ hotel }: { hotel: CatalogueHotel }) {
  const { src, alt, width, height } = hotel.image;
  return (
    <img
      className="hotel-photo"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
}
