import { useParams, useSearchParams } from 'react-router-dom';
import { brand } from '@contract/brand';
import { formatLongDate } from '@contract/dates';
import { BookingDetail, DetailFacts } from '@pwa/components/BookingDetail';
import { NotFoundNotice } from '@pwa/components/NotFoundNotice';
import { PageHero } from '@pwa/components/PageHero';
import { formatPrice } from '@pwa/components/price';
import { flights, formatDuration } from '@pwa/site/content/bookingSamples';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The content specification section 2, Flight detail. */
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
      <BookingDetail
        cardTitle="Book This Flight"
        price={`${formatPrice(flight.pricePerPerson)} per person`}
        bookingHref={brand.links.flightSearch}
      >
        <DetailFacts
          facts={[
            ['Carrier', flight.carrier],
            ['Flight', flight.flightNumber],
            ['Aircraft', flight.aircraft],
            ['Cabin', flight.cabinClass],
            ['Duration', formatDuration(flight.durationMinutes)],
          ]}
        />
        {from && to && (
          <DetailFacts
            title="Your Trip Details"
            facts={[
              ['From', from],
              ['To', to],
              ['Departure', formatLongDate(query.get('departDate'))],
              ['Passengers', query.get('passengers') ?? '1'],
            ]}
          />
        )}
      </BookingDetail>
    </>
  );
}
