import { PageHero } from '@pwa/components/PageHero';
import { PackageGrid } from '@pwa/components/PackageGrid';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { checklistPdfPath } from '@pwa/app/paths';
import { businessTravel } from '@pwa/site/content/serviceDetails';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** Seed 001 section 2, Business travel. */
export function BusinessTravelPage() {
  usePageMeta('Business Travel');
  return (
    <>
      <PageHero
        eyebrow="Corporate & Convention Travel"
        title={businessTravel.title}
        lead={businessTravel.lead}
      />
      <Section title="Why Teams Travel With Us">
        <ul className="check-list">
          {businessTravel.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <p style={{ marginTop: 24 }}>
          <a className="text-link" href={checklistPdfPath('business-travel')} download>
            Download the Business Travel PDF Checklist
          </a>
        </p>
      </Section>
      <Section title="Business Travel Packages" alt>
        <PackageGrid packages={businessTravel.packages} actionLabel="Request a Quote" />
      </Section>
      <QuoteCta title="Planning a conference or team trip?" />
    </>
  );
}
