import { PhoneOutlined } from '@ant-design/icons';
import { brand } from '@contract/brand';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { InfoCard } from '@pwa/components/InfoCard';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { paths } from '@pwa/app/paths';
import { aboutCopy } from '@pwa/site/content/about';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** Seed 000 section 2, About page. */
export function AboutPage() {
  usePageMeta('About Us');
  return (
    <>
      <PageHero
        eyebrow="Certified Travel Planning"
        title={aboutCopy.title}
        lead={aboutCopy.lead}
        actions={
          <>
            <ButtonLink to={paths.quote} type="primary" size="large" className="btn-sun">
              Start Planning
            </ButtonLink>
            <a className="cta-band__phone" href={brand.phoneHref}>
              <PhoneOutlined aria-hidden="true" /> Call {brand.phone}
            </a>
          </>
        }
      />
      <Section title="Our Mission">
        <div className="prose">
          {aboutCopy.mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section
        title="Join Our Team"
        intro="Looking for a career in travel? Our partner portal has everything you need to get started."
        alt
      >
        <div className="card-grid">
          {aboutCopy.team.map((card) => (
            <InfoCard
              key={card.title}
              title={card.title}
              actions={
                <a
                  className="text-link"
                  href={brand.links.agentPortal}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Visit the Agent Portal
                </a>
              }
            >
              <p>{card.text}</p>
            </InfoCard>
          ))}
        </div>
      </Section>
    </>
  );
}
