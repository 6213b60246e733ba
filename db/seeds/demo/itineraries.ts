/**
 * Demo itineraries (every status) with their bookings (every type and status). Costs are
 * minor units; an itinerary's total is the sum of its bookings that are not cancelled.
 */
import type { Trx } from '../../index.ts';
import { insertVersioned } from '../../versioning.ts';
import type { DemoClientKey, DemoClients } from './clients.ts';

type BookingType = 'flight' | 'hotel' | 'activity' | 'transport' | 'restaurant' | 'other';
type BookingStatus = 'pending' | 'confirmed' | 'cancelled';
type ItineraryStatus = 'draft' | 'confirmed' | 'completed' | 'cancelled';

interface BookingSeed {
  type: BookingType;
  title: string;
  status: BookingStatus;
  cost: number;
  reference: string | null;
  startDate: string;
  endDate: string;
  details: { description: string; location: string; startTime?: string; endTime?: string };
  supplier: { reference: string; notes: string };
}

export type DemoItineraryKey =
  | 'jordanStLucia'
  | 'jordanOrlando'
  | 'jordanCruise'
  | 'jordanTampa'
  | 'keishaOrlando'
  | 'robertConvention'
  | 'priyaReunion'
  | 'emilyHoneymoon'
  | 'samuelSafari'
  | 'carlosMed'
  | 'graceCostaRica'
  | 'thomasRetreat';

interface ItinerarySeed {
  key: DemoItineraryKey;
  client: DemoClientKey;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  status: ItineraryStatus;
  agentNotes: string | null;
  bookings: readonly BookingSeed[];
}

const itineraries: readonly ItinerarySeed[] = [
  {
    key: 'jordanStLucia',
    client: 'jordan',
    title: 'Saint Lucia Anniversary Escape',
    description:
      'Seven nights at a Piton-view resort in Soufriere for a 10th anniversary, with a sunset sail and a private beach dinner.',
    startDate: '2027-02-12',
    endDate: '2027-02-19',
    status: 'confirmed',
    agentNotes:
      'Resort informed of the anniversary; requested the Piton-view suite upgrade. Vegetarian meals noted on the dinner booking.',
    bookings: [
      {
        type: 'flight',
        title: 'Orlando (MCO) to Hewanorra (UVF), round trip',
        status: 'confirmed',
        cost: 118_600,
        reference: 'JBL7QK',
        startDate: '2027-02-12',
        endDate: '2027-02-19',
        details: {
          description: 'Two economy seats, one checked bag each',
          location: 'Orlando International Airport',
          startTime: '08:05',
          endTime: '13:20',
        },
        supplier: { reference: 'JBL7QK', notes: 'Seats 14A and 14B held on both legs.' },
      },
      {
        type: 'hotel',
        title: 'Piton-view suite, 7 nights',
        status: 'confirmed',
        cost: 436_800,
        reference: 'SLR-884213',
        startDate: '2027-02-12',
        endDate: '2027-02-19',
        details: {
          description: 'Suite with plunge pool, breakfast and dinner daily',
          location: 'Soufriere, Saint Lucia',
          startTime: '15:00',
          endTime: '11:00',
        },
        supplier: { reference: 'SLR-884213', notes: 'Anniversary amenity requested at check-in.' },
      },
      {
        type: 'activity',
        title: 'Sunset catamaran cruise along the west coast',
        status: 'confirmed',
        cost: 29_000,
        reference: 'CAT-2291',
        startDate: '2027-02-15',
        endDate: '2027-02-15',
        details: {
          description: 'Two guests, drinks and canapes included',
          location: 'Rodney Bay Marina',
          startTime: '16:30',
          endTime: '19:00',
        },
        supplier: { reference: 'CAT-2291', notes: 'Hotel pickup at 15:45.' },
      },
      {
        type: 'transport',
        title: 'Private transfer Hewanorra airport to Soufriere',
        status: 'pending',
        cost: 16_000,
        reference: null,
        startDate: '2027-02-12',
        endDate: '2027-02-19',
        details: {
          description: 'Round trip, air-conditioned SUV, driver tracks the flight',
          location: 'Hewanorra International Airport',
          startTime: '13:45',
          endTime: '15:00',
        },
        supplier: {
          reference: 'IBT-TR-0412',
          notes: 'Awaiting final flight numbers confirmation from the airline.',
        },
      },
      {
        type: 'restaurant',
        title: 'Private beach dinner for two',
        status: 'pending',
        cost: 38_000,
        reference: null,
        startDate: '2027-02-17',
        endDate: '2027-02-17',
        details: {
          description: 'Five-course menu with a vegetarian option, torch-lit table on the beach',
          location: 'Anse Chastanet, Soufriere',
          startTime: '19:00',
          endTime: '21:30',
        },
        supplier: { reference: 'DIN-0217', notes: 'Deposit due 30 days before.' },
      },
    ],
  },
  {
    key: 'jordanOrlando',
    client: 'jordan',
    title: 'Orlando Family Weekend',
    description:
      'A long Easter weekend at Walt Disney World with the nieces: two park days and a character breakfast.',
    startDate: '2026-04-03',
    endDate: '2026-04-06',
    status: 'completed',
    agentNotes: 'Trip completed; client rated it 5/5. Suggested Universal for next spring.',
    bookings: [
      {
        type: 'hotel',
        title: 'Resort hotel, 3 nights, family room',
        status: 'confirmed',
        cost: 112_500,
        reference: 'WDW-5583920',
        startDate: '2026-04-03',
        endDate: '2026-04-06',
        details: {
          description: 'Two queen beds plus daybed, early park entry',
          location: 'Lake Buena Vista, FL',
          startTime: '15:00',
          endTime: '11:00',
        },
        supplier: { reference: 'WDW-5583920', notes: 'Paid in full.' },
      },
      {
        type: 'activity',
        title: '2-day park tickets for 4',
        status: 'confirmed',
        cost: 98_400,
        reference: 'TKT-44120',
        startDate: '2026-04-04',
        endDate: '2026-04-05',
        details: {
          description: 'Magic Kingdom and EPCOT, one park per day',
          location: 'Walt Disney World, FL',
        },
        supplier: { reference: 'TKT-44120', notes: 'Tickets linked to the family account.' },
      },
      {
        type: 'restaurant',
        title: 'Character breakfast for 4',
        status: 'confirmed',
        cost: 21_600,
        reference: 'ADR-7731',
        startDate: '2026-04-05',
        endDate: '2026-04-05',
        details: {
          description: 'Princess character breakfast',
          location: 'EPCOT',
          startTime: '08:15',
          endTime: '09:30',
        },
        supplier: { reference: 'ADR-7731', notes: 'Credit card guarantee on file.' },
      },
    ],
  },
  {
    key: 'jordanCruise',
    client: 'jordan',
    title: 'Caribbean Explorer Cruise',
    description:
      'Seven-night Western Caribbean sailing from Port Canaveral, balcony cabin, with Cozumel and Roatan shore days.',
    startDate: '2027-06-20',
    endDate: '2027-06-27',
    status: 'draft',
    agentNotes: 'Comparing two ships; waiting for the June fare release before holding a cabin.',
    bookings: [
      {
        type: 'other',
        title: 'Cruise fare, balcony stateroom for 2 (on hold)',
        status: 'pending',
        cost: 259_800,
        reference: null,
        startDate: '2027-06-20',
        endDate: '2027-06-27',
        details: {
          description: 'Caribbean Explorer package, 7 nights, two guests',
          location: 'Port Canaveral, FL',
          startTime: '16:00',
          endTime: '07:00',
        },
        supplier: {
          reference: 'HOLD-CE-0620',
          notes: 'Courtesy hold expires 72 hours after the fare release.',
        },
      },
      {
        type: 'transport',
        title: 'Cruise port shuttle, Winter Park to Port Canaveral',
        status: 'pending',
        cost: 18_500,
        reference: null,
        startDate: '2027-06-20',
        endDate: '2027-06-27',
        details: {
          description: 'Round trip private van with room for cruise luggage',
          location: 'Winter Park, FL',
          startTime: '11:00',
          endTime: '09:00',
        },
        supplier: { reference: 'IBT-TR-0620', notes: 'Book once the cruise is confirmed.' },
      },
    ],
  },
  {
    key: 'jordanTampa',
    client: 'jordan',
    title: 'Tampa Bay Weekend',
    description: 'A weekend in Tampa for a friend’s wedding; cancelled when the wedding moved to 2027.',
    startDate: '2026-09-18',
    endDate: '2026-09-20',
    status: 'cancelled',
    agentNotes: 'Cancelled within the free cancellation window; no penalties.',
    bookings: [
      {
        type: 'hotel',
        title: 'Waterfront hotel, 2 nights',
        status: 'cancelled',
        cost: 54_800,
        reference: 'TPA-11902',
        startDate: '2026-09-18',
        endDate: '2026-09-20',
        details: { description: 'King room, bay view', location: 'Tampa Riverwalk, FL' },
        supplier: { reference: 'TPA-11902', notes: 'Cancellation number CX-55120.' },
      },
      {
        type: 'restaurant',
        title: 'Rehearsal dinner seating',
        status: 'cancelled',
        cost: 12_000,
        reference: 'RSV-0918',
        startDate: '2026-09-18',
        endDate: '2026-09-18',
        details: {
          description: 'Two seats at the rehearsal dinner',
          location: 'Hyde Park Village, Tampa',
          startTime: '19:30',
        },
        supplier: { reference: 'RSV-0918', notes: 'Released.' },
      },
    ],
  },
  {
    key: 'keishaOrlando',
    client: 'keisha',
    title: 'Central Florida Family Fun',
    description:
      'Nine days in Orlando for Keisha and the kids: a vacation home with a pool, Disney and Universal days and a Space Coast trip.',
    startDate: '2027-07-10',
    endDate: '2027-07-19',
    status: 'draft',
    agentNotes: 'Shortlisted three vacation homes in Kissimmee; needs a decision on park days.',
    bookings: [
      {
        type: 'flight',
        title: 'Hewanorra (UVF) to Orlando (MCO), round trip for 3',
        status: 'pending',
        cost: 141_300,
        reference: null,
        startDate: '2027-07-10',
        endDate: '2027-07-19',
        details: {
          description: 'One adult, two children, economy',
          location: 'Hewanorra International Airport',
          startTime: '14:10',
          endTime: '18:35',
        },
        supplier: { reference: 'QUOTE-UVF-MCO', notes: 'Fare quoted, not ticketed.' },
      },
    ],
  },
  {
    key: 'robertConvention',
    client: 'robert',
    title: 'Las Vegas Sales Convention',
    description:
      'Travel for a sales team of eight to a four-day industry convention, hotel connected to the convention centre.',
    startDate: '2026-12-07',
    endDate: '2026-12-11',
    status: 'confirmed',
    agentNotes: 'Room block of 8 under the company name; invoice to accounts payable with PO 4471.',
    bookings: [
      {
        type: 'flight',
        title: 'Tampa (TPA) to Las Vegas (LAS), 8 travellers',
        status: 'confirmed',
        cost: 356_000,
        reference: 'GRP8TPA',
        startDate: '2026-12-07',
        endDate: '2026-12-11',
        details: {
          description: 'Group fare, aisle seats where available',
          location: 'Tampa International Airport',
          startTime: '07:40',
          endTime: '10:05',
        },
        supplier: { reference: 'GRP8TPA', notes: 'Names final 14 days before departure.' },
      },
      {
        type: 'hotel',
        title: 'Convention hotel room block, 8 rooms x 4 nights',
        status: 'confirmed',
        cost: 633_600,
        reference: 'BLK-CONV-2026',
        startDate: '2026-12-07',
        endDate: '2026-12-11',
        details: {
          description: 'Connected to the convention centre, breakfast included',
          location: 'Las Vegas Strip, NV',
          startTime: '16:00',
          endTime: '11:00',
        },
        supplier: { reference: 'BLK-CONV-2026', notes: 'Attrition clause: 80% pickup.' },
      },
      {
        type: 'transport',
        title: 'Airport shuttle for the team',
        status: 'confirmed',
        cost: 32_000,
        reference: 'SHT-4471',
        startDate: '2026-12-07',
        endDate: '2026-12-11',
        details: {
          description: 'Sprinter van, both directions',
          location: 'Harry Reid International Airport',
        },
        supplier: { reference: 'SHT-4471', notes: 'Driver meets at baggage claim 3.' },
      },
      {
        type: 'restaurant',
        title: 'Team dinner for 8',
        status: 'pending',
        cost: 96_000,
        reference: null,
        startDate: '2026-12-09',
        endDate: '2026-12-09',
        details: {
          description: 'Private dining room, set menu',
          location: 'Las Vegas Strip, NV',
          startTime: '19:00',
          endTime: '22:00',
        },
        supplier: { reference: 'PDR-1209', notes: 'Menu choice due 7 days before.' },
      },
    ],
  },
  {
    key: 'priyaReunion',
    client: 'priya',
    title: 'Natarajan Family Reunion, Saint Lucia',
    description:
      'Caribbean Family Reunion package for 18 guests over six days at an all-inclusive family resort.',
    startDate: '2027-04-05',
    endDate: '2027-04-11',
    status: 'draft',
    agentNotes:
      'Accessible rooms confirmed available; waiting for final headcount before requesting the group contract.',
    bookings: [],
  },
  {
    key: 'emilyHoneymoon',
    client: 'emily',
    title: 'Honeymoon in Saint Lucia',
    description:
      'Romantic Getaway package: six nights split between Rodney Bay and Soufriere after the June wedding.',
    startDate: '2027-06-14',
    endDate: '2027-06-20',
    status: 'confirmed',
    agentNotes: 'Honeymoon registry link shared with the couple.',
    bookings: [
      {
        type: 'hotel',
        title: 'Adults-only resort, 3 nights, Rodney Bay',
        status: 'confirmed',
        cost: 187_500,
        reference: 'RB-77310',
        startDate: '2027-06-14',
        endDate: '2027-06-17',
        details: {
          description: 'Ocean-front junior suite, all-inclusive',
          location: 'Rodney Bay, Saint Lucia',
        },
        supplier: { reference: 'RB-77310', notes: 'Honeymoon package: couples massage included.' },
      },
      {
        type: 'hotel',
        title: 'Piton-view villa, 3 nights, Soufriere',
        status: 'confirmed',
        cost: 264_000,
        reference: 'SF-20417',
        startDate: '2027-06-17',
        endDate: '2027-06-20',
        details: {
          description: 'Villa with private plunge pool, breakfast included',
          location: 'Soufriere, Saint Lucia',
        },
        supplier: { reference: 'SF-20417', notes: 'Late check-out requested.' },
      },
      {
        type: 'activity',
        title: 'Rainforest zipline and Sulphur Springs tour',
        status: 'pending',
        cost: 24_000,
        reference: null,
        startDate: '2027-06-18',
        endDate: '2027-06-18',
        details: {
          description: 'Half-day tour for two with lunch',
          location: 'Soufriere, Saint Lucia',
          startTime: '09:00',
          endTime: '14:00',
        },
        supplier: { reference: 'ZIP-0618', notes: 'Closed-toe shoes required.' },
      },
    ],
  },
  {
    key: 'samuelSafari',
    client: 'samuel',
    title: 'Wellness Safari Retreat',
    description: 'Twelve days of eco-lodge safari, yoga and spa in East Africa.',
    startDate: '2027-09-03',
    endDate: '2027-09-15',
    status: 'draft',
    agentNotes: null,
    bookings: [],
  },
  {
    key: 'carlosMed',
    client: 'carlos',
    title: 'Mediterranean Grand Cruise',
    description: 'Ten nights Barcelona to Rome with a pre-cruise night in Barcelona.',
    startDate: '2027-05-08',
    endDate: '2027-05-18',
    status: 'confirmed',
    agentNotes: 'Late seating requested; loyalty number added to both reservations.',
    bookings: [
      {
        type: 'other',
        title: 'Cruise fare, balcony stateroom for 2',
        status: 'confirmed',
        cost: 579_800,
        reference: 'CEL-8812045',
        startDate: '2027-05-09',
        endDate: '2027-05-18',
        details: {
          description: 'Mediterranean Grand, 10 nights, two guests',
          location: 'Port of Barcelona',
          startTime: '17:00',
          endTime: '07:00',
        },
        supplier: { reference: 'CEL-8812045', notes: 'Final payment due 2027-02-07.' },
      },
      {
        type: 'flight',
        title: 'Miami (MIA) to Barcelona (BCN), return from Rome (FCO)',
        status: 'confirmed',
        cost: 248_000,
        reference: 'IBX9PL',
        startDate: '2027-05-08',
        endDate: '2027-05-18',
        details: {
          description: 'Open-jaw, premium economy for two',
          location: 'Miami International Airport',
          startTime: '18:20',
          endTime: '08:45',
        },
        supplier: { reference: 'IBX9PL', notes: 'Seats 22D and 22E.' },
      },
      {
        type: 'hotel',
        title: 'Pre-cruise night in Barcelona',
        status: 'confirmed',
        cost: 31_000,
        reference: 'BCN-3381',
        startDate: '2027-05-08',
        endDate: '2027-05-09',
        details: {
          description: 'Hotel near the Gothic Quarter, breakfast included',
          location: 'Barcelona, Spain',
        },
        supplier: { reference: 'BCN-3381', notes: 'Early check-in requested.' },
      },
    ],
  },
  {
    key: 'graceCostaRica',
    client: 'grace',
    title: 'Choir Group Costa Rica Adventure',
    description:
      'Costa Rica Adventure package for 14: Arenal, Monteverde and Manuel Antonio over eight days.',
    startDate: '2027-03-14',
    endDate: '2027-03-22',
    status: 'draft',
    agentNotes: 'Instalment plan drafted: deposit plus five monthly payments.',
    bookings: [
      {
        type: 'activity',
        title: 'Ziplining and white-water rafting day',
        status: 'pending',
        cost: 182_000,
        reference: null,
        startDate: '2027-03-17',
        endDate: '2027-03-17',
        details: {
          description: 'Group of 14 with guides and lunch',
          location: 'La Fortuna, Costa Rica',
          startTime: '07:30',
          endTime: '16:00',
        },
        supplier: { reference: 'CR-ADV-14', notes: 'Waivers to be signed on arrival.' },
      },
    ],
  },
  {
    key: 'thomasRetreat',
    client: 'thomas',
    title: 'Corporate Orlando Retreat',
    description: 'Four-day team retreat for 30 with meeting space, a team-building day and a park evening.',
    startDate: '2027-01-25',
    endDate: '2027-01-29',
    status: 'confirmed',
    agentNotes: 'Dietary list received (4 vegan, 2 gluten-free).',
    bookings: [
      {
        type: 'hotel',
        title: 'Resort room block, 30 rooms x 4 nights, with meeting room',
        status: 'confirmed',
        cost: 1_620_000,
        reference: 'ORL-GRP-0125',
        startDate: '2027-01-25',
        endDate: '2027-01-29',
        details: {
          description: 'Meeting room daily 09:00-17:00, breakfast included',
          location: 'International Drive, Orlando, FL',
        },
        supplier: { reference: 'ORL-GRP-0125', notes: 'Rooming list due 2027-01-04.' },
      },
      {
        type: 'activity',
        title: 'Team-building culinary challenge',
        status: 'confirmed',
        cost: 270_000,
        reference: 'CUL-3030',
        startDate: '2027-01-27',
        endDate: '2027-01-27',
        details: {
          description: 'Three-hour cooking competition for 30',
          location: 'Orlando, FL',
          startTime: '14:00',
          endTime: '17:00',
        },
        supplier: { reference: 'CUL-3030', notes: 'Dietary list forwarded.' },
      },
      {
        type: 'transport',
        title: 'Coach transfers MCO to resort',
        status: 'cancelled',
        cost: 90_000,
        reference: 'BUS-0125',
        startDate: '2027-01-25',
        endDate: '2027-01-29',
        details: { description: '56-seat coach, both directions', location: 'Orlando International Airport' },
        supplier: { reference: 'BUS-0125', notes: 'Cancelled: the company books its own shuttle.' },
      },
    ],
  },
];

export interface DemoItineraryRow {
  id: string;
  clientId: string;
  title: string;
  totalCost: number | null;
}

export type DemoItineraries = Record<DemoItineraryKey, DemoItineraryRow>;

export interface ItinerarySeedResult {
  itineraries: DemoItineraries;
  bookings: number;
}

export async function seedItineraries(trx: Trx, clients: DemoClients): Promise<ItinerarySeedResult> {
  const out = {} as DemoItineraries;
  let bookings = 0;
  for (const itinerary of itineraries) {
    const totalCost = itinerary.bookings.length
      ? itinerary.bookings.filter((b) => b.status !== 'cancelled').reduce((sum, b) => sum + b.cost, 0)
      : null;
    const row = await insertVersioned(trx, 'itineraries', {
      clientId: clients[itinerary.client].id,
      title: itinerary.title,
      description: itinerary.description,
      startDate: itinerary.startDate,
      endDate: itinerary.endDate,
      totalCost,
      currency: 'USD',
      status: itinerary.status,
      agentNotes: itinerary.agentNotes,
    });
    for (const booking of itinerary.bookings) {
      await insertVersioned(trx, 'bookings', {
        itineraryId: row.id,
        type: booking.type,
        title: booking.title,
        details: JSON.stringify(booking.details),
        cost: booking.cost,
        currency: 'USD',
        status: booking.status,
        bookingReference: booking.reference,
        supplierInfo: JSON.stringify(booking.supplier),
        startDate: booking.startDate,
        endDate: booking.endDate,
      });
      bookings += 1;
    }
    out[itinerary.key] = {
      id: row.id as string,
      clientId: row.clientId as string,
      title: itinerary.title,
      totalCost,
    };
  }
  return { itineraries: out, bookings };
}
