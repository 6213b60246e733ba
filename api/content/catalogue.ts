/**
 * The agency's static catalogue: services, destination and service-page packages, cruise
 * lines, and the paid consultation packages with their extras. Read by the public pages, the assistant's retrieval and the demo seed.
 * Prices are integer minor units (cents) per person.
 * Pure data and lookups: no Node or DOM imports. The services and checklists live in
 * services.ts (re-exported here) so the home page can load them without every package.
 */
import type { MinorUnits } from '../contract/money.ts';

export * from './services.ts';

// ---------------------------------------------------------------------------------------------
// Packages of the service and destination pages

export type CataloguePageSlug =
  | 'business-travel'
  | 'group-vacations'
  | 'private-transport'
  | 'visit-saint-lucia'
  | 'visit-central-florida'
  | 'cruises'
  | 'africa-detox-tourism';

interface DayRange {
  min: number;
  max: number;
}

export interface TravelPackage {
  /** Unique across the catalogue (kebab-case of the name). */
  id: string;
  page: CataloguePageSlug;
  name: string;
  description: string;
  /** As the page shows it: "7 days", "5-7 days". */
  duration: string;
  /** Null where the length is tailored to the trip. */
  durationDays: DayRange | null;
  features: readonly string[];
  /** Starting price per person in minor units; null only for a package quoted on request (none today). */
  priceFromPerPerson: MinorUnits | null;
  /** Travellers per group, where the page states it. */
  groupSize: DayRange | null;
}

interface CataloguePage {
  slug: CataloguePageSlug;
  title: string;
  route: string;
  summary: string;
  packages: readonly TravelPackage[];
}

/**
 * A package as the catalogue writes it: every package of a page shows a starting price per person,
 * so the price is required; where the agency published none, its own starting price is written here.
 */
type PackageInput = Omit<
  TravelPackage,
  'id' | 'page' | 'durationDays' | 'priceFromPerPerson' | 'groupSize'
> & {
  priceFromPerPerson: MinorUnits;
} & Partial<Pick<TravelPackage, 'groupSize'>>;

function packageId(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "5-7 days" -> {5, 7}; "7 days" -> {7, 7}; anything else -> null. */
function parseDurationDays(duration: string): DayRange | null {
  const range = /^(\d+)\s*-\s*(\d+) days?$/.exec(duration);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const single = /^(\d+) days?$/.exec(duration);
  if (single) return { min: Number(single[1]), max: Number(single[1]) };
  return null;
}

/*#__NO_SIDE_EFFECTS__*/
function page(
  slug: CataloguePageSlug,
  title: string,
  route: string,
  summary: string,
  packages: readonly PackageInput[],
): CataloguePage {
  return {
    slug,
    title,
    route,
    summary,
    packages: packages.map((item) => ({
      id: packageId(item.name),
      page: slug,
      name: item.name,
      description: item.description,
      duration: item.duration,
      durationDays: parseDurationDays(item.duration),
      features: item.features,
      priceFromPerPerson: item.priceFromPerPerson,
      groupSize: item.groupSize ?? null,
    })),
  };
}

const cataloguePages: readonly CataloguePage[] = [
  page(
    'business-travel',
    'Business Travel',
    '/services/business-travel',
    'Corporate travel management for meetings, conventions and expos, from a single executive trip to a whole sales team.',
    [
      {
        name: 'Executive',
        description:
          'Premium travel for senior leaders: preferred seats or upgrades, hotels within walking distance of the meeting and a car waiting at arrivals.',
        duration: 'Tailored to your schedule',
        features: [
          'Business or first class where available',
          'Hotels close to your meetings',
          'Private airport transfers',
          'Itinerary changes handled around the clock',
          'Expense-ready receipts and summaries',
        ],
        priceFromPerPerson: 189_900,
      },
      {
        name: 'Team Travel',
        description:
          'Coordinated travel for departments and project teams: everyone arrives on time, on budget and in the same hotel.',
        duration: 'Tailored to your schedule',
        features: [
          'Group air fares and room blocks',
          'One shared itinerary for the whole team',
          'Ground transport between airport, hotel and office',
          'Travel-policy compliance',
          'A single invoice per trip',
        ],
        priceFromPerPerson: 119_900,
      },
      {
        name: 'Convention',
        description:
          'Convention and expo logistics for attendees and exhibitors, from the room block to the shuttle schedule.',
        duration: 'Tailored to your event dates',
        features: [
          'Hotel room blocks near the convention centre',
          'Attendee registration support',
          'Shuttle and transfer planning',
          'Group dinners and venue bookings',
          'On-call support during the event',
        ],
        priceFromPerPerson: 89_900,
      },
    ],
  ),
  page(
    'group-vacations',
    'Group Vacations',
    '/services/group-vacations',
    'Caribbean islands, luxury cruises and multi-stop adventures for families, friends and companies; special pricing applies to 8 or more travellers.',
    [
      {
        name: 'Caribbean Family Reunion',
        description:
          'A beachfront resort stay that keeps every generation happy, with connecting rooms, a private welcome dinner and activities for all ages.',
        duration: '6 days',
        features: [
          'All-inclusive beachfront resort',
          'Private welcome dinner',
          'Kids club and family activities',
          'Group airport transfers',
          'Dedicated group coordinator',
        ],
        priceFromPerPerson: 159_900,
        groupSize: { min: 8, max: 20 },
      },
      {
        name: 'Corporate Orlando Retreat',
        description:
          'Team building in Orlando: meeting space by day, theme parks and a private dinner by night, all a short ride from the airport.',
        duration: '4 days',
        features: [
          'Resort with meeting rooms',
          'Team-building activity',
          'Theme-park tickets',
          'Private group dinner',
          'Airport shuttles',
        ],
        priceFromPerPerson: 89_900,
        groupSize: { min: 12, max: 40 },
      },
      {
        name: 'Costa Rica Adventure',
        description:
          'Volcanoes, cloud forest and Pacific beaches with ziplining, rafting and a bilingual guide travelling with the group.',
        duration: '8 days',
        features: [
          'Eco-lodges and beach hotel',
          'Ziplining and white-water rafting',
          'Arenal volcano and hot springs',
          'Bilingual guide throughout',
          'Private coach between regions',
        ],
        priceFromPerPerson: 229_900,
        groupSize: { min: 10, max: 25 },
      },
    ],
  ),
  page(
    'private-transport',
    'Private Transport',
    '/services/private-transport',
    'Licensed, insured private drivers in Florida (Orlando, Tampa Bay, Central Florida) and Saint Lucia, bookable online in a few minutes.',
    [
      {
        name: 'Airport Transfers',
        description:
          'Meet-and-greet pickups at Orlando, Tampa and Saint Lucia airports; your driver tracks the flight and waits if it is late.',
        duration: 'One way or round trip',
        features: [
          'Flight tracking',
          'Meet and greet at arrivals',
          'Child seats on request',
          'Fixed, all-inclusive fare',
        ],
        priceFromPerPerson: 4_500,
      },
      {
        name: 'Cruise Port Shuttles',
        description:
          'Hotel or airport to Port Canaveral, Port Tampa Bay or Castries, timed to boarding and disembarkation.',
        duration: 'One way or round trip',
        features: [
          'Timed to embarkation',
          'Room for cruise luggage',
          'Pre-cruise grocery stop',
          'Group vans available',
        ],
        priceFromPerPerson: 3_900,
      },
      {
        name: 'City Tours',
        description:
          'Private sightseeing with a local driver-guide: Orlando and the Space Coast in Florida, Castries, Soufriere and the Pitons in Saint Lucia.',
        duration: 'Half day or full day',
        features: ['Local driver-guide', 'Flexible stops', 'Hotel pickup and drop-off', 'Custom routes'],
        priceFromPerPerson: 8_500,
      },
      {
        name: 'VIP Service',
        description:
          'Executive sedans and SUVs for business travellers, weddings and special occasions, with a professional chauffeur on standby.',
        duration: 'By the hour or by the trip',
        features: [
          'Executive sedans and SUVs',
          'Chauffeur on standby',
          'Bottled water and Wi-Fi',
          'Discreet, professional service',
        ],
        priceFromPerPerson: 14_900,
      },
    ],
  ),
  page(
    'visit-saint-lucia',
    'Visit Saint Lucia',
    '/visit-saint-lucia',
    'The island of the Pitons: volcanic beaches, rainforest, drive-in sulphur springs and some of the Caribbean’s most romantic resorts.',
    [
      {
        name: 'Romantic Getaway',
        description:
          'A couples’ escape with Piton views: a private-plunge-pool suite, a sunset catamaran cruise and dinner on the beach.',
        duration: '5-7 days',
        features: [
          'Suite with Piton views',
          'Sunset catamaran cruise',
          'Couples massage',
          'Private beach dinner',
          'Airport transfers',
        ],
        priceFromPerPerson: 219_900,
      },
      {
        name: 'Adventure Explorer',
        description:
          'Climb Gros Piton, zipline through the rainforest, snorkel Anse Chastanet’s reef and bathe in the Sulphur Springs mud baths.',
        duration: '7-10 days',
        features: [
          'Guided Gros Piton hike',
          'Rainforest zipline',
          'Reef snorkelling',
          'Sulphur Springs and waterfalls',
          'Island tour by jeep',
        ],
        priceFromPerPerson: 189_900,
      },
      {
        name: 'Family Paradise',
        description:
          'A family resort on a calm beach with a kids club, plus gentle adventures everyone can share, from turtle watching to a pirate-ship cruise.',
        duration: '6-8 days',
        features: [
          'Family suites',
          'Kids club and water sports',
          'Catamaran day trip',
          'Botanical gardens and waterfall visit',
          'Private transfers',
        ],
        priceFromPerPerson: 159_900,
      },
      {
        name: 'Luxury Escape',
        description:
          'The island’s finest resorts with butler service, spa rituals, private yacht time and a helicopter transfer from Hewanorra.',
        duration: '4-6 days',
        features: [
          'Five-star resort with butler service',
          'Helicopter airport transfer',
          'Private yacht charter',
          'Signature spa treatments',
          'Chef’s tasting dinner',
        ],
        priceFromPerPerson: 399_900,
      },
      {
        name: 'Detox Tourism',
        description:
          'A wellness retreat of yoga, volcanic mud therapies, plant-based Creole cuisine and rainforest walks to reset body and mind.',
        duration: '7-10 days',
        features: [
          'Wellness resort stay',
          'Daily yoga and meditation',
          'Volcanic mud and mineral baths',
          'Plant-based Creole menu',
          'Guided rainforest walks',
        ],
        priceFromPerPerson: 249_900,
      },
    ],
  ),
  page(
    'visit-central-florida',
    'Visit Central Florida',
    '/visit-central-florida',
    'Orlando’s theme parks and beyond, with live wait times on the page and hotels chosen for how you want to spend your days.',
    [
      {
        name: 'Disney Magic',
        description:
          'Walt Disney World done right: park tickets, an on-property hotel, dining reservations and a day-by-day plan for the rides that matter to you.',
        duration: '4-6 days',
        features: [
          'Multi-day park tickets',
          'On-property resort hotel',
          'Dining reservations',
          'Lightning Lane strategy',
          'Airport transfers',
        ],
        priceFromPerPerson: 129_900,
      },
      {
        name: 'Universal Adventure',
        description:
          'Universal Orlando’s parks and the Wizarding World, with a hotel that includes early park admission and express access where offered.',
        duration: '3-5 days',
        features: [
          'Park-to-park tickets',
          'Hotel with early park admission',
          'Express pass options',
          'Volcano Bay water park',
          'CityWalk dinner',
        ],
        priceFromPerPerson: 99_900,
      },
      {
        name: 'Family Fun Combo',
        description:
          'The best of both resorts in one trip, with rest days by the pool built in so the little ones last the distance.',
        duration: '7-10 days',
        features: [
          'Disney and Universal tickets',
          'Vacation-home or suite stay',
          'Rental car or private transfers',
          'Character dining',
          'Rest-day pool time',
        ],
        priceFromPerPerson: 189_900,
      },
      {
        name: 'Florida Explorer',
        description:
          'Beyond the parks: Kennedy Space Center, manatee springs, airboat rides in the wetlands and a Gulf-coast beach day.',
        duration: '5-7 days',
        features: [
          'Kennedy Space Center visit',
          'Airboat and wildlife tour',
          'Springs and manatee viewing',
          'Gulf-coast beach day',
          'Rental car itinerary',
        ],
        priceFromPerPerson: 119_900,
      },
    ],
  ),
  page(
    'cruises',
    'Cruise Vacations',
    '/cruises',
    'Caribbean, European, Alaska and luxury sailings with the major cruise lines, priced per person.',
    [
      {
        name: 'Caribbean Explorer',
        description:
          'Seven nights of turquoise water and island ports from Florida, with a balcony cabin and shore days in the Eastern or Western Caribbean.',
        duration: '7 days',
        features: [
          'Round trip from Florida',
          'Balcony stateroom',
          'Four island ports',
          'All main dining included',
          'Shore excursion planning',
        ],
        priceFromPerPerson: 129_900,
      },
      {
        name: 'Mediterranean Grand',
        description:
          'Barcelona, the French Riviera, Rome, Florence and the Greek islands in ten days, unpacking only once.',
        duration: '10 days',
        features: [
          'Barcelona to Rome itinerary',
          'Ocean-view stateroom',
          'Six ports in four countries',
          'Guided excursions available',
          'Pre-cruise hotel night',
        ],
        priceFromPerPerson: 289_900,
      },
      {
        name: 'Alaska Adventure',
        description:
          'Glaciers, whales and frontier towns along the Inside Passage, with an optional land tour to Denali.',
        duration: '8 days',
        features: [
          'Inside Passage sailing',
          'Glacier Bay scenic cruising',
          'Whale-watching excursion',
          'Juneau, Skagway and Ketchikan',
          'Optional Denali land tour',
        ],
        priceFromPerPerson: 189_900,
      },
    ],
  ),
  page(
    'africa-detox-tourism',
    'Africa Detox Tourism',
    '/africa-detox-tourism',
    'Wellness travel in Africa: safari lodges, spa sanctuaries and desert camps where the programme is rest, movement and clean food.',
    [
      {
        name: 'Wellness Safari Retreat',
        description:
          'Game drives at dawn, yoga on the deck and spa treatments in the afternoon heat at an eco-lodge in the bush.',
        duration: '10-14 days',
        features: [
          'Eco-lodge safari stay',
          'Daily game drives',
          'Yoga and meditation sessions',
          'Spa treatments',
          'Organic farm-to-table meals',
        ],
        priceFromPerPerson: 489_900,
      },
      {
        name: 'African Spa Escape',
        description:
          'A slow spa holiday of hammams, massages with indigenous botanicals and ocean walks, with no itinerary to keep.',
        duration: '7-10 days',
        features: [
          'Spa resort stay',
          'Daily treatment programme',
          'Nutrition consultation',
          'Guided nature walks',
          'Digital-detox option',
        ],
        priceFromPerPerson: 329_900,
      },
      {
        name: 'Desert Detox Journey',
        description:
          'Silence and stars in the desert: luxury camps, sunrise hikes over the dunes, breathwork and simple, nourishing food.',
        duration: '8-12 days',
        features: [
          'Luxury desert camps',
          'Sunrise dune hikes',
          'Breathwork and meditation',
          'Stargazing nights',
          'Plant-forward cuisine',
        ],
        priceFromPerPerson: 379_900,
      },
    ],
  ),
];

/** Where the private transport services run: two locations. */
export const transportLocations = ['Florida', 'Saint Lucia'] as const;

/** The coverage areas of the transportation page. */
export const transportCoverageAreas = ['Orlando', 'Tampa Bay', 'Central Florida', 'Saint Lucia'] as const;

/** Every package of every page, in page order. */
const travelPackages: readonly TravelPackage[] = /* @__PURE__ */ cataloguePages.flatMap((p) => p.packages);

// ---------------------------------------------------------------------------------------------
// Cruises

interface CruiseType {
  id: string;
  name: string;
  description: string;
}

/** The four cruise types of the /cruises page. */
export const cruiseTypes: readonly CruiseType[] = [
  {
    id: 'caribbean',
    name: 'Caribbean & Bahamas',
    description: 'Short and week-long sailings from Florida to beaches, reefs and island culture.',
  },
  {
    id: 'europe',
    name: 'Mediterranean & Europe',
    description: 'Historic port cities, art and cuisine, with a new country most mornings.',
  },
  {
    id: 'alaska',
    name: 'Alaska & Pacific Northwest',
    description: 'Glaciers, fjords and wildlife from May to September.',
  },
  {
    id: 'luxury',
    name: 'Luxury & River',
    description: 'Smaller ships, all-inclusive fares and river routes through the heart of Europe.',
  },
];

interface CruiseLine {
  id: string;
  name: string;
  description: string;
  bestFor: string;
  url: string;
}

/** The six featured cruise lines of the /cruises page. */
export const cruiseLines: readonly CruiseLine[] = [
  {
    id: 'royal-caribbean',
    name: 'Royal Caribbean International',
    description:
      'Mega-ships with surf simulators, climbing walls, Broadway-style shows and a private island in the Bahamas.',
    bestFor: 'Active families and first-time cruisers',
    url: 'https://www.royalcaribbean.com/',
  },
  {
    id: 'carnival',
    name: 'Carnival Cruise Line',
    description:
      'Fun, good-value sailings from many Florida ports, with water parks and a relaxed onboard feel.',
    bestFor: 'Groups and budget-minded travellers',
    url: 'https://www.carnival.com/',
  },
  {
    id: 'norwegian',
    name: 'Norwegian Cruise Line',
    description:
      'Freestyle cruising with no fixed dining times, many specialty restaurants and strong Alaska itineraries.',
    bestFor: 'Flexible travellers and foodies',
    url: 'https://www.ncl.com/',
  },
  {
    id: 'celebrity',
    name: 'Celebrity Cruises',
    description:
      'Modern premium ships with refined dining, spa-focused staterooms and excellent European routes.',
    bestFor: 'Couples and premium travellers',
    url: 'https://www.celebritycruises.com/',
  },
  {
    id: 'princess',
    name: 'Princess Cruises',
    description: 'Classic cruising, medallion service and an outstanding Alaska cruise-and-land programme.',
    bestFor: 'Alaska and mature travellers',
    url: 'https://www.princess.com/',
  },
  {
    id: 'disney',
    name: 'Disney Cruise Line',
    description: 'Story-filled ships, rotational dining with your own servers and Castaway Cay for the kids.',
    bestFor: 'Families with young children',
    url: 'https://disneycruise.disney.go.com/',
  },
];

// ---------------------------------------------------------------------------------------------
// Consultation packages and extras (/quote)

/** The package a quote-form access was unlocked with (payment records carry it). */
type PackageType = 'free' | 'standard' | 'premium' | 'group';

/** The consultation fee, credited toward the final trip cost. */
export const CONSULTATION_FEE: MinorUnits = 5_000;
/** Every consultation package and extra is offered until this day. */
export const CONSULTATION_AVAILABLE_UNTIL = '2030-01-01';

export interface ConsultationPackage {
  type: Exclude<PackageType, 'free'>;
  name: string;
  /** The name the payment button and invoice use. */
  alternateName: string;
  description: string;
  price: MinorUnits;
  depositPerRoom: MinorUnits;
  features: readonly string[];
  availableUntil: string;
}

export const consultationPackages: readonly ConsultationPackage[] = [
  {
    type: 'standard',
    name: 'Standard Planning',
    alternateName: 'Standard Booking Fee',
    description:
      'A planning consultation for one destination, with flight and hotel research and a booked itinerary.',
    price: 5_000,
    depositPerRoom: 5_000,
    features: [
      'Up to 1 destination',
      'Flight and hotel research',
      'One-on-one consultation',
      'Fee credited toward your trip',
    ],
    availableUntil: CONSULTATION_AVAILABLE_UNTIL,
  },
  {
    type: 'premium',
    name: 'Premium VIP',
    alternateName: 'Premium Concierge',
    description:
      'Concierge planning for multi-stop and luxury trips: dining, excursions, upgrades and priority support.',
    price: 19_900,
    depositPerRoom: 19_900,
    features: [
      'Multiple destinations',
      'Restaurant and excursion reservations',
      'Upgrade and amenity requests',
      'Priority support while you travel',
      'Fee credited toward your trip',
    ],
    availableUntil: CONSULTATION_AVAILABLE_UNTIL,
  },
  {
    type: 'group',
    name: 'Group & Event Planning',
    alternateName: 'Group & Event Planning',
    description:
      'Planning for reunions, weddings, retreats and conventions with multi-room bookings and group rates.',
    price: 29_900,
    depositPerRoom: 29_900,
    features: [
      'Multi-room booking',
      'Group rates and room blocks',
      'Event and venue coordination',
      'Traveller list management',
      'Fee credited toward your trip',
    ],
    availableUntil: CONSULTATION_AVAILABLE_UNTIL,
  },
];

export interface ConsultationExtra {
  id: 'travel-insurance-guidance' | 'rush-planning';
  name: string;
  description: string;
  price: MinorUnits;
  deposit: MinorUnits;
  availableUntil: string;
}

export const consultationExtras: readonly ConsultationExtra[] = [
  {
    id: 'travel-insurance-guidance',
    name: 'Travel Insurance Guidance',
    description:
      'A walk through the policies that fit your trip: cancellation, medical and cruise coverage explained.',
    price: 2_500,
    deposit: 2_500,
    availableUntil: CONSULTATION_AVAILABLE_UNTIL,
  },
  {
    id: 'rush-planning',
    name: 'Rush Planning',
    description: 'An additional fee to move your trip to the front of the queue when departure is close.',
    price: 4_900,
    deposit: 4_900,
    availableUntil: CONSULTATION_AVAILABLE_UNTIL,
  },
];

// ---------------------------------------------------------------------------------------------
// Lookups

/** A service or destination page of the catalogue: its title, route and summary. */
export function cataloguePageInfo(
  slug: CataloguePageSlug,
): Pick<CataloguePage, 'title' | 'route' | 'summary'> {
  const found = findCataloguePage(slug);
  if (!found) throw new Error(`no catalogue page ${slug}`);
  return { title: found.title, route: found.route, summary: found.summary };
}

function findCataloguePage(slug: string): CataloguePage | undefined {
  return cataloguePages.find((p) => p.slug === slug);
}

/** The packages of one page ([] for an unknown page). */
export function packagesFor(slug: CataloguePageSlug): readonly TravelPackage[] {
  return findCataloguePage(slug)?.packages ?? [];
}

export function findPackage(id: string): TravelPackage | undefined {
  return travelPackages.find((item) => item.id === id);
}

export function findConsultationPackage(type: string): ConsultationPackage | undefined {
  return consultationPackages.find((item) => item.type === type);
}
