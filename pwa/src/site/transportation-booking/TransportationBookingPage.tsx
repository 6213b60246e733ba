import { ContactCard } from '@pwa/components/ContactCard';
import { InfoCard } from '@pwa/components/InfoCard';
import { PageHero } from '@pwa/components/PageHero';
import { Section } from '@pwa/components/Section';
import { checklistPdfPath } from '@pwa/lib/paths';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The content specification section 2, Transportation booking (the partner form arrives with its embed). */
export function TransportationBookingPage() {
  usePageMeta('Book Transportation');
  return (
    <>
      <PageHero
        eyebrow="Airport · Cruise Port · Hotel"
        title="Book Your Private Transportation"
        lead="Reserve airport, cruise-port and hotel transfers in Central Florida and Saint Lucia."
      />
      <Section title="Need Help Booking?">
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
