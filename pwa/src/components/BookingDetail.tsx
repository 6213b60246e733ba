import { Fragment, type ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { ExternalLink } from './ExternalLink';
import { InfoCard } from './InfoCard';

interface Props {
  /** The offer's own details, left of the side card. */
  children: ReactNode;
  /** The side card: "Book This Hotel", its price line, notes and the partner search it opens. */
  cardTitle: string;
  price: string;
  notes?: readonly string[];
  bookingHref: string;
}

/**
 * The body of the hotel and flight detail pages (the content specification section 2): a way back to the search,
 * the details, and a side card that books on the partner site or leads to an agent.
 */
export function BookingDetail({ children, cardTitle, price, notes, bookingHref }: Props) {
  return (
    <section className="section">
      <div className="container">
        <p>
          <Link className="text-link" to="/">
            <ArrowLeftOutlined aria-hidden="true" /> Back to Search
          </Link>
        </p>
        <div className="detail-layout">
          <div>{children}</div>
          <InfoCard
            title={cardTitle}
            price={price}
            features={notes}
            actions={
              <>
                <ExternalLink href={bookingHref}>Book on {brand.links.bookingSiteName}</ExternalLink>
                <Link className="text-link" to="/contact">
                  Contact Our Agent
                </Link>
              </>
            }
          />
        </div>
      </div>
    </section>
  );
}

interface FactsProps {
  /** A heading above the facts ("Your Stay Details"), where they need one. */
  title?: string;
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}

/** Label and value pairs of a detail page, as a description list. */
export function DetailFacts({ title, facts }: FactsProps) {
  return (
    <>
      {title && <h2 className="extras-title">{title}</h2>}
      <dl className="detail-facts">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
