/** Demo trip plans: shared templates (is_template, no client) and plans for clients. Budgets are minor units. */
import type { Trx } from '../../index.ts';
import { insertVersioned } from '../../versioning.ts';
import type { DemoClientKey, DemoClients } from './clients.ts';
import type { DemoUsers } from './users.ts';

interface TripPlanSeed {
  owner: 'agent' | 'agent2';
  client: DemoClientKey | null;
  name: string;
  description: string;
  destinations: string[];
  duration: number;
  budget: number | null;
  currency: 'USD' | 'EUR' | 'GBP' | 'CAD';
  travelStyle: string;
  activities: string[] | null;
  accommodations: string[] | null;
  transportation: string[] | null;
  isTemplate: boolean;
  tags: string[] | null;
}

const plans: readonly TripPlanSeed[] = [
  {
    owner: 'agent',
    client: null,
    name: 'Saint Lucia Romantic Week',
    description: 'A week for couples: Piton-view suite, sunset sail, spa afternoon and a private dinner.',
    destinations: ['Soufriere', 'Rodney Bay'],
    duration: 7,
    budget: 650_000,
    currency: 'USD',
    travelStyle: 'romantic',
    activities: ['beaches', 'food-wine', 'nature-wildlife'],
    accommodations: ['resort', 'boutique'],
    transportation: ['flight', 'private-transfer'],
    isTemplate: true,
    tags: ['saint-lucia', 'honeymoon', 'anniversary'],
  },
  {
    owner: 'agent',
    client: null,
    name: 'Orlando Theme Park Family Week',
    description: 'Five park days with rest days by the pool, character dining and a vacation home.',
    destinations: ['Orlando', 'Kissimmee'],
    duration: 8,
    budget: 720_000,
    currency: 'USD',
    travelStyle: 'family',
    activities: ['sightseeing', 'adventure-sports', 'shopping'],
    accommodations: ['vacation-rental', 'hotel'],
    transportation: ['flight', 'car-rental'],
    isTemplate: true,
    tags: ['central-florida', 'theme-parks', 'kids'],
  },
  {
    owner: 'agent2',
    client: null,
    name: 'Caribbean Cruise Starter',
    description: 'Seven nights from Port Canaveral with a pre-cruise hotel and port shuttle.',
    destinations: ['Port Canaveral', 'Cozumel', 'Roatan', 'Costa Maya'],
    duration: 8,
    budget: 320_000,
    currency: 'USD',
    travelStyle: 'relaxation',
    activities: ['beaches', 'cultural-tours'],
    accommodations: ['cruise', 'hotel'],
    transportation: ['cruise', 'private-transfer'],
    isTemplate: true,
    tags: ['cruise', 'caribbean', 'first-cruise'],
  },
  {
    owner: 'agent2',
    client: null,
    name: 'Convention Trip Essentials',
    description: 'Flights, a hotel connected to the venue, shuttles and a team dinner for 5-15 people.',
    destinations: ['Las Vegas'],
    duration: 4,
    budget: null,
    currency: 'USD',
    travelStyle: 'business',
    activities: null,
    accommodations: ['hotel'],
    transportation: ['flight', 'private-transfer'],
    isTemplate: true,
    tags: ['business', 'convention'],
  },
  {
    owner: 'agent',
    client: 'keisha',
    name: 'Alexander family summer in Orlando',
    description:
      'Nine days with the kids: pool home, two Disney days, one Universal day and the Space Coast.',
    destinations: ['Orlando', 'Kissimmee', 'Cape Canaveral'],
    duration: 9,
    budget: 850_000,
    currency: 'USD',
    travelStyle: 'family',
    activities: ['sightseeing', 'museums', 'nature-wildlife'],
    accommodations: ['vacation-rental'],
    transportation: ['flight', 'car-rental'],
    isTemplate: false,
    tags: ['central-florida', 'summer-2027'],
  },
  {
    owner: 'agent',
    client: 'samuel',
    name: 'Kenya wellness safari',
    description: 'Mara eco-lodge, then spa days on the coast.',
    destinations: ['Maasai Mara', 'Diani Beach'],
    duration: 12,
    budget: 1_100_000,
    currency: 'USD',
    travelStyle: 'relaxation',
    activities: ['nature-wildlife', 'beaches'],
    accommodations: ['boutique', 'resort'],
    transportation: ['flight', 'private-transfer'],
    isTemplate: false,
    tags: ['africa-detox', 'wellness'],
  },
  {
    owner: 'agent2',
    client: 'carlos',
    name: 'Mediterranean with extra days in Rome',
    description: 'The Mediterranean Grand plus three nights in Rome after disembarkation.',
    destinations: ['Barcelona', 'Florence', 'Rome'],
    duration: 13,
    budget: 1_050_000,
    currency: 'EUR',
    travelStyle: 'cultural',
    activities: ['historical-sites', 'museums', 'food-wine'],
    accommodations: ['cruise', 'boutique'],
    transportation: ['flight', 'cruise', 'walking'],
    isTemplate: false,
    tags: null,
  },
];

export async function seedTripPlans(trx: Trx, users: DemoUsers, clients: DemoClients): Promise<number> {
  for (const plan of plans) {
    await insertVersioned(trx, 'trip_plans', {
      agentId: users[plan.owner].id,
      clientId: plan.client ? clients[plan.client].id : null,
      name: plan.name,
      description: plan.description,
      destinations: plan.destinations,
      duration: plan.duration,
      budget: plan.budget,
      currency: plan.currency,
      travelStyle: plan.travelStyle,
      activities: plan.activities,
      accommodations: plan.accommodations,
      transportation: plan.transportation,
      isTemplate: plan.isTemplate,
      tags: plan.tags,
    });
  }
  return plans.length;
}
