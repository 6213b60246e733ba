import { ItemList } from '@pwa/components/ItemList';
import { PageHero } from '@pwa/components/PageHero';
import { PackageGrid, packagesJsonLd } from '@pwa/components/PackageGrid';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { checklistPdfPath, paths } from '@contract/sitePaths';
import { businessTravel } from '@content/serviceDetails';
import { serviceTrail } from '@pwa/lib/structuredData';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { NewsletterSignup } from '@pwa/site/forms/NewsletterSignup';
import { TestimonialsSection } from '@pwa/site/testimonials/TestimonialsSection';

/** The business travel page, closing with its newsletter signup. */
export function BusinessTravelPage() {
  usePageMeta('Business Travel', undefined, {
    jsonLd: packagesJsonLd('business-travel', paths.businessTravel),
    breadcrumbs: serviceTrail('Business Travel', paths.businessTravel),
  });
  return (
    <>
      <PageHero {...businessTravel.hero} />
      <Section title="Why Teams Travel With Us">
        <ItemList variant="check" items={businessTravel.benefits} />
        <p style={{ marginTop: 24 }}>
          <a className="text-link" href={checklistPdfPath('business-travel')} download>
            Download the Business Travel PDF Checklist
          </a>
        </p>
      </Section>
      <Section title="Business Travel Packages" alt>
        <PackageGrid page="business-travel" actionLabel="Request a Quote" />
      </Section>
      <TestimonialsSection />
      <QuoteCta title="Planning a conference or team trip?" />
      <section className="section" aria-label="Business travel newsletter">
        <div className="container">
          <NewsletterSignup
            withNames
            emailPlaceholder="you@company.com"
            title="Business Travel Insights"
            description="Policy tips, convention calendars and negotiated-rate offers for travel managers and busy teams, once a month."
          />
        </div>
      </section>
    </>
  );
}
