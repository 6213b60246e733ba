import { lightIcon } from '@pwa/components/icons';
import DownloadOutlinedSvg from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { Link } from 'react-router-dom';
import {
  CONSULTATION_FEE,
  consultationExtras,
  consultationPackages,
  findChecklist,
  services,
} from '@content/catalogue';
import { ConsultationExtraCard, ConsultationPackageCard } from '@pwa/components/ConsultationCards';
import { HeroActions } from '@pwa/components/HeroActions';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { ServiceCardGrid } from '@pwa/components/ServiceCardGrid';
import { formatPrice } from '@pwa/components/price';
import { paths } from '@contract/sitePaths';
import { textChecklists } from '@content/servicesPage';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { TestimonialsSection } from '@pwa/site/testimonials/TestimonialsSection';

const DownloadOutlined = lightIcon(DownloadOutlinedSvg);

const checklistDownloads = textChecklists.map((slug) => {
  const { title, staticPath } = findChecklist(slug)!;
  return { title, href: staticPath };
});

/** Every consultation card leads to the quote page; its accessible name says which card. */
function QuoteLink({ label, children }: { label: string; children: string }) {
  return (
    <Link className="text-link" to={paths.quote} aria-label={label}>
      {children}
    </Link>
  );
}

/** The services page. */
export function ServicesPage() {
  usePageMeta('Travel Services', undefined, { breadcrumbs: [{ name: 'Services', path: paths.services }] });
  return (
    <>
      <PageHero
        eyebrow="Certified Travel Planning"
        title="Our Travel Services"
        lead={`Tell us where you want to go and we handle the rest. Start with a ${formatPrice(CONSULTATION_FEE)} consultation, credited toward your trip.`}
        actions={<HeroActions to={paths.quote} label="Book a Consultation" />}
      />

      <Section
        title="What We Plan"
        intro="Six specialities, one team that knows the Caribbean and Central Florida first-hand."
      >
        <ServiceCardGrid services={services} withChecklists />
      </Section>

      <Section
        title="Free Travel Checklists"
        intro="Plain-text checklists to download, print and tick off before you go."
        alt
      >
        <ul className="checklist-links">
          {checklistDownloads.map((checklist) => (
            <li key={checklist.title}>
              <a className="text-link" href={checklist.href} download>
                <DownloadOutlined aria-hidden="true" /> {checklist.title}
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
            <ConsultationPackageCard
              key={item.type}
              item={item}
              actions={<QuoteLink label={`Get started with ${item.name}`}>Get Started</QuoteLink>}
            />
          ))}
        </div>
        <h3 className="extras-title">Extras</h3>
        <div className="card-grid">
          {consultationExtras.map((extra) => (
            <ConsultationExtraCard
              key={extra.id}
              extra={extra}
              actions={<QuoteLink label={`Add to My Plan: ${extra.name}`}>Add to My Plan</QuoteLink>}
            />
          ))}
        </div>
      </Section>

      <TestimonialsSection alt />
    </>
  );
}
