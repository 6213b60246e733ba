import { ContactCard } from '@pwa/components/ContactCard';
import { InfoCard } from '@pwa/components/InfoCard';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { checklistPdfPath } from '@contract/sitePaths';
import { transportationBooking } from '@content/serviceDetails';
import { serviceTrail } from '@pwa/lib/structuredData';
import { paths } from '@contract/sitePaths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { PartnerBookingFrame } from './PartnerBookingFrame';
import './transportation-booking.css';

/** The transportation booking page: the partner's form and a help block. */
export function TransportationBookingPage() {
  usePageMeta('Book Transportation', undefined, {
    breadcrumbs: serviceTrail('Book Transportation', paths.transportationBooking),
  });
  const { hero, form } = transportationBooking;
  return (
    <>
      <PageHero {...hero} />
      <Section title={form.title} intro={form.intro}>
        <PartnerBookingFrame />
      </Section>
      <Section title="Need Help Booking?" alt>
        <div className="card-grid">
          <ContactCard kind="phone" title="Call Us">
            Talk to an agent about group sizes, luggage or special requests.
          </ContactCard>
          <ContactCard kind="email" title="Email Us">
            Send your flight or sailing details and we reply within 24 hours.
          </ContactCard>
          <InfoCard
            title="Transport Checklist"
            actions={
              <a className="text-link" href={checklistPdfPath('private-transport')} download>
                Download PDF Checklist
              </a>
            }
          >
            <p>What to have ready for a smooth pickup.</p>
          </InfoCard>
        </div>
      </Section>
    </>
  );
}
