import { transportLocations } from '@content/catalogue';
import { HeroActions } from '@pwa/components/HeroActions';
import { PackageGrid, packagesJsonLd } from '@pwa/components/PackageGrid';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { TextCardGrid } from '@pwa/components/TextCardGrid';
import { paths } from '@contract/sitePaths';
import { privateTransport } from '@content/serviceDetails';
import { serviceTrail } from '@pwa/lib/structuredData';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { TestimonialsSection } from '@pwa/site/testimonials/TestimonialsSection';

const locations = transportLocations.map((name) => ({
  name,
  description: privateTransport.locationDetails[name],
}));

/** The private transport page: the catalogue's four services and two locations. */
export function PrivateTransportPage() {
  usePageMeta('Private Transportation', undefined, {
    jsonLd: packagesJsonLd('private-transport', paths.privateTransport),
    breadcrumbs: serviceTrail('Private Transportation', paths.privateTransport),
  });
  return (
    <>
      <PageHero
        {...privateTransport.hero}
        actions={<HeroActions to={paths.transportationBooking} label="Book a Ride" />}
      />
      <Section title="Transport Services">
        <PackageGrid
          page="private-transport"
          actionLabel="Book a Ride"
          actionTo={paths.transportationBooking}
        />
      </Section>
      <Section title="Where We Drive" alt>
        <TextCardGrid items={locations} />
      </Section>
      <TestimonialsSection />
    </>
  );
}
