import type { transportLocations } from '@content/catalogue';

/**
 * Copy of the service pages that only those pages carry (the content specification section 2): heroes, benefit
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
