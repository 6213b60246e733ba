import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { InfoCard } from '@pwa/components/InfoCard';
import { Section } from '@pwa/components/Section';
import { ServiceIcon } from '@pwa/components/ServiceIcon';
import { checklistPdfPath, paths } from '@pwa/app/paths';
import { homeCopy } from '@pwa/site/content/home';
import { homeServiceHighlights } from '@pwa/site/content/services';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { BookingTeaser } from './BookingTeaser';
import './home.css';

/** Seed 000 section 2, Home. The blog list and newsletter sections join with their APIs. */
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
        <div className="card-grid">
          {homeServiceHighlights.map((service) => (
            <InfoCard
              key={service.title}
              title={service.title}
              icon={<ServiceIcon name={service.icon} />}
              actions={
                <>
                  <Link
                    className="text-link"
                    to={service.link}
                    aria-label={`Learn More about ${service.title}`}
                  >
                    Learn More
                  </Link>
                  {service.checklistSlug && (
                    <a
                      className="text-link"
                      href={checklistPdfPath(service.checklistSlug)}
                      download
                      aria-label={`Download PDF Checklist for ${service.title}`}
                    >
                      Download PDF Checklist
                    </a>
                  )}
                </>
              }
            >
              <p>{service.description}</p>
            </InfoCard>
          ))}
        </div>
      </Section>

      <Section title="Listen, Shop and Play">
        <div className="card-grid">
          <InfoCard
            title={podcast.title}
            actions={
              <a className="text-link" href={brand.links.podcast} target="_blank" rel="noopener noreferrer">
                Listen to the Podcast
              </a>
            }
          >
            <p>{podcast.text}</p>
          </InfoCard>
          <InfoCard
            title={store.title}
            actions={
              <a className="text-link" href={brand.links.store} target="_blank" rel="noopener noreferrer">
                Visit the Store
              </a>
            }
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
