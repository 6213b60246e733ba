import { Link } from 'react-router-dom';
import { ChecklistLink } from '@pwa/components/ChecklistLink';
import { PageHero } from '@pwa/components/PageHero';
import { PackageGrid } from '@pwa/components/PackageGrid';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { paths } from '@pwa/lib/paths';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The content specification section 2, Visit Saint Lucia. */
export function VisitSaintLuciaPage() {
  usePageMeta('Visit Saint Lucia');
  return (
    <>
      <PageHero
        eyebrow="The Helen of the West Indies"
        title="Visit Saint Lucia"
        lead="Twin Pitons, rainforest waterfalls, drive-in volcano springs and warm Creole hospitality."
      />
      <Section
        title="Saint Lucia Packages"
        intro="Pick a starting point; every package is tailored to your dates and budget."
      >
        <PackageGrid page="visit-saint-lucia" actionLabel="Get Package Quote" />
      </Section>
      <Section title="Design a Custom Itinerary" alt>
        <div className="prose">
          <p>
            Combine beaches, hikes, food tours and spa days at your own pace. Start with our free island
            guide, then let an agent build the day-by-day plan.
          </p>
          <p>
            <ChecklistLink slug="saint-lucia" />
            {' · '}
            <Link className="text-link" to={paths.transportation}>
              Arrange island transportation
            </Link>
          </p>
        </div>
      </Section>
      <QuoteCta title="Ready for the island?" />
    </>
  );
}
