import { lightIcon } from '@pwa/components/icons';
import SafetyCertificateOutlinedSvg from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { brand } from '@contract/brand';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { HeroActions } from '@pwa/components/HeroActions';
import { InfoCard } from '@pwa/components/InfoCard';
import { ItemList } from '@pwa/components/ItemList';
import { PageHero } from '@pwa/components/PageHero';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { paths } from '@contract/sitePaths';
import { aboutCopy, certifications } from '@content/about';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import './about.css';

const SafetyCertificateOutlined = lightIcon(SafetyCertificateOutlinedSvg);

function FounderProfile() {
  const { founder } = aboutCopy;
  return (
    <div className="founder">
      <img
        className="founder__photo"
        src={founder.photo.src}
        alt={founder.photo.alt}
        width={founder.photo.width}
        height={founder.photo.height}
        loading="lazy"
      />
      <div>
        <h3 className="founder__name">{founder.name}</h3>
        <p className="founder__role">{founder.role}</p>
        {founder.bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <blockquote className="founder__quote">“{founder.quote}”</blockquote>
      </div>
    </div>
  );
}

/** The about page: mission, founder, Join Our Team, 34 certifications, calls to action. */
export function AboutPage() {
  usePageMeta('About Us', undefined, { breadcrumbs: [{ name: 'About Us', path: paths.about }] });
  const { mission, values, team, certifications: certificationCopy, cta } = aboutCopy;
  return (
    <>
      <PageHero
        eyebrow="Certified Travel Planning"
        title={aboutCopy.title}
        lead={aboutCopy.lead}
        actions={<HeroActions to={paths.quote} label="Start Planning" callUs />}
      />
      <Section title="Our Mission">
        <div className="mission">
          <div className="prose">
            {mission.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside className="mission__values" aria-labelledby="mission-values">
            <h3 id="mission-values">{values.title}</h3>
            <ItemList variant="check" items={values.items} />
          </aside>
        </div>
      </Section>
      <Section title="Meet Our Founder" alt>
        <FounderProfile />
      </Section>
      <Section title="Join Our Team" intro={team.intro}>
        <div className="card-grid">
          {team.cards.map((card) => (
            <InfoCard
              key={card.title}
              title={card.title}
              actions={<ExternalLink href={brand.links.agentPortal}>{card.link}</ExternalLink>}
            >
              <p>{card.text}</p>
            </InfoCard>
          ))}
        </div>
      </Section>
      <Section
        title={certificationCopy.title}
        intro={`${certifications.length} certifications. ${certificationCopy.intro}`}
        alt
      >
        <div className="certifications">
          {certificationCopy.groups.map((group) => (
            <div key={group.title} className="certifications__group">
              <h3>{group.title}</h3>
              <ul>
                {group.items.map((name) => (
                  <li key={name}>
                    <SafetyCertificateOutlined aria-hidden="true" /> {name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
      <QuoteCta title={cta.title} text={cta.text} />
    </>
  );
}
