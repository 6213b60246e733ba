import { useState, type ChangeEvent, type FormEvent } from 'react';
import { lightIcon } from '@pwa/components/icons';
import SearchOutlinedSvg from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { HOTEL_SEARCH_LIMITS } from '@contract/bookingSearchLimits';
import type { FieldErrors } from '@pwa/lib/fieldErrors';
import { SearchField, countInput, runSearch } from './SearchField';
import { WhenReady } from '@pwa/components/WhenReady';

const SearchOutlined = lightIcon(SearchOutlinedSvg);

const initialValues = {
  destination: '',
  checkIn: '',
  checkOut: '',
  rooms: String(HOTEL_SEARCH_LIMITS.rooms.default),
  adults: String(HOTEL_SEARCH_LIMITS.adults.default),
  children: String(HOTEL_SEARCH_LIMITS.children.default),
};

/**
 * The home page's hotel search: checked with the shared schema, then the partner site's search
 * for the destination, dates and guests typed, in a new tab.
 */
export function HotelSearchForm() {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  function change(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const verdict = async () => (await import('./searchChecks')).checkHotelSearch(values);
    void runSearch(event.currentTarget, verdict, setErrors);
  }

  const field = (name: keyof typeof initialValues) => ({
    name,
    value: values[name],
    onChange: change,
    error: errors[name],
  });

  return (
    <form className="search-form" aria-label="Hotel search" noValidate onSubmit={submit}>
      <WhenReady>
        <SearchField
          label="Destination"
          className="search-field--wide"
          placeholder="Saint Lucia, Orlando..."
          autoComplete="off"
          {...field('destination')}
        />
        <SearchField label="Check-in" type="date" {...field('checkIn')} />
        <SearchField label="Check-out" type="date" {...field('checkOut')} />
        <SearchField label="Rooms" {...countInput(HOTEL_SEARCH_LIMITS.rooms)} {...field('rooms')} />
        <SearchField label="Adults" {...countInput(HOTEL_SEARCH_LIMITS.adults)} {...field('adults')} />
        <SearchField label="Children" {...countInput(HOTEL_SEARCH_LIMITS.children)} {...field('children')} />
        <button type="submit" className="teaser-action teaser-action--primary search-form__submit">
          <SearchOutlined aria-hidden="true" /> Search Hotels
        </button>
      </WhenReady>
    </form>
  );
}
