import { cruiseLines, cruiseTypes } from '@content/catalogue';
import { ItemList } from '@pwa/components/ItemList';
import { PageHero } from '@pwa/components/PageHero';
import { PackageGrid, packagesJsonLd } from '@pwa/components/PackageGrid';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { TextCardGrid } from '@pwa/components/TextCardGrid';
import { paths } from '@contract/sitePaths';
import { serviceTrail } from '@pwa/lib/structuredData';
import { usePageMeta } from '@pwa/lib/usePageMeta';

const cruiseLineNames = cruiseLines.map((line) => line.name);

/** The cruise vacations page: the catalogue's cruise types, packages and lines. */
export function CruisesPage() {
  usePageMeta('Cruise Vacations', undefined, {
    jsonLd: packagesJsonLd('cruises', paths.cruises),
    breadcrumbs: serviceTrail('Cruise Vacations', paths.cruises),
  });
  return (
    <>
      <PageHero
        eyebrow="Ocean & River Cruises"
        title="Cruise Vacations"
        lead="The right line, ship and cabin for you, plus transfers and hotel nights before and after you sail."
      />
      <Section title="Cruise Types">
        <TextCardGrid items={cruiseTypes} />
      </Section>
      <Section title="Featured Cruise Packages" alt>
        <PackageGrid page="cruises" actionLabel="Get Cruise Quote" />
      </Section>
      <Section title="Cruise Lines We Book">
        <ItemList variant="pill" items={cruiseLineNames} />
      </Section>
      <QuoteCta title="Find your perfect sailing" />
    </>
  );
}
