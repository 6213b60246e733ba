/**
 * The agency's services and their downloadable checklists: small on
 * purpose, because the public home page loads it; the packages are in catalogue.ts.
 */
// ---------------------------------------------------------------------------------------------
// Checklists (GET /api/checklists/generate/{slug})

export type ChecklistSlug =
  | 'business-travel'
  | 'group-vacation'
  | 'private-transport'
  | 'cruise-vacation'
  | 'saint-lucia'
  | 'central-florida';

export interface Checklist {
  slug: ChecklistSlug;
  title: string;
  /**
   * The plain-text version under pwa/public, generated from api/content/checklists.ts
   * (scripts/generate-checklists.ts); the PDF is made by the API from the same content.
   */
  staticPath: string;
}

/** Every checklist, in the order the services page lists them. */
export const checklists: readonly Checklist[] = [
  {
    slug: 'business-travel',
    title: 'Business Travel Checklist',
    staticPath: '/checklists/business-travel-checklist.txt',
  },
  {
    slug: 'group-vacation',
    title: 'Group Vacation Checklist',
    staticPath: '/checklists/group-vacation-checklist.txt',
  },
  {
    slug: 'private-transport',
    title: 'Private Transport Checklist',
    staticPath: '/checklists/private-transport-checklist.txt',
  },
  {
    slug: 'cruise-vacation',
    title: 'Cruise Vacation Checklist',
    staticPath: '/checklists/cruise-checklist.txt',
  },
  {
    slug: 'saint-lucia',
    title: 'Saint Lucia Travel Guide',
    staticPath: '/checklists/saint-lucia-checklist.txt',
  },
  {
    slug: 'central-florida',
    title: 'Central Florida Travel Guide',
    staticPath: '/checklists/central-florida-checklist.txt',
  },
];

// ---------------------------------------------------------------------------------------------
// Services

export type ServiceSlug =
  | 'business-travel'
  | 'group-vacations'
  | 'private-transport'
  | 'cruises'
  | 'saint-lucia'
  | 'central-florida'
  | 'africa-detox-tourism';

export interface Service {
  slug: ServiceSlug;
  title: string;
  description: string;
  /** Where "Learn More" leads. */
  route: string;
  /** The downloadable checklist of this service, if it has one. */
  checklistSlug: ChecklistSlug | null;
}

/** Every offering, once; `services` and `homeHighlights` pick from it in their own order. */
const offerings: readonly Service[] = [
  {
    slug: 'business-travel',
    title: 'Business Travel',
    description:
      'Meetings, conventions and expos handled end to end: flights, hotels near the venue, ground transport and a single point of contact when plans change.',
    route: '/services/business-travel',
    checklistSlug: 'business-travel',
  },
  {
    slug: 'group-vacations',
    title: 'Group Vacations',
    description:
      'Family reunions, friend getaways and company retreats across the Caribbean, on cruises and on multi-stop routes, with special pricing from 8 travellers.',
    route: '/services/group-vacations',
    checklistSlug: 'group-vacation',
  },
  {
    slug: 'private-transport',
    title: 'Private Transport',
    description:
      'Private airport and cruise-port transfers, city tours and VIP service in Central Florida and Saint Lucia, with drivers who track your flight.',
    route: '/transportation-booking',
    checklistSlug: 'private-transport',
  },
  {
    slug: 'cruises',
    title: 'Cruise Packages',
    description:
      'Caribbean, Mediterranean and Alaska sailings with the major cruise lines, matched to your budget, cabin preference and the shore days you care about.',
    route: '/cruises',
    checklistSlug: 'cruise-vacation',
  },
  {
    slug: 'saint-lucia',
    title: 'Visit Saint Lucia',
    description:
      'Romance under the Pitons, rainforest hikes, reef snorkelling and sulphur-spring spa days, planned by people who know the island.',
    route: '/visit-saint-lucia',
    checklistSlug: 'saint-lucia',
  },
  {
    slug: 'central-florida',
    title: 'Visit Central Florida',
    description:
      'Theme-park vacations in Orlando done right: park tickets, the right hotel, dining reservations and live wait times while you are there.',
    route: '/visit-central-florida',
    checklistSlug: 'central-florida',
  },
  {
    slug: 'africa-detox-tourism',
    title: 'Africa Detox Tourism',
    description:
      'Wellness journeys that pair safari and desert landscapes with spa therapies, clean cuisine and time to switch off.',
    route: '/africa-detox-tourism',
    checklistSlug: null,
  },
];

function pick(slugs: readonly ServiceSlug[]): readonly Service[] {
  return slugs.map((slug) => offerings.find((service) => service.slug === slug)!);
}

/** The six services of the /services page, in its order. */
export const services: readonly Service[] = pick([
  'business-travel',
  'group-vacations',
  'private-transport',
  'cruises',
  'saint-lucia',
  'africa-detox-tourism',
]);

/** The six service cards of the home page, in its order (each with a checklist). */
export const homeHighlights: readonly Service[] = pick([
  'business-travel',
  'group-vacations',
  'private-transport',
  'cruises',
  'saint-lucia',
  'central-florida',
]);

export function findChecklist(slug: string): Checklist | undefined {
  return checklists.find((checklist) => checklist.slug === slug);
}
