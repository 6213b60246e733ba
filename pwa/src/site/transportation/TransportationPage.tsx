import { transportCoverageAreas } from '@content/catalogue';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { ChecklistLink } from '@pwa/components/ChecklistLink';
import { HeroActions } from '@pwa/components/HeroActions';
import { ItemList } from '@pwa/components/ItemList';
import { PageHero } from '@pwa/components/PageHero';
import { PhoneLink } from '@pwa/components/PhoneLink';
import { Section } from '@pwa/components/Section';
import { TextCardGrid } from '@pwa/components/TextCardGrid';
import { paths } from '@contract/sitePaths';
import { courierService, transportation } from '@content/serviceDetails';
import { serviceTrail } from '@pwa/lib/structuredData';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import './transportation.css';

/** The transportation and courier page. */
export function TransportationPage() {
  usePageMeta('Transportation & Courier Services', undefined, {
    breadcrumbs: serviceTrail('Transportation & Courier Services', paths.transportation),
  });
  return (
    <>
      <PageHero
        {...transportation.hero}
        actions={<HeroActions to={paths.transportationBooking} label="Book Transportation" callUs />}
      />
      <Section title="Our Services">
        <TextCardGrid items={transportation.services} />
      </Section>
      <Section title="Coverage Areas" alt>
        <ItemList variant="pill" items={transportCoverageAreas} />
      </Section>
      <Section title="Why Ride With Us">
        <ItemList variant="check" items={transportation.trust} />
      </Section>
      <Section title={courierService.title} intro={courierService.text} alt>
        <ItemList variant="check" items={courierService.features} />
        <p className="transport-links">
          <PhoneLink prefix="Book a courier run: " className="text-link" />
          <ChecklistLink slug="private-transport" />
        </p>
        <p className="transport-links">
          <ButtonLink to={paths.transportationBooking} type="primary" size="large">
            Book Transportation
          </ButtonLink>
        </p>
      </Section>
    </>
  );
}
