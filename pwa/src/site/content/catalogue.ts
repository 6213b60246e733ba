import type { MinorUnits } from '@contract/money';

/** Seed 001 section 2: the hotel and flight detail pages carry a small built-in catalogue. */
export interface CatalogueHotel {
  id: string;
  name: string;
  address: string;
  rating: number;
  description: string;
  checkIn: string;
  checkOut: string;
  amenities: string[];
  pricePerNight: MinorUnits;
}

export const hotels: CatalogueHotel[] = [
  {
    id: 'sugar-beach-resort',
    name: 'Sugar Beach Resort',
    address: 'Val des Pitons, Soufrière, Saint Lucia',
    rating: 5,
    description: 'Villas and bungalows set between the two Pitons on a white-sand bay.',
    checkIn: '3:00 PM',
    checkOut: '12:00 PM',
    amenities: ['Beachfront', 'Spa', 'Pool', 'Free Wi-Fi', 'Restaurant'],
    pricePerNight: 89900,
  },
  {
    id: 'lake-buena-vista-suites',
    name: 'Lake Buena Vista Suites',
    address: '8203 World Center Dr, Orlando, FL',
    rating: 4,
    description: 'Family suites with kitchens and a free shuttle to the theme parks.',
    checkIn: '4:00 PM',
    checkOut: '11:00 AM',
    amenities: ['Park shuttle', 'Pool', 'Kitchenette', 'Free breakfast', 'Parking'],
    pricePerNight: 18900,
  },
  {
    id: 'rodney-bay-marina-hotel',
    name: 'Rodney Bay Marina Hotel',
    address: 'Rodney Bay, Gros Islet, Saint Lucia',
    rating: 4,
    description: 'Harbour-view rooms steps from Reduit Beach, restaurants and nightlife.',
    checkIn: '2:00 PM',
    checkOut: '11:00 AM',
    amenities: ['Marina views', 'Pool', 'Fitness centre', 'Free Wi-Fi'],
    pricePerNight: 24900,
  },
];

export interface CatalogueFlight {
  id: string;
  carrier: string;
  flightNumber: string;
  aircraft: string;
  cabinClass: string;
  from: string;
  to: string;
  durationMinutes: number;
  pricePerPerson: MinorUnits;
}

export const flights: CatalogueFlight[] = [
  {
    id: 'mco-uvf-direct',
    carrier: 'Caribbean Skies',
    flightNumber: 'CS 412',
    aircraft: 'Airbus A321neo',
    cabinClass: 'Economy',
    from: 'Orlando (MCO)',
    to: 'Saint Lucia (UVF)',
    durationMinutes: 245,
    pricePerPerson: 42900,
  },
  {
    id: 'uvf-mco-direct',
    carrier: 'Caribbean Skies',
    flightNumber: 'CS 413',
    aircraft: 'Airbus A321neo',
    cabinClass: 'Economy',
    from: 'Saint Lucia (UVF)',
    to: 'Orlando (MCO)',
    durationMinutes: 260,
    pricePerPerson: 43900,
  },
];

export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
