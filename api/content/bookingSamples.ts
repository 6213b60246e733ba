import type { MinorUnits } from '../contract/money.ts';

/**
 * The sample offers of the hotel and flight detail pages: three hotels and two flights with
 * fixed ids and prices (hotel-1..3 at
 * $299, $459 and $189 a night; flight-1 at $489 and flight-2 at $529 a person, each one leg of
 * 270 minutes). Names, addresses and schedules are demo
 * values for the agency's two destinations, Saint Lucia and Orlando.
 */

export interface Price {
  amount: MinorUnits;
  currency: 'USD';
}

/** The agency's two destinations; a search names one by any of its places. */
export type Region = 'saint-lucia' | 'orlando';

const regionPlaces: Record<Region, string[]> = {
  'saint-lucia': ['saint lucia', 'lucia', 'hewanorra', 'uvf', 'vieux fort', 'castries', 'slu'],
  orlando: ['orlando', 'florida', 'fl', 'central florida', 'mco', 'lake buena vista', 'kissimmee', 'disney'],
};

export interface HotelImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface CatalogueHotel {
  id: string;
  name: string;
  description: string;
  address: string;
  /** Guest rating out of 5. */
  rating: number;
  price: Price;
  /** The hero image (a thumbnail address). */
  image: HotelImage;
  amenities: string[];
  checkInTime: string;
  checkOutTime: string;
  /** The place the partner's hotel search looks for when the visitor brought no destination. */
  searchDestination: string;
  region: Region;
  /** Places that name this hotel rather than another of its region (the assistant finds it by them). */
  places: string[];
}

/** The illustrations in pwa/public/images share one size, so the page reserves their space. */
const IMAGE_SIZE = { width: 1200, height: 675 } as const;

export const hotels: CatalogueHotel[] = [
  {
    id: 'hotel-1',
    name: 'Pitons Bay Beach Resort',
    description:
      'Hillside cottages and beachfront suites on a sheltered bay between the Pitons, a short boat ride from Soufrière. Snorkel the marine reserve from the beach, soak in the volcanic mineral springs nearby, then watch the sun set behind Petit Piton from the open-air restaurant.',
    address: 'Anse des Pitons Road, Soufrière, Saint Lucia',
    rating: 4.7,
    price: { amount: 29900, currency: 'USD' },
    image: {
      src: '/images/hotel-1.svg',
      alt: 'Beach cottages on a turquoise bay below the twin peaks of the Pitons',
      ...IMAGE_SIZE,
    },
    amenities: ['Private beach', 'Outdoor pool', 'Spa', 'Free Wi-Fi', 'Snorkel gear', 'Restaurant and bar'],
    checkInTime: '3:00 PM',
    checkOutTime: '11:00 AM',
    searchDestination: 'Soufrière, Saint Lucia',
    region: 'saint-lucia',
    places: ['soufriere', 'pitons', 'anse des pitons'],
  },
  {
    id: 'hotel-2',
    name: 'Rodney Bay Marina Suites',
    description:
      'Waterfront suites with balconies over the marina, steps from the white sand of Reduit Beach. A rooftop infinity pool looks across to Pigeon Island, and the restaurants and nightlife of Rodney Bay Village are a five-minute stroll away.',
    address: 'Reduit Beach Avenue, Rodney Bay, Gros Islet, Saint Lucia',
    rating: 4.8,
    price: { amount: 45900, currency: 'USD' },
    image: {
      src: '/images/hotel-2.svg',
      alt: 'Sailing yachts moored in front of a white waterfront hotel at Rodney Bay marina',
      ...IMAGE_SIZE,
    },
    amenities: [
      'Rooftop infinity pool',
      'Marina views',
      'Fitness centre',
      'Free Wi-Fi',
      'Airport shuttle',
      'Kids club',
    ],
    checkInTime: '2:00 PM',
    checkOutTime: '12:00 PM',
    searchDestination: 'Rodney Bay, Saint Lucia',
    region: 'saint-lucia',
    places: ['rodney bay', 'gros islet', 'reduit', 'pigeon island'],
  },
  {
    id: 'hotel-3',
    name: 'Lake Buena Vista Family Suites',
    description:
      'Two-room suites with a kitchenette for families visiting the Orlando theme parks, with a free scheduled shuttle to Walt Disney World and Disney Springs. Hot breakfast is included every morning, and the lagoon pool has a splash zone for younger travellers.',
    address: '12205 Palm Parkway, Orlando, FL 32836',
    rating: 4.4,
    price: { amount: 18900, currency: 'USD' },
    image: {
      src: '/images/hotel-3.svg',
      alt: 'A resort pool lined with palm trees in front of a family hotel in Orlando',
      ...IMAGE_SIZE,
    },
    amenities: [
      'Theme park shuttle',
      'Free hot breakfast',
      'Kitchenette',
      'Lagoon pool',
      'Free Wi-Fi',
      'Free parking',
    ],
    checkInTime: '4:00 PM',
    checkOutTime: '11:00 AM',
    searchDestination: 'Lake Buena Vista, Orlando, FL',
    region: 'orlando',
    places: ['lake buena vista', 'palm parkway'],
  },
];

export interface Airport {
  code: string;
  region: Region;
  city: string;
  name: string;
}

export interface FlightLeg {
  from: Airport;
  to: Airport;
  /** Local clock times at each airport, 24-hour "HH:MM". */
  departTime: string;
  arriveTime: string;
  durationMinutes: number;
  terminal: { departure: string; arrival: string };
}

export interface CatalogueFlight {
  id: string;
  carrier: string;
  flightNumber: string;
  aircraft: string;
  cabinClass: string;
  /** A sample flight has one leg: the outbound flight. */
  legs: [FlightLeg];
  /** The same carrier's flight back, shown as the Return leg when the search has a return date. */
  returnLeg: FlightLeg & { flightNumber: string };
  price: Price;
  baggage: { carryOn: string; checked: string };
  amenities: string[];
  policies: { cancellation: string; changes: string; checkin: string };
}

const orlando: Airport = {
  code: 'MCO',
  region: 'orlando',
  city: 'Orlando',
  name: 'Orlando International Airport',
};
const saintLucia: Airport = {
  code: 'UVF',
  region: 'saint-lucia',
  city: 'Saint Lucia',
  name: 'Hewanorra International Airport',
};

export const flights: CatalogueFlight[] = [
  {
    id: 'flight-1',
    carrier: 'Caribbean Skies',
    flightNumber: 'CS 412',
    aircraft: 'Airbus A321neo',
    cabinClass: 'Economy',
    legs: [
      {
        from: orlando,
        to: saintLucia,
        departTime: '08:05',
        arriveTime: '13:35',
        durationMinutes: 270,
        terminal: { departure: 'Terminal C', arrival: 'Main Terminal' },
      },
    ],
    returnLeg: {
      flightNumber: 'CS 413',
      from: saintLucia,
      to: orlando,
      departTime: '14:45',
      arriveTime: '18:25',
      durationMinutes: 280,
      terminal: { departure: 'Main Terminal', arrival: 'Terminal C' },
    },
    price: { amount: 48900, currency: 'USD' },
    baggage: {
      carryOn: 'One carry-on bag up to 22 lb (10 kg) and one personal item included',
      checked: 'First checked bag up to 50 lb (23 kg) $35; second bag $45',
    },
    amenities: [
      'Free Wi-Fi messaging',
      'Seat-back entertainment',
      'Complimentary snacks and drinks',
      'USB-C power at every seat',
    ],
    policies: {
      cancellation:
        'Free cancellation within 24 hours of booking; after that the fare is returned as travel credit, less a $99 fee.',
      changes: 'Date and time changes up to 3 hours before departure for $75 plus any fare difference.',
      checkin:
        'Online check-in opens 24 hours before departure; be at the airport 2 hours ahead of this international flight with a valid passport.',
    },
  },
  {
    id: 'flight-2',
    carrier: 'Sunbridge Airways',
    flightNumber: 'SB 731',
    aircraft: 'Boeing 737 MAX 8',
    cabinClass: 'Economy',
    legs: [
      {
        from: saintLucia,
        to: orlando,
        departTime: '10:20',
        arriveTime: '13:50',
        durationMinutes: 270,
        terminal: { departure: 'Main Terminal', arrival: 'Terminal B' },
      },
    ],
    returnLeg: {
      flightNumber: 'SB 730',
      from: orlando,
      to: saintLucia,
      departTime: '15:30',
      arriveTime: '20:50',
      durationMinutes: 260,
      terminal: { departure: 'Terminal B', arrival: 'Main Terminal' },
    },
    price: { amount: 52900, currency: 'USD' },
    baggage: {
      carryOn: 'One carry-on bag up to 22 lb (10 kg) and one personal item included',
      checked: 'One checked bag up to 50 lb (23 kg) included',
    },
    amenities: [
      'Extra-legroom seats available',
      'Free streaming entertainment',
      'Complimentary meal and drinks',
      'In-seat power',
    ],
    policies: {
      cancellation:
        'Fully refundable up to 7 days before departure; within 7 days, refunded as travel credit.',
      changes: 'No change fee; pay only the fare difference. Same-day standby is free.',
      checkin:
        'Online check-in opens 24 hours before departure and closes 60 minutes before; Saint Lucia requires a passport valid for your whole stay.',
    },
  },
];

/**
 * The words of a place, lower case, without accents or punctuation, padded with spaces so a
 * phrase matches whole words only ("fl" in "Orlando, FL" but not in "flights"); "St." reads
 * as "Saint".
 */
function placeWords(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bst\b/g, 'saint');
  return ` ${words} `;
}

function mentions(place: string, phrases: readonly string[]): boolean {
  const words = placeWords(place);
  return phrases.some((phrase) => words.includes(` ${phrase} `));
}

/**
 * Whether a searched route is the one the flight flies: the origin (when given) names the
 * outbound leg's departure area, the destination (when given) its arrival area.
 */
export function flightServesRoute(flight: CatalogueFlight, from: string | null, to: string | null): boolean {
  const [outbound] = flight.legs;
  return (
    (from === null || mentions(from, regionPlaces[outbound.from.region])) &&
    (to === null || mentions(to, regionPlaces[outbound.to.region]))
  );
}

/** 270 -> "4h 30m". */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** "08:05" -> "8:05 AM", "13:35" -> "1:35 PM": the clock time as people in the US read it. */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
