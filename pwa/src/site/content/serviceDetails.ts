import type { TravelPackage } from './types';

/** Seed 001 section 2, Business travel: eight benefits and three packages. */
export const businessTravel = {
  title: 'Business Travel Management',
  lead: 'Meetings, conventions and expos handled end to end, so your team lands prepared and on budget.',
  benefits: [
    'One agent who knows your company and its travel policy',
    'Negotiated hotel and airfare rates',
    'Convention and expo logistics, badges to ballrooms',
    'Ground transport booked at both ends',
    'Itineraries shared with travellers and managers',
    'Rebooking support when plans change',
    'Consolidated invoices for accounting',
    'Duty-of-care check-ins while your team travels',
  ],
  packages: [
    {
      name: 'Executive',
      description: 'Seamless solo travel for leaders with tight schedules.',
      features: [
        'Preferred seating and lounge access',
        'Hotel near your meetings',
        'Private airport transfers',
      ],
    },
    {
      name: 'Team Travel',
      description: 'Coordinated travel for departments and project teams.',
      features: ['Group flight bookings', 'Room blocks at one hotel', 'Shared itinerary for the whole team'],
    },
    {
      name: 'Convention',
      description: 'Everything around the show floor for exhibitors and attendees.',
      features: ['Room blocks near the venue', 'Shuttle scheduling', 'Dinner and client event reservations'],
    },
  ] satisfies TravelPackage[],
};

/** Seed 001 section 2, Group vacations: destinations, inclusions, three featured packages. */
export const groupVacations = {
  title: 'Group Vacations',
  lead: 'Reunions, retreats and celebrations made easy. Special pricing applies to groups of 8 or more travellers.',
  destinations: [
    { name: 'Caribbean Islands', description: 'Beach resorts and villas with room for everyone.' },
    { name: 'Luxury Cruises', description: 'Block cabins together and share one unforgettable itinerary.' },
    {
      name: 'Multi-Stop Adventures',
      description: 'Two or three destinations stitched into one smooth trip.',
    },
  ],
  included: [
    'Group rates on flights, rooms and cabins',
    'One coordinator for the whole group',
    'Payment plans per traveller',
    'Airport and port transfers',
    'Excursions and private events',
    'Travel insurance guidance',
  ],
  packages: [
    {
      name: 'Caribbean Family Reunion',
      duration: '6 days · groups of 8-20',
      description: 'Beachfront rooms, a welcome dinner and activities for every generation.',
      features: ['All-inclusive resort', 'Private welcome dinner', 'Kids club access'],
      fromPrice: 159900,
    },
    {
      name: 'Corporate Orlando Retreat',
      duration: '4 days · groups of 12-40',
      description: 'Meeting space by day, theme parks and dining by night.',
      features: ['Meeting room and catering', 'Park tickets', 'Team dinner'],
      fromPrice: 89900,
    },
    {
      name: 'Costa Rica Adventure',
      duration: '8 days · groups of 10-25',
      description: 'Rainforest, volcanoes and Pacific beaches with expert guides.',
      features: ['Eco-lodges', 'Zip-lining and rafting', 'Private guide and transport'],
      fromPrice: 229900,
    },
  ] satisfies TravelPackage[],
};

/** Seed 001 section 2, Private transport: four services and two locations. */
export const privateTransport = {
  title: 'Private Transportation',
  lead: 'Reliable, comfortable rides between airports, cruise ports, hotels and attractions.',
  services: [
    { name: 'Airport Transfers', description: 'Meet-and-greet pickups with flight tracking, day or night.' },
    {
      name: 'Cruise Port Shuttles',
      description: 'Port Canaveral, Tampa and Castries, timed to your sailing.',
    },
    { name: 'City Tours', description: 'Private sightseeing with a local driver who knows the back roads.' },
    { name: 'VIP Service', description: 'Luxury vehicles and extra attention for special occasions.' },
  ],
  locations: [
    { name: 'Florida', description: 'Orlando, Tampa Bay and the Central Florida theme-park corridor.' },
    {
      name: 'Saint Lucia',
      description: 'Hewanorra and George F. L. Charles airports, resorts and Castries port.',
    },
  ],
};

/** Seed 001 section 2, Transportation and courier. */
export const transportation = {
  title: 'Transportation & Courier Services',
  lead: 'Private rides and dependable courier runs across Central Florida and Saint Lucia.',
  services: [
    { name: 'Airport & Port Transfers', description: 'On-time pickups with flight and ship tracking.' },
    {
      name: 'Hourly Charters',
      description: 'A driver at your disposal for meetings, shopping or sightseeing.',
    },
    { name: 'Group Shuttles', description: 'Vans and coaches for weddings, teams and reunions.' },
  ],
  coverage: ['Orlando', 'Tampa Bay', 'Central Florida', 'Saint Lucia'],
  trust: ['Licensed and insured drivers', 'Clean, modern vehicles', 'Fixed quotes before you ride'],
  courier: 'Same-day document and parcel delivery for businesses and travellers, with proof of delivery.',
  checklist: '/checklists/private-transport-checklist.txt',
};

/** Seed 001 section 2, Visit Saint Lucia: five packages. */
export const saintLuciaPackages: TravelPackage[] = [
  {
    name: 'Romantic Getaway',
    duration: '5-7 days',
    description: 'Piton views, sunset sails and couples spa time.',
    features: ['Boutique resort', 'Sunset catamaran cruise', 'Couples massage'],
  },
  {
    name: 'Adventure Explorer',
    duration: '7-10 days',
    description: 'Hike the Gros Piton, zip through the rainforest and dive the reefs.',
    features: ['Gros Piton guided hike', 'Rainforest zip-line', 'Snorkel or dive trip'],
  },
  {
    name: 'Family Paradise',
    duration: '6-8 days',
    description: 'Calm beaches, family suites and activities for all ages.',
    features: ['Family suite', 'Kids club', 'Sulphur Springs mud baths'],
  },
  {
    name: 'Luxury Escape',
    duration: '4-6 days',
    description: 'Private villas, personal butlers and fine island dining.',
    features: ['Villa with plunge pool', 'Butler service', 'Chef-led dinners'],
  },
  {
    name: 'Detox Tourism',
    duration: '7-10 days',
    description: 'Wellness retreats with yoga, clean cuisine and mineral springs.',
    features: ['Daily yoga', 'Plant-based menus', 'Mineral springs visits'],
  },
];

/** Seed 001 section 2, Visit Central Florida: four packages. */
export const centralFloridaPackages: TravelPackage[] = [
  {
    name: 'Disney Magic',
    duration: '4-6 days',
    description: 'Walt Disney World parks with a stay close to the magic.',
    features: ['Multi-day park tickets', 'Resort hotel', 'Dining reservations'],
  },
  {
    name: 'Universal Adventure',
    duration: '3-5 days',
    description: 'Thrill rides and wizarding worlds at Universal Orlando.',
    features: ['Park-to-park tickets', 'On-site hotel', 'Early park admission'],
  },
  {
    name: 'Family Fun Combo',
    duration: '7-10 days',
    description: 'The best of both resorts plus water parks and downtime.',
    features: ['Disney and Universal tickets', 'Vacation home with pool', 'Airport transfers'],
  },
  {
    name: 'Florida Explorer',
    duration: '5-7 days',
    description: 'Springs, space coast and Gulf beaches beyond the parks.',
    features: ['Kennedy Space Center', 'Crystal River manatees', 'Clearwater Beach'],
  },
];

/** Seed 001 section 2, Cruise vacations. */
export const cruises = {
  types: [
    { name: 'Caribbean Cruises', description: 'Island hopping through turquoise water.' },
    { name: 'Mediterranean Cruises', description: 'Ancient ports, food and culture.' },
    { name: 'Alaska Cruises', description: 'Glaciers, wildlife and wilderness.' },
    { name: 'River Cruises', description: "Slow travel through Europe's great cities." },
  ],
  featured: [
    {
      name: 'Caribbean Explorer',
      duration: '7 days',
      description: 'Eastern and Western Caribbean ports with a beach day at a private island.',
      features: ['Balcony cabin options', 'Private island stop', 'Shore excursions'],
      fromPrice: 129900,
    },
    {
      name: 'Mediterranean Grand',
      duration: '10 days',
      description: 'Barcelona, Rome, Santorini and more on one voyage.',
      features: ['Ocean-view cabin', 'Guided city tours', 'Specialty dining'],
      fromPrice: 289900,
    },
    {
      name: 'Alaska Adventure',
      duration: '8 days',
      description: 'Inside Passage glaciers, whales and frontier towns.',
      features: ['Glacier viewing', 'Wildlife excursions', 'Naturalist talks'],
      fromPrice: 189900,
    },
  ] satisfies TravelPackage[],
  lines: ['Royal Caribbean', 'Carnival', 'Norwegian', 'Celebrity', 'Princess', 'Disney Cruise Line'],
};

/** Seed 001 section 2, Africa detox tourism: three packages. */
export const africaDetoxPackages: TravelPackage[] = [
  {
    name: 'Wellness Safari Retreat',
    duration: '10-14 days',
    description: 'Game drives by day, spa and mindfulness at a luxury lodge by night.',
    features: ['Guided safaris', 'Daily wellness sessions', 'Lodge spa'],
  },
  {
    name: 'African Spa Escape',
    duration: '7-10 days',
    description: 'Traditional therapies and coastal calm.',
    features: ['Signature spa treatments', 'Healthy cuisine', 'Beach meditation'],
  },
  {
    name: 'Desert Detox Journey',
    duration: '8-12 days',
    description: 'Silence, stars and simplicity in the desert.',
    features: ['Desert camp', 'Sunrise yoga', 'Digital detox programme'],
  },
];
