import { ItemList } from '@pwa/components/ItemList';
import { PageHero } from '@pwa/components/PageHero';
import { PackageGrid, packagesJsonLd } from '@pwa/components/PackageGrid';
import { QuoteCta } from '@pwa/components/QuoteCta';
import { Section } from '@pwa/components/Section';
import { TextCardGrid } from '@pwa/components/TextCardGrid';
import { groupVacations } from '@content/serviceDetails';
import { paths } from '@contract/sitePaths';
import { serviceTrail } from '@pwa/lib/structuredData';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { TestimonialsSection } from '@pwa/site/testimonials/TestimonialsSection';

/** The group vacations page. */
export function GroupVacationsPage() {
  usePageMeta('Group Vacations', undefined, {
    jsonLd: packagesJsonLd('group-vacations', paths.groupVacations),
    breadcrumbs: serviceTrail('Group Vacations', paths.groupVacations),
  });
  return (
    <>
      <PageHero {...groupVacations.hero} />
      <Section title="Popular Destinations">
        <TextCardGrid items={groupVacations.destinations} />
      </Section>
      <Section title="What's Included" alt>
        <ItemList variant="check" items={groupVacations.included} />
      </Section>
      <Section title="Featured Group Packages">
        <PackageGrid page="group-vacations" actionLabel="Get Group Quote" />
      </Section>
      <TestimonialsSection alt />
      <QuoteCta title="Bringing the whole crew?" />
    </>
  );
}
