import { Suspense } from 'react';
import { lightIcon } from '@pwa/components/icons';
import SoundOutlinedSvg from '@ant-design/icons-svg/es/asn/SoundOutlined';
import ShoppingOutlinedSvg from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import { brand } from '@contract/brand';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { InfoCard } from '@pwa/components/InfoCard';
import { Section } from '@pwa/components/Section';
import { ServiceCardGrid } from '@pwa/components/ServiceCardGrid';
import { lazyPage } from '@pwa/lib/lazyPage';
import { paths } from '@contract/sitePaths';
import { homeCopy } from '@content/home';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { travelAgencyJsonLd } from '@pwa/lib/structuredData';
import { HomeNewsletterForm } from '@pwa/site/forms/HomeNewsletterForm';
import { BookingTeaser } from './BookingTeaser';
import { GamePromo } from './GamePromo';
import { homeServiceCards } from './highlights';
import { InsightsSkeleton } from './InsightsSkeleton';
import { PartnersGrid } from './PartnersGrid';
import { LatestEpisode } from './LatestEpisode';
import type { HomePageData } from './homePageData';
import { usePageData } from '@pwa/site/pageData';
import { useAgencyDetails } from '@pwa/site/agencyDetails';
import { TestimonialsSection } from '@pwa/site/testimonials/TestimonialsSection';
import './home.css';

const SoundOutlined = lightIcon(SoundOutlinedSvg);
const ShoppingOutlined = lightIcon(ShoppingOutlinedSvg);

// The blog section fetches its posts; its own chunk keeps that code out of the page's first load.
const LatestInsights = lazyPage(() => import('./LatestInsights'), 'LatestInsights');

/** The home page, its sections in order. */
export function HomePage() {
  const agency = useAgencyDetails();
  usePageMeta(homeCopy.pageTitle, undefined, { jsonLd: (origin) => [travelAgencyJsonLd(origin, agency)] });
  const { hero, services, partners, extras, podcast, store } = homeCopy;
  const latestEpisode = usePageData<HomePageData>()?.data.latestEpisode;

  return (
    <>
      <section className="home-hero">
        <div className="container home-hero__inner">
          <p className="page-hero__eyebrow">{hero.banner}</p>
          <h1>{hero.title}</h1>
          <p className="home-hero__tagline">{hero.tagline}</p>
          <p className="page-hero__lead">{hero.lead}</p>
          <div className="page-hero__actions">
            <ButtonLink to={paths.quote} type="primary" size="large" className="btn-sun">
              Get Travel Quote
            </ButtonLink>
            <ButtonLink to={paths.services} size="large" ghost>
              Explore Services
            </ButtonLink>
          </div>
        </div>
      </section>

      <BookingTeaser />

      <Section title={services.title} intro={services.intro} alt>
        <ServiceCardGrid services={homeServiceCards} withChecklists />
      </Section>

      <TestimonialsSection />

      <Suspense fallback={<InsightsSkeleton />}>
        <LatestInsights />
      </Suspense>

      <Section title={partners.title} intro={partners.intro}>
        <PartnersGrid />
      </Section>

      <Section title={extras.title} alt>
        <div className="card-grid">
          <InfoCard
            title={podcast.title}
            icon={<SoundOutlined />}
            meta={podcast.schedule}
            actions={<ExternalLink href={brand.links.podcast}>{podcast.link}</ExternalLink>}
          >
            <p>{podcast.text}</p>
            {latestEpisode && <LatestEpisode episode={latestEpisode} />}
          </InfoCard>
          <InfoCard
            title={store.title}
            icon={<ShoppingOutlined />}
            actions={<ExternalLink href={brand.links.store}>{store.link}</ExternalLink>}
          >
            <p>{store.text}</p>
          </InfoCard>
        </div>
      </Section>

      <GamePromo />

      <HomeNewsletterForm />
    </>
  );
}
