import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { InfoCard } from '@pwa/components/InfoCard';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { ServiceIcon } from '@pwa/components/ServiceIcon';
import { formatPrice } from '@pwa/components/price';
import { paths } from '@pwa/app/paths';
import {
  CONSULTATION_FEE,
  consultationExtras,
  consultationPackages,
  servicesList,
  textChecklists,
} from '@pwa/site/content/services';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** Seed 000 section 2, Services page. */
export function ServicesPage() {
  usePageMeta('Travel Services');
  return (
    <>
      <PageHero
        eyebrow="Certified Travel Planning"
        title="Our Travel Services"
        lead={`Tell us where you want to go and we handle the rest. Start with a ${formatPrice(CONSULTATION_FEE)} consultation, credited toward your trip.`}
        actions={
          <ButtonLink to={paths.quote} type="primary" size="large" className="btn-sun">
            Book a Consultation
          </ButtonLink>
        }
      />

      <Section
        title="What We Plan"
        intro="Six specialities, one team that knows the Caribbean and Central Florida first-hand."
      >
        <div className="card-grid">
          {servicesList.map((service) => (
            <InfoCard
              key={service.title}
              title={service.title}
              icon={<ServiceIcon name={service.icon} />}
              actions={
                <Link
                  className="text-link"
                  to={service.link}
                  aria-label={`Learn More about ${service.title}`}
                >
                  Learn More
                </Link>
              }
            >
              <p>{service.description}</p>
            </InfoCard>
          ))}
        </div>
      </Section>

      <Section
        title="Free Travel Checklists"
        intro="Plain-text checklists to download, print and tick off before you go."
        alt
      >
        <ul className="checklist-links">
          {textChecklists.map((checklist) => (
            <li key={checklist.href}>
              <a className="text-link" href={checklist.href} download>
                <DownloadOutlined aria-hidden="true" /> {checklist.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Consultation Packages"
        intro="Every package starts with a one-on-one planning session; the fee is credited toward your final trip cost."
      >
        <div className="card-grid">
          {consultationPackages.map((item) => (
            <InfoCard
              key={item.name}
              title={item.name}
              price={formatPrice(item.price)}
              meta={`Deposit ${formatPrice(item.deposit)} per room`}
              features={item.features}
              actions={
                <Link className="text-link" to={paths.quote} aria-label={`Get started with ${item.name}`}>
                  Get Started
                </Link>
              }
            />
          ))}
        </div>
        <h3 className="extras-title">Extras</h3>
        <div className="card-grid">
          {consultationExtras.map((extra) => (
            <InfoCard
              key={extra.name}
              title={extra.name}
              price={formatPrice(extra.price)}
              actions={
                <Link className="text-link" to={paths.quote} aria-label={`Add ${extra.name}`}>
                  Add to My Plan
                </Link>
              }
            >
              <p>{extra.note}</p>
            </InfoCard>
          ))}
        </div>
      </Section>
    </>
  );
}
