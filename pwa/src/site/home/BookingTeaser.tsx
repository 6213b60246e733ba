import { CheckCircleFilled, MailOutlined, PhoneOutlined, SearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { paths } from '@pwa/lib/paths';
import { homeCopy } from '@pwa/site/content/home';

const supportMail = `mailto:${brand.email}?subject=${encodeURIComponent('Travel Inquiry')}`;

/** The site specification section 2: partner searches open in a new tab; the agent is a call or a mail away. */
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
          <div className="booking-teaser__actions">
            <ExternalLink className="teaser-action teaser-action--primary" href={brand.links.hotelSearch}>
              <SearchOutlined aria-hidden="true" /> Search Hotels
            </ExternalLink>
            <ExternalLink className="teaser-action teaser-action--primary" href={brand.links.flightSearch}>
              <SearchOutlined aria-hidden="true" /> Search Flights
            </ExternalLink>
            <a className="teaser-action" href={brand.phoneHref}>
              <PhoneOutlined aria-hidden="true" /> Call Our Agent
            </a>
            <Link className="teaser-action" to={paths.quote}>
              Request Quote
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
