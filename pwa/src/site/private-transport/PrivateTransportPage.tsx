import { ButtonLink } from '@pwa/components/ButtonLink';
import { InfoCard } from '@pwa/components/InfoCard';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { paths } from '@pwa/app/paths';
import { privateTransport } from '@pwa/site/content/serviceDetails';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** Seed 001 section 2, Private transport. */
export function PrivateTransportPage() {
  usePageMeta('Private Transportation');
  return (
    <>
      <PageHero
        eyebrow="Florida & Saint Lucia"
        title={privateTransport.title}
        lead={privateTransport.lead}
        actions={
          <ButtonLink to={paths.transportationBooking} type="primary" size="large" className="btn-sun">
            Book a Ride
          </ButtonLink>
        }
      />
      <Section title="Transport Services">
        <div className="card-grid">
          {privateTransport.services.map((service) => (
            <InfoCard key={service.name} title={service.name}>
              <p>{service.description}</p>
            </InfoCard>
          ))}
        </div>
      </Section>
      <Section title="Where We Drive" alt>
        <div className="card-grid">
          {privateTransport.locations.map((location) => (
            <InfoCard key={location.name} title={location.name}>
              <p>{location.description}</p>
            </InfoCard>
          ))}
        </div>
      </Section>
    </>
  );
}
