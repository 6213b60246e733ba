import { lightIcon } from '@pwa/components/icons';
import CarOutlinedSvg from '@ant-design/icons-svg/es/asn/CarOutlined';
import { Link } from 'react-router-dom';
import { ChecklistLink } from '@pwa/components/ChecklistLink';
import { PageHero } from '@pwa/components/PageHero';
import { PackageGrid, packagesJsonLd } from '@pwa/components/PackageGrid';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { paths } from '@contract/sitePaths';
import { visitSaintLucia } from '@content/serviceDetails';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { IslandGallery } from './IslandGallery';
import './visit-saint-lucia.css';

const CarOutlined = lightIcon(CarOutlinedSvg);

/** The Visit Saint Lucia page: five packages, a gallery, a custom itinerary. */
export function VisitSaintLuciaPage() {
  usePageMeta('Visit Saint Lucia', undefined, {
    jsonLd: packagesJsonLd('visit-saint-lucia', paths.visitSaintLucia),
    breadcrumbs: [{ name: 'Visit Saint Lucia', path: paths.visitSaintLucia }],
  });
  const { hero, itinerary } = visitSaintLucia;
  return (
    <>
      <PageHero {...hero} />
      <Section
        title="Saint Lucia Packages"
        intro="Pick a starting point; every package is tailored to your dates and budget."
      >
        <PackageGrid page="visit-saint-lucia" actionLabel="Get Package Quote" />
      </Section>
      <Section title="Saint Lucia Gallery" intro="A few of the places our travellers fall for." alt>
        <IslandGallery />
      </Section>
      <Section title={itinerary.title}>
        <div className="prose">
          {itinerary.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="itinerary-links">
            <ChecklistLink slug="saint-lucia" />
            <Link className="text-link" to={paths.transportation}>
              <CarOutlined aria-hidden="true" /> {itinerary.transportLink}
            </Link>
          </p>
        </div>
      </Section>
      <QuoteCta title="Ready for the island?" />
    </>
  );
}
