import { ChecklistLink } from '@pwa/components/ChecklistLink';
import { PageHero } from '@pwa/components/PageHero';
import { PackageGrid, packagesJsonLd } from '@pwa/components/PackageGrid';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { paths } from '@contract/sitePaths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { ParkWidgetSection } from './ParkWidgetSection';

/** The Visit Central Florida page: the packages, the live park widget and the guide. */
export function VisitCentralFloridaPage() {
  usePageMeta('Visit Central Florida', undefined, {
    jsonLd: packagesJsonLd('visit-central-florida', paths.visitCentralFlorida),
    breadcrumbs: [{ name: 'Visit Central Florida', path: paths.visitCentralFlorida }],
  });
  return (
    <>
      <PageHero
        eyebrow="Theme Parks & Beyond"
        title="Visit Central Florida"
        lead="World-famous theme parks, crystal springs and Gulf and Atlantic beaches, all within an easy drive of Orlando."
      />
      <Section title="Central Florida Packages">
        <PackageGrid page="visit-central-florida" actionLabel="Get Package Quote" />
      </Section>
      <ParkWidgetSection />
      <Section title="Plan Like a Local">
        <div className="prose">
          <p>
            Our free guide covers park tickets, the best days to visit, transport between resorts and the
            quieter corners of Central Florida.
          </p>
          <p>
            <ChecklistLink slug="central-florida" />
          </p>
        </div>
      </Section>
      <QuoteCta title="Let's plan your Florida adventure" />
    </>
  );
}
