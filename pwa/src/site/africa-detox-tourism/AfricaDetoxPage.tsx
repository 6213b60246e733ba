import { Link } from 'react-router-dom';
import { PageHero } from '@pwa/components/PageHero';
import { PackageGrid, packagesJsonLd } from '@pwa/components/PackageGrid';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { paths } from '@contract/sitePaths';
import { serviceTrail } from '@pwa/lib/structuredData';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The Africa detox tourism page. */
export function AfricaDetoxPage() {
  usePageMeta('Africa Detox Tourism', undefined, {
    jsonLd: packagesJsonLd('africa-detox-tourism', paths.africaDetoxTourism),
    breadcrumbs: serviceTrail('Africa Detox Tourism', paths.africaDetoxTourism),
  });
  return (
    <>
      <PageHero
        eyebrow="Wellness Travel"
        title="Africa Detox Tourism"
        lead="Reset body and mind with safaris, spa traditions and desert silence, planned around your wellbeing."
      />
      <Section title="Detox Packages">
        <PackageGrid page="africa-detox-tourism" actionLabel="Get Package Quote" />
        <p style={{ marginTop: 24 }}>
          <Link className="text-link" to={paths.services}>
            See all our travel services
          </Link>
        </p>
      </Section>
      <QuoteCta title="Ready to reset?" />
    </>
  );
}
