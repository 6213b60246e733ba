/** Demo proposals in every status, with the agency's default branding. */
import { randomBytes } from 'node:crypto';
import { brand } from '../../../api/contract/brand.ts';
import { jsonb, type Trx } from '../../index.ts';
import { insertVersioned } from '../../versioning.ts';
import { acceptedSnapshotOf } from '../../../api/commands/proposalAcceptance.ts';
import { findProposalByToken } from '../../../api/queries/proposals.ts';
import type { DemoClientKey, DemoClients } from './clients.ts';
import type { DemoItineraries, DemoItineraryKey } from './itineraries.ts';
import type { DemoQuoteKey, DemoQuotes } from './quotes.ts';

/** Accent #2563eb, footer the agency's legal name. */
export const defaultBranding = {
  companyLogo: '',
  accentColor: '#2563eb',
  footerText: brand.legalName,
} as const;

type ProposalStatus = 'draft' | 'sent' | 'viewed' | 'accepted' | 'rejected';
type ProposalTemplate = 'standard' | 'luxury' | 'business' | 'group' | 'custom';

interface DayPlan {
  day: number;
  title: string;
  description: string;
  activities: string[];
}

interface ProposalSeed {
  client: DemoClientKey;
  quote: DemoQuoteKey | null;
  itinerary: DemoItineraryKey | null;
  title: string;
  description: string;
  template: ProposalTemplate;
  introduction: string;
  destinations: string[];
  startDate: string;
  endDate: string;
  numberOfTravelers: number;
  detailedItinerary: DayPlan[];
  inclusions: string[];
  exclusions: string[];
  customSections: { title: string; content: string; order: number }[];
  validUntil: string | null;
  /** Used when no quote is linked. */
  estimate?: number;
  status: ProposalStatus;
  notes: string | null;
}

const TERMS =
  'This proposal is an estimate based on current availability and rates. Prices are confirmed when booked. A 25% deposit secures the trip; the balance is due 60 days before departure. Travel insurance is strongly recommended.';

const proposals: readonly ProposalSeed[] = [
  {
    client: 'jordan',
    quote: 'jordanStLucia',
    itinerary: 'jordanStLucia',
    title: 'Saint Lucia Anniversary Escape',
    description: 'Seven nights under the Pitons to celebrate ten years together.',
    template: 'luxury',
    introduction:
      'Jordan, thank you for trusting us with your anniversary. This week balances quiet time at a Piton-view suite with a few unforgettable moments: a sunset sail, a spa afternoon and a private dinner on the sand.',
    destinations: ['Soufriere', 'Rodney Bay'],
    startDate: '2027-02-12',
    endDate: '2027-02-19',
    numberOfTravelers: 2,
    detailedItinerary: [
      {
        day: 1,
        title: 'Arrival in paradise',
        description: 'Fly to Hewanorra; private transfer along the coast road to Soufriere.',
        activities: ['Private transfer', 'Welcome drinks'],
      },
      {
        day: 2,
        title: 'Slow morning, spa afternoon',
        description: 'Breakfast on your terrace, then a couples massage.',
        activities: ['Couples massage', 'Plunge pool'],
      },
      {
        day: 4,
        title: 'Sunset sail',
        description: 'Catamaran along the west coast with drinks as the sun goes down.',
        activities: ['Sunset catamaran cruise'],
      },
      {
        day: 6,
        title: 'Anniversary dinner',
        description: 'A five-course dinner at a torch-lit table on the beach.',
        activities: ['Private beach dinner'],
      },
      {
        day: 8,
        title: 'Departure',
        description: 'Late check-out and transfer to the airport.',
        activities: ['Private transfer'],
      },
    ],
    inclusions: [
      'Round-trip flights from Orlando',
      '7 nights in a Piton-view suite',
      'Breakfast and dinner daily',
      'Sunset catamaran cruise',
      'Private airport transfers',
      'Private beach dinner',
    ],
    exclusions: ['Travel insurance', 'Lunches', 'Gratuities', 'Optional excursions'],
    customSections: [
      {
        title: 'Why this resort',
        content:
          'Every suite faces the Pitons and has its own plunge pool; the resort is small enough that staff know your names by day two.',
        order: 1,
      },
      {
        title: 'Good to know',
        content:
          'Saint Lucia uses the Eastern Caribbean dollar, but US dollars are accepted everywhere. Bring reef-safe sunscreen.',
        order: 2,
      },
    ],
    validUntil: '2026-10-31',
    status: 'accepted',
    notes: 'Accepted together with the quote.',
  },
  {
    client: 'priya',
    quote: 'priyaReunion',
    itinerary: 'priyaReunion',
    title: 'Natarajan Family Reunion in Saint Lucia',
    description: 'Six days for 18 guests at an all-inclusive family resort.',
    template: 'group',
    introduction:
      'Priya, here is a reunion that lets three generations spend time together without anyone doing the planning: one resort, one welcome dinner, activities for every age and a coordinator on call.',
    destinations: ['Saint Lucia', 'Rodney Bay'],
    startDate: '2027-04-05',
    endDate: '2027-04-11',
    numberOfTravelers: 18,
    detailedItinerary: [
      {
        day: 1,
        title: 'Everyone arrives',
        description: 'Staggered group transfers from Hewanorra; welcome packs in every room.',
        activities: ['Group transfers'],
      },
      {
        day: 2,
        title: 'Reunion welcome dinner',
        description: 'Private terrace dinner for the whole family.',
        activities: ['Welcome dinner', 'Family photo session'],
      },
      {
        day: 4,
        title: 'Island day',
        description: 'Catamaran to Soufriere with the Sulphur Springs and a waterfall swim.',
        activities: ['Catamaran day trip', 'Sulphur Springs'],
      },
      {
        day: 6,
        title: 'Farewell',
        description: 'Brunch together before the first departures.',
        activities: ['Farewell brunch'],
      },
    ],
    inclusions: [
      '6 days all-inclusive',
      'Two accessible rooms',
      'Private welcome dinner',
      'Catamaran day trip',
      'Group coordinator',
    ],
    exclusions: ['Flights', 'Travel insurance', 'Spa treatments'],
    customSections: [
      {
        title: 'Payment plan',
        content: 'Each household pays its own share; deposits are due by 2027-01-05.',
        order: 1,
      },
    ],
    validUntil: '2026-12-15',
    status: 'sent',
    notes: null,
  },
  {
    client: 'emily',
    quote: null,
    itinerary: 'emilyHoneymoon',
    title: 'Honeymoon: Rodney Bay and Soufriere',
    description: 'Romantic Getaway, six nights split between two resorts.',
    template: 'luxury',
    introduction:
      'Congratulations, Emily! Two resorts, two moods: three nights of beach and nightlife at Rodney Bay, then three nights of quiet in a villa facing the Pitons.',
    destinations: ['Rodney Bay', 'Soufriere'],
    startDate: '2027-06-14',
    endDate: '2027-06-20',
    numberOfTravelers: 2,
    detailedItinerary: [
      {
        day: 1,
        title: 'Arrival',
        description: 'Private transfer to Rodney Bay.',
        activities: ['Private transfer'],
      },
      {
        day: 4,
        title: 'Move to Soufriere',
        description: 'Scenic drive south with a stop at Marigot Bay.',
        activities: ['Marigot Bay stop'],
      },
      {
        day: 5,
        title: 'Rainforest and springs',
        description: 'Zipline in the morning, mud baths in the afternoon.',
        activities: ['Zipline', 'Sulphur Springs'],
      },
    ],
    inclusions: [
      '6 nights accommodation',
      'All-inclusive at Rodney Bay',
      'Breakfast at Soufriere',
      'Couples massage',
      'Private transfers',
    ],
    exclusions: ['Flights', 'Travel insurance', 'Dinners in Soufriere'],
    customSections: [],
    validUntil: null,
    estimate: 475_500,
    status: 'draft',
    notes: 'Waiting for the wedding date to be final before sending.',
  },
  {
    client: 'samuel',
    quote: 'samuelSafari',
    itinerary: 'samuelSafari',
    title: 'Wellness Safari Retreat',
    description: 'Twelve days of safari, yoga and spa.',
    template: 'standard',
    introduction:
      'Samuel, this retreat is built around rest: game drives at dawn, yoga on the deck, spa treatments in the heat of the day and nothing scheduled after dinner.',
    destinations: ['Kenya', 'Maasai Mara', 'Diani Beach'],
    startDate: '2027-09-03',
    endDate: '2027-09-15',
    numberOfTravelers: 1,
    detailedItinerary: [
      {
        day: 1,
        title: 'Nairobi',
        description: 'Arrival and a quiet night at a garden hotel.',
        activities: ['Airport meet and greet'],
      },
      {
        day: 2,
        title: 'Into the Mara',
        description: 'Light aircraft to the eco-lodge; afternoon game drive.',
        activities: ['Game drive'],
      },
      {
        day: 8,
        title: 'Coast',
        description: 'Fly to Diani for spa days by the Indian Ocean.',
        activities: ['Spa programme', 'Beach yoga'],
      },
    ],
    inclusions: [
      '12 nights, all meals',
      'Daily game drives in the Mara',
      'Spa and yoga programme',
      'Internal flights',
    ],
    exclusions: ['International flights', 'Visa fees', 'Travel insurance'],
    customSections: [
      {
        title: 'Health',
        content: 'Check vaccination and malaria advice with your doctor six weeks before travel.',
        order: 1,
      },
    ],
    validUntil: '2027-03-31',
    status: 'viewed',
    notes: 'Client opened the proposal twice; call scheduled.',
  },
  {
    client: 'carlos',
    quote: 'carlosMed',
    itinerary: 'carlosMed',
    title: 'Mediterranean Grand for Carlos and Ana',
    description: 'Barcelona to Rome in ten nights with a balcony stateroom.',
    template: 'standard',
    introduction:
      'Carlos, here is the Mediterranean sailing we discussed: six ports in four countries, late seating confirmed and a night in Barcelona before you board.',
    destinations: ['Barcelona', 'Marseille', 'Florence', 'Rome', 'Santorini'],
    startDate: '2027-05-08',
    endDate: '2027-05-18',
    numberOfTravelers: 2,
    detailedItinerary: [
      {
        day: 1,
        title: 'Barcelona',
        description: 'Arrive and stay near the Gothic Quarter.',
        activities: ['Tapas walk'],
      },
      {
        day: 2,
        title: 'Embarkation',
        description: 'Board in the afternoon; sail at 17:00.',
        activities: ['Embarkation'],
      },
      {
        day: 5,
        title: 'Florence from Livorno',
        description: 'Guided day in Florence.',
        activities: ['Uffizi tour'],
      },
    ],
    inclusions: ['Cruise fare, balcony stateroom', 'Open-jaw flights', 'Pre-cruise hotel night'],
    exclusions: ['Shore excursions', 'Gratuities', 'Travel insurance'],
    customSections: [],
    validUntil: '2027-01-31',
    status: 'sent',
    notes: null,
  },
  {
    client: 'thomas',
    quote: null,
    itinerary: null,
    title: 'Retreat option A: Lake Buena Vista',
    description: 'First option for the retreat, near the Disney parks.',
    template: 'business',
    introduction:
      'Thomas, this first option places the team next to the parks with a large ballroom for the plenary.',
    destinations: ['Lake Buena Vista', 'Orlando'],
    startDate: '2027-01-25',
    endDate: '2027-01-29',
    numberOfTravelers: 30,
    detailedItinerary: [
      {
        day: 1,
        title: 'Arrival and welcome',
        description: 'Check-in and welcome reception.',
        activities: ['Welcome reception'],
      },
      { day: 2, title: 'Workshops', description: 'Full-day meeting room.', activities: ['Workshops'] },
    ],
    inclusions: ['4 nights', 'Ballroom hire', 'Breakfast daily'],
    exclusions: ['Flights', 'Park tickets'],
    customSections: [],
    validUntil: '2026-10-15',
    estimate: 3_120_000,
    status: 'rejected',
    notes: 'Rejected in favour of the International Drive option (see the accepted quote).',
  },
];

/**
 * A proposal past draft was sent: it has its client's link, and the moments the client opened
 * and answered it, as the send and the public page would have stamped them.
 */
function sendingOf(trx: Trx, status: ProposalStatus) {
  if (status === 'draft') return {};
  const daysAgo = (days: number) => trx.raw(`now() - make_interval(days => ?)`, [days]);
  const opened = status === 'viewed' || status === 'accepted' || status === 'rejected';
  const answered = status === 'accepted' || status === 'rejected';
  return {
    publicToken: randomBytes(32).toString('base64url'),
    sentAt: daysAgo(17),
    viewedAt: opened ? daysAgo(15) : null,
    respondedAt: answered ? daysAgo(12) : null,
  };
}

/** An accepted proposal keeps the copy its client accepted, as answering it on its page does. */
async function keepAcceptedCopy(trx: Trx, stored: { id: string; publicToken: string | null }) {
  const row = stored.publicToken ? await findProposalByToken(trx, stored.publicToken) : undefined;
  if (!row?.respondedAt) throw new Error(`the accepted demo proposal ${stored.id} has no answered link`);
  await trx('proposals')
    .where({ id: stored.id })
    .update(await acceptedSnapshotOf(trx, row, row.respondedAt));
}

export async function seedProposals(
  trx: Trx,
  clients: DemoClients,
  quotes: DemoQuotes,
  itineraries: DemoItineraries,
): Promise<number> {
  for (const proposal of proposals) {
    const client = clients[proposal.client];
    const quote = proposal.quote ? quotes[proposal.quote] : null;
    const itinerary = proposal.itinerary ? itineraries[proposal.itinerary] : null;
    const value = quote?.totalCost ?? proposal.estimate ?? null;
    const stored = await insertVersioned(trx, 'proposals', {
      clientId: client.id,
      agentId: client.agentId,
      quoteId: quote?.id ?? null,
      title: proposal.title,
      description: proposal.description,
      template: proposal.template,
      introduction: proposal.introduction,
      destinations: proposal.destinations,
      startDate: proposal.startDate,
      endDate: proposal.endDate,
      numberOfTravelers: proposal.numberOfTravelers,
      detailedItinerary: jsonb(proposal.detailedItinerary),
      inclusions: proposal.inclusions,
      exclusions: proposal.exclusions,
      includedQuotes: quote ? [quote.id] : [],
      includedItineraries: itinerary ? [itinerary.id] : [],
      customSections: jsonb(proposal.customSections),
      terms: TERMS,
      validUntil: proposal.validUntil,
      branding: jsonb(defaultBranding),
      totalCost: value,
      totalValue: value,
      currency: 'USD',
      status: proposal.status,
      notes: proposal.notes,
      ...sendingOf(trx, proposal.status),
    });
    if (proposal.status === 'accepted') await keepAcceptedCopy(trx, stored);
  }
  return proposals.length;
}
