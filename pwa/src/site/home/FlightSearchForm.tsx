import { useState, type ChangeEvent, type FormEvent } from 'react';
import { lightIcon } from '@pwa/components/icons';
import SearchOutlinedSvg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { FLIGHT_SEARCH_LIMITS, type TripType } from '@contract/bookingSearchLimits';
import type { FieldErrors } from '@pwa/lib/fieldErrors';
import { SearchField, countInput, runSearch } from './SearchField';
import { WhenReady } from '@pwa/components/WhenReady';

const SearchOutlined = lightIcon(SearchOutlinedSvg);

const initialValues = {
  tripType: 'roundTrip' as TripType,
  from: '',
  to: '',
  departDate: '',
  returnDate: '',
  passengers: String(FLIGHT_SEARCH_LIMITS.passengers.default),
};

const tripTypeLabels: Record<TripType, string> = { roundTrip: 'Round trip', oneWay: 'One-way' };

/**
 * The home page's flight search: checked with the shared schema, then the partner site's search
 * for the route, dates and passengers typed, in a new tab.
 */
export function FlightSearchForm() {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  function change(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({
      ...current,
      [name]: undefined,
      // The return date's message depends on the trip type: a new type answers it afresh.
      ...(name === 'tripType' ? { returnDate: undefined } : {}),
    }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const verdict = async () => (await import('./searchChecks')).checkFlightSearch(values);
    void runSearch(event.currentTarget, verdict, setErrors);
  }

  const field = (name: Exclude<keyof typeof initialValues, 'tripType'>) => ({
    name,
    value: values[name],
    onChange: change,
    error: errors[name],
  });

  return (
    <form className="search-form" aria-label="Flight search" noValidate onSubmit={submit}>
      <WhenReady>
        <fieldset className="search-form__trip-type">
          <legend>Trip type</legend>
          {(Object.keys(tripTypeLabels) as TripType[]).map((tripType) => (
            <label key={tripType}>
              <input
                type="radio"
                name="tripType"
                value={tripType}
                checked={values.tripType === tripType}
                onChange={change}
              />{' '}
              {tripTypeLabels[tripType]}
            </label>
          ))}
        </fieldset>
        <SearchField label="From" placeholder="Orlando (MCO)" autoComplete="off" {...field('from')} />
        <SearchField label="To" placeholder="Saint Lucia (UVF)" autoComplete="off" {...field('to')} />
        <SearchField label="Departure" type="date" {...field('departDate')} />
        <SearchField label="Return" type="date" {...field('returnDate')} />
        <SearchField
          label="Passengers"
          {...countInput(FLIGHT_SEARCH_LIMITS.passengers)}
          {...field('passengers')}
        />
        <button type="submit" className="teaser-action teaser-action--primary search-form__submit">
          <SearchOutlined aria-hidden="true" /> Search Flights
        </button>
      </WhenReady>
    </form>
  );
}
