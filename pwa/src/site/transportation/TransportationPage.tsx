import { transportCoverageAreas } from '@content/catalogue';
import { ChecklistLink } from '@pwa/components/ChecklistLink';
import { HeroActions } from '@pwa/components/HeroActions';
import { ItemList } from '@pwa/components/ItemList';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { TextCardGrid } from '@pwa/components/TextCardGrid';
import { paths } from '@pwa/lib/paths';
import { transportation } from '@pwa/site/content/serviceDetails';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The content specification section 2, Transportation and courier. */
export function TransportationPage() {
  usePageMeta('Transportation & Courier Services');
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
        <p style={{ marginTop: 24 }}>
          <ChecklistLink slug="private-transport" />
        </p>
      </Section>
    </>
  );
}
