import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { lightIcon } from '@pwa/components/icons';
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import MailOutlinedSvg from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlinedSvg from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import SolutionOutlinedSvg from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { paths } from '@contract/sitePaths';
import { homeCopy } from '@content/home';
import { FlightSearchForm } from './FlightSearchForm';
import { HotelSearchForm } from './HotelSearchForm';
import './BookingTeaser.css';

const CheckCircleFilled = lightIcon(CheckCircleFilledSvg);
const MailOutlined = lightIcon(MailOutlinedSvg);
const PhoneOutlined = lightIcon(PhoneOutlinedSvg);
const SolutionOutlined = lightIcon(SolutionOutlinedSvg);

const supportMail = `mailto:${brand.email}?subject=${encodeURIComponent('Travel Inquiry')}`;

const searchTabs = [
  { key: 'hotels', label: 'Hotels', Form: HotelSearchForm },
  { key: 'flights', label: 'Flights', Form: FlightSearchForm },
] as const;
type SearchTab = (typeof searchTabs)[number]['key'];

/**
 * The home page's booking teaser: a hotel or flight search that opens the partner site's search
 * in a new tab, or an agent a call or a mail away.
 */
export function BookingTeaser() {
  const { booking } = homeCopy;
  return (
    <section className="booking-teaser" aria-labelledby="booking-teaser-title">
      <div className="container">
        <div className="booking-teaser__card">
          <div>
            <h2 id="booking-teaser-title" className="section__title">
              {booking.title}
            </h2>
            <p className="section__intro">{booking.intro}</p>
          </div>
          <SearchTabs />
          <div className="booking-teaser__actions">
            <a className="teaser-action" href={brand.phoneHref}>
              <PhoneOutlined aria-hidden="true" /> Call Our Agent
            </a>
            <Link className="teaser-action" to={paths.quote}>
              <SolutionOutlined aria-hidden="true" /> Request Quote
            </Link>
            <a className="teaser-action" href={supportMail}>
              <MailOutlined aria-hidden="true" /> Email Support
            </a>
          </div>
          <ul className="booking-teaser__reassurance">
            {booking.reassurance.map((label) => (
              <li key={label}>
                <CheckCircleFilled aria-hidden="true" /> {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/**
 * Hotels or Flights, as the WAI-ARIA tabs pattern: arrow keys, Home and End move between the
 * tabs and show their form at once. Both forms are in the page; the hidden one keeps its values.
 */
function SearchTabs() {
  const baseId = useId();
  const [selected, setSelected] = useState<SearchTab>('hotels');
  const tabRefs = useRef<Partial<Record<SearchTab, HTMLButtonElement | null>>>({});

  function select(index: number) {
    const tab = searchTabs[(index + searchTabs.length) % searchTabs.length].key;
    setSelected(tab);
    tabRefs.current[tab]?.focus();
  }

  function moveWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    const current = searchTabs.findIndex((tab) => tab.key === selected);
    const targets: Partial<Record<string, number>> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: searchTabs.length - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className="search-tabs">
      <div className="search-tabs__list" role="tablist" aria-label="Search for" onKeyDown={moveWithKeys}>
        {searchTabs.map(({ key, label }) => (
          <button
            key={key}
            ref={(element) => {
              tabRefs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${key}-tab`}
            aria-controls={`${baseId}-${key}-panel`}
            aria-selected={selected === key}
            tabIndex={selected === key ? 0 : -1}
            className="search-tabs__tab"
            onClick={() => setSelected(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {searchTabs.map(({ key, Form }) => (
        <div
          key={key}
          role="tabpanel"
          id={`${baseId}-${key}-panel`}
          aria-labelledby={`${baseId}-${key}-tab`}
          hidden={selected !== key}
          className="search-tabs__panel"
        >
          <Form />
        </div>
      ))}
    </div>
  );
}
