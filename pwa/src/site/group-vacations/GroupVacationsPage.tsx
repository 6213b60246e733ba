import { InfoCard } from '@pwa/components/InfoCard';
import { PageHero } from '@pwa/components/PageHero';
import { PackageGrid } from '@pwa/components/PackageGrid';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { groupVacations } from '@pwa/site/content/serviceDetails';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** Seed 001 section 2, Group vacations. */
export function GroupVacationsPage() {
  usePageMeta('Group Vacations');
  return (
    <>
      <PageHero
        eyebrow="Special pricing for 8+ travellers"
        title={groupVacations.title}
        lead={groupVacations.lead}
      />
      <Section title="Popular Destinations">
        <div className="card-grid">
          {groupVacations.destinations.map((destination) => (
            <InfoCard key={destination.name} title={destination.name}>
              <p>{destination.description}</p>
            </InfoCard>
          ))}
        </div>
      </Section>
      <Section title="What's Included" alt>
        <ul className="check-list">
          {groupVacations.included.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section title="Featured Group Packages">
        <PackageGrid packages={groupVacations.packages} actionLabel="Get Group Quote" />
      </Section>
      <QuoteCta title="Bringing the whole crew?" />
    </>
  );
}
