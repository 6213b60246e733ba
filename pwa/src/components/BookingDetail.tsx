import { Fragment, useId, type ReactNode } from 'react';
import { lightIcon } from '@pwa/components/icons';
import ArrowLeftOutlinedSvg from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ExportOutlinedSvg from '@ant-design/icons-svg/es/asn/ExportOutlined';
import WarningOutlinedSvg from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { paths } from '@contract/sitePaths';
import { ExternalLink } from './ExternalLink';
import './BookingDetail.css';

const ArrowLeftOutlined = lightIcon(ArrowLeftOutlinedSvg);
const CheckCircleFilled = lightIcon(CheckCircleFilledSvg);
const ExportOutlined = lightIcon(ExportOutlinedSvg);
const WarningOutlined = lightIcon(WarningOutlinedSvg);

interface Props {
  /** The offer's own details, left of the side card. */
  children: ReactNode;
  /** The side card: "Book This Hotel" or "Book This Flight". */
  cardTitle: string;
  /** "$299", shown large, followed by its unit. */
  price: string;
  priceUnit: 'per night' | 'per person';
  /** The partner site's search for this offer, opened in a new tab. */
  bookingHref: string;
  notes?: readonly string[];
}

/**
 * The body of the hotel and flight detail pages: a way
 * back to the search, the details, and a side card that books on the partner site or leads to
 * an agent.
 */
export function BookingDetail({ children, cardTitle, price, priceUnit, bookingHref, notes }: Props) {
  const titleId = useId();
  return (
    <section className="section booking-detail">
      <div className="container">
        <p className="booking-detail__back">
          <Link className="text-link" to={paths.home}>
            <ArrowLeftOutlined aria-hidden="true" /> Back to Search
          </Link>
        </p>
        <div className="detail-layout">
          <div className="booking-detail__main">{children}</div>
          <aside className="booking-card" aria-labelledby={titleId}>
            <h2 id={titleId} className="booking-card__title">
              {cardTitle}
            </h2>
            <p className="booking-card__price">
              <strong>{price}</strong> {priceUnit}
            </p>
            <ExternalLink className="booking-card__book" href={bookingHref}>
              Book on {brand.links.bookingSiteName} <ExportOutlined aria-hidden="true" />
            </ExternalLink>
            <Link className="booking-card__agent" to={paths.contact}>
              Contact Our Agent
            </Link>
            {notes && notes.length > 0 && (
              <ul className="booking-card__notes">
                {notes.map((note) => (
                  <li key={note}>
                    <CheckCircleFilled aria-hidden="true" /> {note}
                  </li>
                ))}
              </ul>
            )}
          </aside>
        </div>
      </div>
    </section>
  );
}

interface FactsProps {
  /** A heading above the facts ("Your Stay Details"): the facts become a region named by it. */
  title?: string;
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  /** A highlighted box, for what the visitor searched rather than what the offer is. */
  highlight?: boolean;
}

/** Label and value pairs of a detail page, as a description list. */
export function DetailFacts({ title, facts, highlight = false }: FactsProps) {
  const titleId = useId();
  const list = (
    <dl className="detail-facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
  if (!title) return list;
  return (
    <section
      className={highlight ? 'booking-facts booking-facts--highlight' : 'booking-facts'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="extras-title">
        {title}
      </h2>
      {list}
    </section>
  );
}

/**
 * Why the search in the address was set aside (check-out before check-in, a route this flight
 * does not fly, too many guests): each message, then what the page shows instead.
 */
export function SearchProblems({ problems, children }: { problems: readonly string[]; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="search-problems" aria-labelledby={titleId}>
      <h2 id={titleId} className="search-problems__title">
        <WarningOutlined aria-hidden="true" /> This search can&apos;t be shown
      </h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>{children}</p>
    </section>
  );
}
