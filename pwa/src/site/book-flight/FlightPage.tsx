import { useParams, useSearchParams } from 'react-router-dom';
import { flightBookingUrl, readFlightQuery, tripDetailsFromQuery } from '@contract/bookingSearch';
import { formatLongDate } from '@contract/dateFormat';
import { BookingDetail, DetailFacts } from '@pwa/components/BookingDetail';
import { ItemList } from '@pwa/components/ItemList';
import { NotFoundNotice } from '@pwa/components/NotFoundNotice';
import { PageHero } from '@pwa/components/PageHero';
import { formatPrice } from '@pwa/components/price';
import { flights, type CatalogueFlight } from '@pwa/site/content/bookingSamples';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { FlightLegCard } from './FlightLegCard';
import './flight.css';

/** The content specification section 2, Flight detail page (/book/flight/{flightId}). */
export function FlightPage() {
  const { flightId } = useParams();
  const [query] = useSearchParams();
  const flight = flights.find((candidate) => candidate.id === flightId);
  usePageMeta(...pageMeta(flight));

  if (!flight) {
    return <NotFoundNotice title="Flight Not Found" text="The flight you're looking for doesn't exist." />;
  }

  const [outbound] = flight.legs;
  const search = readFlightQuery(query);
  const trip = tripDetailsFromQuery(query);
  const bookingHref = flightBookingUrl({
    from: search.from ?? outbound.from.code,
    to: search.to ?? outbound.to.code,
    departDate: search.departDate,
    returnDate: search.returnDate,
    passengers: search.passengers,
  });

  return (
    <>
      <PageHero
        eyebrow={`${flight.cabinClass} · Nonstop`}
        title={`${outbound.from.city} to ${outbound.to.city}`}
        lead={`${flight.carrier} · ${flight.flightNumber} · ${flight.aircraft}`}
      />
      <BookingDetail
        cardTitle="Book This Flight"
        price={formatPrice(flight.price.amount)}
        priceUnit="per person"
        bookingHref={bookingHref}
      >
        <DetailFacts
          facts={[
            ['Carrier', flight.carrier],
            ['Flight number', flight.flightNumber],
            ['Aircraft', flight.aircraft],
            ['Cabin class', flight.cabinClass],
          ]}
        />
        {trip && (
          <DetailFacts
            title="Your Trip Details"
            highlight
            facts={[
              ['From', trip.from],
              ['To', trip.to],
              ['Departure', trip.departDate ? formatLongDate(trip.departDate) : 'Flexible'],
              ['Passengers', String(trip.passengers)],
            ]}
          />
        )}
        <h2 className="extras-title">Flight Schedule</h2>
        <div className="flight-legs">
          <FlightLegCard
            label="Outbound"
            leg={outbound}
            flightNumber={flight.flightNumber}
            date={search.departDate}
          />
          {search.returnDate && (
            <FlightLegCard
              label="Return"
              leg={flight.returnLeg}
              flightNumber={flight.returnLeg.flightNumber}
              date={search.returnDate}
            />
          )}
        </div>
        <DetailFacts
          title="Baggage"
          facts={[
            ['Carry-on', flight.baggage.carryOn],
            ['Checked', flight.baggage.checked],
          ]}
        />
        <DetailFacts
          title="Policies"
          facts={[
            ['Cancellation', flight.policies.cancellation],
            ['Changes', flight.policies.changes],
            ['Check-in', flight.policies.checkin],
          ]}
        />
        <h2 className="extras-title">Amenities</h2>
        <ItemList variant="pill" items={flight.amenities} />
      </BookingDetail>
    </>
  );
}

/** The tab title and description: the flight and its route, or the not-found state. */
function pageMeta(flight: CatalogueFlight | undefined): [title: string, description?: string] {
  if (!flight) return ['Flight Not Found'];
  const [outbound] = flight.legs;
  return [
    `${flight.carrier} ${flight.flightNumber}: ${outbound.from.city} to ${outbound.to.city}`,
    `${flight.cabinClass} nonstop on ${flight.carrier} ${flight.flightNumber} from ${outbound.from.name} to ${outbound.to.name}, ${formatPrice(flight.price.amount)} per person.`,
  ];
}
