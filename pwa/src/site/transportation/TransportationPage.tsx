import { PhoneOutlined } from '@ant-design/icons';
import { brand } from '@contract/brand';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { InfoCard } from '@pwa/components/InfoCard';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { paths } from '@pwa/app/paths';
import { transportation } from '@pwa/site/content/serviceDetails';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** Seed 001 section 2, Transportation and courier. */
export function TransportationPage() {
  usePageMeta('Transportation & Courier Services');
  return (
    <>
      <PageHero
        eyebrow="Rides & Deliveries"
        title={transportation.title}
        lead={transportation.lead}
        actions={
          <>
            <ButtonLink to={paths.transportationBooking} type="primary" size="large" className="btn-sun">
              Book Transportation
            </ButtonLink>
            <a className="cta-band__phone" href={brand.phoneHref}>
              <PhoneOutlined aria-hidden="true" /> Call {brand.phone}
            </a>
          </>
        }
      />
      <Section title="Our Services">
        <div className="card-grid">
          {transportation.services.map((service) => (
            <InfoCard key={service.name} title={service.name}>
              <p>{service.description}</p>
            </InfoCard>
          ))}
          <InfoCard title="Courier Service">
            <p>{transportation.courier}</p>
          </InfoCard>
        </div>
      </Section>
      <Section title="Coverage Areas" alt>
        <ul className="pill-list">
          {transportation.coverage.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      </Section>
      <Section title="Why Ride With Us">
        <ul className="check-list">
          {transportation.trust.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p style={{ marginTop: 24 }}>
          <a className="text-link" href={transportation.checklist} download>
            Download the Private Transport Checklist
          </a>
        </p>
      </Section>
    </>
  );
}
