import { brand } from '../contract/brand.ts';
import { accreditations } from './accreditations.ts';

interface CertificationGroup {
  title: string;
  items: readonly string[];
}

/**
 * The certifications our agents hold: industry credentials, supplier and destination
 * specialist programmes (34 in all).
 */
const certificationGroups: readonly CertificationGroup[] = [
  {
    title: 'Industry Credentials',
    // The footer's badges: one list, so the two never disagree.
    items: accreditations.map((accreditation) => accreditation.name),
  },
  {
    title: 'Cruise Lines',
    items: [
      'Royal Caribbean Cruise Academy Graduate',
      'Celebrity Cruises Certified Specialist',
      'Carnival Cruise Line Certified Specialist',
      'Norwegian Cruise Line University Graduate',
      'Princess Academy Graduate',
      'MSC Cruises Academy Certified Agent',
      'Viking Certified Specialist',
    ],
  },
  {
    title: 'Resorts & Suppliers',
    items: [
      'Sandals & Beaches Certified Specialist',
      'Couples Resorts Certified Specialist',
      'Karisma Gourmet Inclusive Specialist',
      'Palace Resorts Certified Specialist',
      'AMResorts Certified Specialist',
      'Club Med Certified Specialist',
    ],
  },
  {
    title: 'Destination Specialists',
    items: [
      'Saint Lucia Specialist (Saint Lucia Tourism Authority)',
      'Caribbean Specialist (Caribbean Tourism Organization)',
      'Jamaica Travel Specialist',
      'Bahamas Travel Specialist',
      'Aruba Certified Expert',
      'Barbados Certified Specialist',
      'Costa Rica Certified Specialist',
      'South Africa Specialist (South African Tourism)',
    ],
  },
  {
    title: 'Theme Parks & Florida',
    items: [
      'Disney College of Knowledge Graduate (Authorized Disney Vacation Planner)',
      'Universal Orlando Resort Certified Specialist',
    ],
  },
  {
    title: 'Specialty Travel',
    items: [
      'Certified Autism Travel Professional (CATP)',
      'Destination Wedding & Honeymoon Specialist',
      'Certified Meeting Professional (CMP)',
    ],
  },
];

/** About page copy. */
export const aboutCopy = {
  title: `About ${brand.name}`,
  lead: 'A certified travel agency bridging Saint Lucia and Central Florida, planning trips the way we would plan our own.',
  mission: [
    'Our mission is simple: make travel feel effortless. We listen first, then design itineraries that fit how you like to travel, whether that is a conference in Orlando, a family reunion on a Caribbean beach or a quiet wellness retreat.',
    'Because we live and work between the island and Florida, our recommendations come from experience, not brochures. We visit the resorts we sell, ride with the drivers we book and check every detail before you leave home.',
  ],
  values: {
    title: 'What You Can Count On',
    items: [
      'A certified agent who plans with you from the first call to the flight home',
      'A reply within 24 hours, and help while you travel',
      'Honest advice on value, with no hidden fees',
      'Your $50 consultation credited toward the trip you book',
    ],
  },
  founder: {
    name: 'Claudette St. Rose',
    role: 'Founder & Lead Travel Advisor',
    photo: {
      src: '/images/founder-portrait.svg',
      alt: 'Illustrated portrait of Claudette St. Rose, smiling, with the sea and the sun behind her',
      width: 320,
      height: 320,
    },
    bio: [
      'Claudette grew up in Vieux Fort, Saint Lucia, in sight of the island’s Hewanorra airport, and spent fifteen years in resort guest relations on the island and in Orlando before founding the agency.',
      'She started by planning family reunions and weddings for friends who kept asking how she made travel look so easy. Today she leads a small team of certified advisors, still plans the agency’s Saint Lucia trips herself and hosts our weekly podcast.',
    ],
    quote: 'A good trip starts long before the flight: with someone who listens.',
  },
  team: {
    intro: 'Looking for a career in travel? Our partner portal has everything you need to get started.',
    cards: [
      {
        title: 'Become an Agent',
        text: 'Turn your love of travel into a business with training, tools and supplier access.',
        link: 'Start Your Agent Journey',
      },
      {
        title: 'Plans & Pricing',
        text: 'Compare membership plans and choose the one that fits your goals.',
        link: 'See Plans & Pricing',
      },
      {
        title: 'Grab an Opportunity',
        text: 'Join a growing team focused on island, group and theme-park travel.',
        link: 'Grab the Opportunity',
      },
    ],
  },
  certifications: {
    title: 'Our Certifications',
    intro:
      'Training and accreditation our advisors hold with industry bodies, cruise lines, resorts and tourism boards.',
    groups: certificationGroups,
  },
  cta: {
    title: 'Plan your next trip with a certified advisor',
    text: 'Tell us where you want to go and we will put together options within 24 hours.',
  },
} as const;

/** Every certification, once, in the order the page lists them. */
export const certifications: readonly string[] = certificationGroups.flatMap((group) => group.items);
