import type { MinorUnits } from '@contract/money';

/**
 * The content specification sections 2-3: the hotel and flight detail pages carry built-in sample offers with
 * the specification's ids and prices (hotel-1..3 at $299, $459, $189 a night; flight-1 $489 and
 * flight-2 $529, one 270-minute leg each). Names and addresses are demo values.
 */
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
    id: 'hotel-1',
    name: 'Sugar Beach Resort',
    address: 'Val des Pitons, Soufrière, Saint Lucia',
    rating: 5,
    description: 'Villas and bungalows set between the two Pitons on a white-sand bay.',
    checkIn: '3:00 PM',
    checkOut: '12:00 PM',
    amenities: ['Beachfront', 'Spa', 'Pool', 'Free Wi-Fi', 'Restaurant'],
    pricePerNight: 29900,
  },
  {
    id: 'hotel-3',
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
    id: 'hotel-2',
    name: 'Rodney Bay Marina Hotel',
    address: 'Rodney Bay, Gros Islet, Saint Lucia',
    rating: 4,
    description: 'Harbour-view rooms steps from Reduit Beach, restaurants and nightlife.',
    checkIn: '2:00 PM',
    checkOut: '11:00 AM',
    amenities: ['Marina views', 'Pool', 'Fitness centre', 'Free Wi-Fi'],
    pricePerNight: 45900,
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
    id: 'flight-1',
    carrier: 'Caribbean Skies',
    flightNumber: 'CS 412',
    aircraft: 'Airbus A321neo',
    cabinClass: 'Economy',
    from: 'Orlando (MCO)',
    to: 'Saint Lucia (UVF)',
    durationMinutes: 270,
    pricePerPerson: 48900,
  },
  {
    id: 'flight-2',
    carrier: 'Caribbean Skies',
    flightNumber: 'CS 413',
    aircraft: 'Airbus A321neo',
    cabinClass: 'Economy',
    from: 'Saint Lucia (UVF)',
    to: 'Orlando (MCO)',
    durationMinutes: 270,
    pricePerPerson: 52900,
  },
];

export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
