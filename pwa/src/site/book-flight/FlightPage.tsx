import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  FLIGHT_SEARCH_LIMITS,
  checkFlightPageQuery,
  partnerFlightSearchPath,
  type FlightPageQuery,
} from '@contract/bookingSearch';
import { formatLongDate } from '@contract/dateFormat';
import { BookingDetail, DetailFacts, SearchProblems } from '@pwa/components/BookingDetail';
import { ItemList } from '@pwa/components/ItemList';
import { NotFoundNotice } from '@pwa/components/NotFoundNotice';
import { PageHero } from '@pwa/components/PageHero';
import { formatPrice } from '@pwa/components/price';
import { flightServesRoute, flights, type CatalogueFlight, type FlightLeg } from '@content/bookingSamples';
import { flightPath } from '@contract/sitePaths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { FlightLegCard } from './FlightLegCard';
import './flight.css';

/**
 * A sample flight (/book/flight/{flightId}) with the search that led here, when it makes sense
 * and is this flight's route, and the partner's search for it. An unknown id is the not-found
 * state (and a 404 from the server).
 */
export function FlightPage() {
  const { flightId } = useParams();
  const [query] = useSearchParams();
  const flight = flights.find((candidate) => candidate.id === flightId);
  usePageMeta(...pageMeta(flight));

  if (!flight) {
    return <NotFoundNotice title="Flight Not Found" text="The flight you're looking for doesn't exist." />;
  }

  const [outbound] = flight.legs;
  const checked = checkFlightPageQuery(query);
  const routeProblem = checked.search && wrongRoute(flight, checked.search);
  const problems = routeProblem ? [routeProblem] : checked.problems;
  const search = routeProblem ? null : checked.search;
  const trip = search?.from && search.to ? { ...search, from: search.from, to: search.to } : null;
  const bookingHref = partnerFlightSearchPath({
    from: search?.from ?? outbound.from.code,
    to: search?.to ?? outbound.to.code,
    departDate: search?.departDate,
    returnDate: search?.returnDate,
    passengers: search?.passengers ?? FLIGHT_SEARCH_LIMITS.passengers.default,
  });
  const otherFlight = routeProblem && checked.search ? flightFor(checked.search, flight) : undefined;

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
        {problems.length > 0 && (
          <SearchProblems problems={problems}>
            The flight is shown without your search
            {otherFlight ? (
              <>
                ;{' '}
                <Link className="text-link" to={`${flightPath(otherFlight.id)}?${query.toString()}`}>
                  see {otherFlight.carrier} {otherFlight.flightNumber}, {routeName(otherFlight.legs[0])}
                </Link>
                , or search again from the home page.
              </>
            ) : (
              '; you can still book it or search again from the home page.'
            )}
          </SearchProblems>
        )}
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
            date={search?.departDate ?? null}
          />
          {search?.returnDate && (
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

/** "Orlando (MCO) to Saint Lucia (UVF)". */
function routeName(leg: FlightLeg): string {
  return `${leg.from.city} (${leg.from.code}) to ${leg.to.city} (${leg.to.code})`;
}

/** The searched route when this flight does not fly it, said plainly; null when it does. */
function wrongRoute(flight: CatalogueFlight, search: FlightPageQuery): string | null {
  if (flightServesRoute(flight, search.from, search.to)) return null;
  const searched = [search.from && `from ${search.from}`, search.to && `to ${search.to}`].filter(Boolean);
  return `This flight goes from ${routeName(flight.legs[0])}, not ${searched.join(' ')}.`;
}

/** Another sample flight that flies the searched route, if one does. */
function flightFor(search: FlightPageQuery, shown: CatalogueFlight): CatalogueFlight | undefined {
  return flights.find(
    (candidate) => candidate !== shown && flightServesRoute(candidate, search.from, search.to),
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
