import { InfoCard } from '@pwa/components/InfoCard';
import { PageHero } from '@pwa/components/PageHero';
import { PackageGrid } from '@pwa/components/PackageGrid';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { cruises } from '@pwa/site/content/serviceDetails';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** Seed 001 section 2, Cruise vacations. */
export function CruisesPage() {
  usePageMeta('Cruise Vacations');
  return (
    <>
      <PageHero
        eyebrow="Ocean & River Cruises"
        title="Cruise Vacations"
        lead="The right line, ship and cabin for you, plus transfers and hotel nights before and after you sail."
      />
      <Section title="Cruise Types">
        <div className="card-grid">
          {cruises.types.map((type) => (
            <InfoCard key={type.name} title={type.name}>
              <p>{type.description}</p>
            </InfoCard>
          ))}
        </div>
      </Section>
      <Section title="Featured Cruise Packages" alt>
        <PackageGrid packages={cruises.featured} actionLabel="Get Cruise Quote" />
      </Section>
      <Section title="Cruise Lines We Book">
        <ul className="pill-list">
          {cruises.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <QuoteCta title="Find your perfect sailing" />
    </>
  );
}
