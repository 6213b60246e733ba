import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { InfoCard } from '@pwa/components/InfoCard';
import { Section } from '@pwa/components/Section';
import { ServiceCardGrid } from '@pwa/components/ServiceCardGrid';
import { paths } from '@pwa/lib/paths';
import { homeCopy } from '@pwa/site/content/home';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { BookingTeaser } from './BookingTeaser';
import { homeServiceCards } from './highlights';
import './home.css';

/** The site specification section 2, Home. The blog list and newsletter sections join with their APIs. */
export function HomePage() {
  usePageMeta(homeCopy.pageTitle);
  const { hero, services, podcast, store, game } = homeCopy;

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

      <Section title="Listen, Shop and Play">
        <div className="card-grid">
          <InfoCard
            title={podcast.title}
            actions={<ExternalLink href={brand.links.podcast}>Listen to the Podcast</ExternalLink>}
          >
            <p>{podcast.text}</p>
          </InfoCard>
          <InfoCard
            title={store.title}
            actions={<ExternalLink href={brand.links.store}>Visit the Store</ExternalLink>}
          >
            <p>{store.text}</p>
          </InfoCard>
          <InfoCard
            title={game.title}
            actions={
              <Link className="text-link" to={paths.game}>
                {game.link}
              </Link>
            }
          >
            <p>{game.text}</p>
          </InfoCard>
        </div>
      </Section>
    </>
  );
}
