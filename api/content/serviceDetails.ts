import type { transportLocations } from './catalogue.ts';

/**
 * Copy of the service pages that only those pages carry: heroes, benefit
 * and inclusion lists, section texts. Their packages, prices, coverage areas and checklists come
 * from the shared catalogue (@content/catalogue).
 */

/** Business travel: hero and the eight benefits. */
export const businessTravel = {
  hero: {
    eyebrow: 'Corporate & Convention Travel',
    title: 'Business Travel Management',
    lead: 'Meetings, conventions and expos handled end to end, so your team lands prepared and on budget.',
  },
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
};

/** Group vacations: hero, popular destinations and what is included. */
export const groupVacations = {
  hero: {
    eyebrow: 'Special pricing for 8+ travellers',
    title: 'Group Vacations',
    lead: 'Reunions, retreats and celebrations made easy. Special pricing applies to groups of 8 or more travellers.',
  },
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
};

/** Private transport: hero and what each of the catalogue's two locations covers. */
export const privateTransport = {
  hero: {
    eyebrow: 'Florida & Saint Lucia',
    title: 'Private Transportation',
    lead: 'Reliable, comfortable rides between airports, cruise ports, hotels and attractions.',
  },
  locationDetails: {
    Florida: 'Orlando, Tampa Bay and the Central Florida theme-park corridor.',
    'Saint Lucia': 'Hewanorra and George F. L. Charles airports, resorts and Castries port.',
  } satisfies Record<(typeof transportLocations)[number], string>,
};

/** Transportation and courier: hero, ride services, trust points and the courier service. */
export const transportation = {
  hero: {
    eyebrow: 'Rides & Deliveries',
    title: 'Transportation & Courier Services',
    lead: 'Private rides and dependable courier runs across Central Florida and Saint Lucia.',
  },
  services: [
    { name: 'Airport & Port Transfers', description: 'On-time pickups with flight and ship tracking.' },
    {
      name: 'Hourly Charters',
      description: 'A driver at your disposal for meetings, shopping or sightseeing.',
    },
    { name: 'Group Shuttles', description: 'Vans and coaches for weddings, teams and reunions.' },
    {
      name: 'Courier Service',
      description:
        'Same-day document and parcel delivery for businesses and travellers, with proof of delivery.',
    },
  ],
  trust: ['Licensed and insured drivers', 'Clean, modern vehicles', 'Fixed quotes before you ride'],
};

/** The courier service of the transportation page, in more detail than its service card. */
export const courierService = {
  title: 'Courier Service',
  text: 'Documents, passports, parcels and forgotten luggage delivered the same day between offices, hotels, airports and cruise terminals in Central Florida and Saint Lucia.',
  features: [
    'Same-day delivery across our coverage areas',
    'Proof of delivery with name and time',
    'Airport and cruise-terminal drop-offs',
    'Scheduled runs for businesses',
  ],
};

/** Transportation booking: hero, the embedded partner form and the help block. */
export const transportationBooking = {
  hero: {
    eyebrow: 'Airport · Cruise Port · Hotel',
    title: 'Book Your Private Transportation',
    lead: 'Reserve airport, cruise-port and hotel transfers in Central Florida and Saint Lucia.',
  },
  form: {
    title: 'Reserve Your Ride',
    intro:
      'Choose your pickup, drop-off, date and party size; our transport partner confirms the booking by e-mail.',
    frameTitle: 'Private transportation booking form',
    openInNewTab: 'Open the booking form in a new tab',
    fallbackTitle: 'The booking form could not be shown here',
    fallbackText: 'Open it in a new tab to book your ride, or call or e-mail us and we will book it for you.',
  },
};

interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

/** Visit Saint Lucia: hero, the gallery and the custom-itinerary section. */
export const visitSaintLucia = {
  hero: {
    eyebrow: 'The Helen of the West Indies',
    title: 'Visit Saint Lucia',
    lead: 'Twin Pitons, rainforest waterfalls, drive-in volcano springs and warm Creole hospitality.',
  },
  gallery: [
    {
      src: '/images/saint-lucia-pitons.svg',
      alt: 'The twin Pitons rising from the sea at sunset, a sailboat in the bay',
      caption: 'The Pitons at Soufrière',
      width: 480,
      height: 320,
    },
    {
      src: '/images/saint-lucia-marigot-bay.svg',
      alt: 'Sailboats at anchor in a narrow bay framed by green hills and palm trees',
      caption: 'Marigot Bay',
      width: 480,
      height: 320,
    },
    {
      src: '/images/saint-lucia-sulphur-springs.svg',
      alt: 'Steam rising from grey mud pools at the foot of a volcanic slope',
      caption: 'Sulphur Springs, the drive-in volcano',
      width: 480,
      height: 320,
    },
    {
      src: '/images/saint-lucia-rainforest-falls.svg',
      alt: 'A waterfall dropping into a pool surrounded by rainforest and red blossoms',
      caption: 'Rainforest waterfalls near Soufrière',
      width: 480,
      height: 320,
    },
    {
      src: '/images/saint-lucia-rodney-bay.svg',
      alt: 'A sunny beach with a windsurfer and a kayak on calm blue water',
      caption: 'Rodney Bay and Reduit Beach',
      width: 480,
      height: 320,
    },
    {
      src: '/images/saint-lucia-castries-market.svg',
      alt: 'The red-roofed Castries market hall with stalls of tropical fruit in front',
      caption: 'Castries Market',
      width: 480,
      height: 320,
    },
  ] satisfies GalleryImage[],
  itinerary: {
    title: 'Design a Custom Itinerary',
    paragraphs: [
      'Combine beaches, hikes, food tours and spa days at your own pace. Start with our free island guide, then let an agent build the day-by-day plan.',
      'We arrange the whole trip: flights into Hewanorra, the right resort for your style, private drivers between the north and the south of the island, and the excursions worth booking ahead.',
    ],
    transportLink: 'Arrange island transportation',
  },
};
