import { paths } from '@pwa/app/paths';
import type { MinorUnits } from '@contract/money';

export type ServiceIcon = 'business' | 'group' | 'transport' | 'cruise' | 'island' | 'park' | 'wellness';

export interface ServiceCard {
  title: string;
  description: string;
  link: string;
  icon: ServiceIcon;
  /** Slug of GET /api/checklists/generate/{slug} (seed 000 section 7). */
  checklistSlug?: string;
}

/** Home page highlights: the six cards of seed 000 section 2, each with a PDF checklist. */
export const homeServiceHighlights: ServiceCard[] = [
  {
    title: 'Business Travel',
    description: 'Meetings, conventions and expos planned end to end, so your team arrives ready to work.',
    link: paths.businessTravel,
    icon: 'business',
    checklistSlug: 'business-travel',
  },
  {
    title: 'Group Vacations',
    description:
      'Family reunions, friend getaways and retreats across the Caribbean, on cruises and multi-stop trips.',
    link: paths.groupVacations,
    icon: 'group',
    checklistSlug: 'group-vacation',
  },
  {
    title: 'Private Transport',
    description:
      'Airport and cruise-port transfers in Central Florida and Saint Lucia with vetted local drivers.',
    link: paths.privateTransport,
    icon: 'transport',
    checklistSlug: 'private-transport',
  },
  {
    title: 'Cruises',
    description: 'Caribbean, Mediterranean and Alaska sailings matched to your pace, cabin and budget.',
    link: paths.cruises,
    icon: 'cruise',
    checklistSlug: 'cruise-vacation',
  },
  {
    title: 'Visit Saint Lucia',
    description: 'Romantic escapes, adventure and family time on the island of the Pitons.',
    link: paths.visitSaintLucia,
    icon: 'island',
    checklistSlug: 'saint-lucia',
  },
  {
    title: 'Visit Central Florida',
    description: 'Theme parks, springs and coastlines with tickets, stays and transfers arranged for you.',
    link: paths.visitCentralFlorida,
    icon: 'park',
    checklistSlug: 'central-florida',
  },
];

/** The services page list: seed 000 section 2, "Six services with Learn More links". */
export const servicesList: ServiceCard[] = [
  {
    title: 'Business Travel',
    description:
      'Corporate trips, conventions and expos: flights, hotels, ground transport and meeting logistics in one plan.',
    link: paths.businessTravel,
    icon: 'business',
  },
  {
    title: 'Group Vacations',
    description: 'Group pricing from 8 travellers, one point of contact and itineraries everyone can enjoy.',
    link: paths.groupVacations,
    icon: 'group',
  },
  {
    title: 'Private Transport',
    description:
      'Door-to-door airport and cruise-port transfers, city tours and VIP service in Florida and Saint Lucia.',
    link: paths.transportationBooking,
    icon: 'transport',
  },
  {
    title: 'Cruise Packages',
    description:
      'Ocean and river cruises with the right line, ship and cabin, plus pre- and post-cruise stays.',
    link: paths.cruises,
    icon: 'cruise',
  },
  {
    title: 'Visit Saint Lucia',
    description: 'Romance, adventure, family and wellness packages on the island we call home.',
    link: paths.visitSaintLucia,
    icon: 'island',
  },
  {
    title: 'Africa Detox Tourism',
    description: 'Wellness safaris, spa escapes and desert retreats designed to help you reset.',
    link: paths.africaDetoxTourism,
    icon: 'wellness',
  },
];

/** Seed 000 section 2: six downloadable text checklists, one per kind of trip. */
export const textChecklists: Array<{ label: string; href: string }> = [
  { label: 'Business Travel Checklist', href: '/checklists/business-travel-checklist.txt' },
  { label: 'Group Vacation Checklist', href: '/checklists/group-vacation-checklist.txt' },
  { label: 'Cruise Checklist', href: '/checklists/cruise-checklist.txt' },
  { label: 'Private Transport Checklist', href: '/checklists/private-transport-checklist.txt' },
  { label: 'Central Florida Checklist', href: '/checklists/central-florida-checklist.txt' },
  { label: 'Saint Lucia Checklist', href: '/checklists/saint-lucia-checklist.txt' },
];

export interface ConsultationPackage {
  name: string;
  price: MinorUnits;
  /** The per-room deposit of seed 000 section 9. */
  deposit: MinorUnits;
  features: string[];
}

/** Seed 000 section 9: the consultation packages, all available until January 1, 2030. */
export const consultationPackages: ConsultationPackage[] = [
  {
    name: 'Standard Planning',
    price: 5000,
    deposit: 5000,
    features: [
      'Up to 1 destination',
      'Flight and hotel research',
      'Fee credited toward your final trip cost',
    ],
  },
  {
    name: 'Premium VIP',
    price: 19900,
    deposit: 19900,
    features: [
      'Multiple destinations',
      'Concierge-level planning',
      'Priority support before and during travel',
    ],
  },
  {
    name: 'Group & Event Planning',
    price: 29900,
    deposit: 29900,
    features: [
      'Multi-room booking',
      'Group rates and one point of contact',
      'Event and excursion coordination',
    ],
  },
];

export const consultationExtras: Array<{ name: string; price: MinorUnits; note: string }> = [
  { name: 'Travel Insurance Guidance', price: 2500, note: 'Compare cover options with an agent.' },
  { name: 'Rush Planning', price: 4900, note: 'Additional fee for trips departing soon.' },
];

export const CONSULTATION_FEE: MinorUnits = 5000;
export const PACKAGES_AVAILABLE_UNTIL = '2030-01-01';
