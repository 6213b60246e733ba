import { brand } from '@contract/brand';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { HeroActions } from '@pwa/components/HeroActions';
import { InfoCard } from '@pwa/components/InfoCard';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { paths } from '@pwa/lib/paths';
import { aboutCopy } from '@pwa/site/content/about';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The site specification section 2, About page. */
export function AboutPage() {
  usePageMeta('About Us');
  return (
    <>
      <PageHero
        eyebrow="Certified Travel Planning"
        title={aboutCopy.title}
        lead={aboutCopy.lead}
        actions={<HeroActions to={paths.quote} label="Start Planning" callUs />}
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
              actions={<ExternalLink href={brand.links.agentPortal}>Visit the Agent Portal</ExternalLink>}
            >
              <p>{card.text}</p>
            </InfoCard>
          ))}
        </div>
      </Section>
    </>
  );
}
