import { lightIcon } from '@pwa/components/icons';
import ClockCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import GlobalOutlinedSvg from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { brand } from '@contract/brand';
import { ContactCard } from '@pwa/components/ContactCard';
import { InfoCard } from '@pwa/components/InfoCard';
import { ItemList } from '@pwa/components/ItemList';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { paths } from '@contract/sitePaths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { travelAgencyJsonLd } from '@pwa/lib/structuredData';
import { ContactForm } from '@pwa/site/forms/ContactForm';
import { openingHoursLines } from '@contract/agency';
import { useAgencyDetails } from '@pwa/site/agencyDetails';

const ClockCircleOutlined = lightIcon(ClockCircleOutlinedSvg);
const GlobalOutlined = lightIcon(GlobalOutlinedSvg);

const helpTopics = [
  'Planning a new trip or group vacation',
  'Changes to an existing booking',
  'Airport and cruise-port transfers',
  'Business and convention travel',
  'Travel documents and insurance guidance',
];

/** The contact page: details, hours, how we help, then the form. */
export function ContactPage() {
  const agency = useAgencyDetails();
  usePageMeta('Contact Us', undefined, {
    jsonLd: (origin) => [travelAgencyJsonLd(origin, agency)],
    breadcrumbs: [{ name: 'Contact Us', path: paths.contact }],
  });
  // The configured hours where the server gave them; the brand's words otherwise.
  const hours = agency
    ? openingHoursLines(agency.openingHours)
    : [brand.hours.weekdays, brand.hours.saturday];
  return (
    <>
      <PageHero
        eyebrow="We reply within 24 hours"
        title="Contact Us"
        lead="Questions about a trip, a booking or a partnership? Reach a certified agent by phone or e-mail."
      />
      <Section title="Get in Touch">
        <div className="card-grid">
          <ContactCard kind="email" title="Email">
            We reply within 24 hours.
          </ContactCard>
          <ContactCard kind="phone" title="Phone">
            Speak with an agent during business hours.
          </ContactCard>
          <InfoCard title="Business Hours" icon={<ClockCircleOutlined />}>
            <p>
              {hours.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
              {brand.hours.timezone} Time
            </p>
          </InfoCard>
          <InfoCard title="Service Area" icon={<GlobalOutlined />}>
            <p>Worldwide, with a focus on the Caribbean and Florida.</p>
          </InfoCard>
        </div>
      </Section>
      <Section title="How We Can Help" alt>
        <ItemList variant="check" items={helpTopics} />
      </Section>
      <Section
        title="Send Us a Message"
        intro="Tell us what you need and an agent will reply within 24 hours."
      >
        <div className="lead-card">
          <ContactForm />
        </div>
      </Section>
    </>
  );
}
