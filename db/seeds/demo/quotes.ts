/**
 * Demo agent quotes, one per status and a few more. Service prices are minor units;
 * subtotal = sum(price x quantity), taxes = round(8% of subtotal), total = subtotal + taxes.
 */
import { findConsultationPackage, findPackage } from '../../../api/content/catalogue.ts';
import { jsonb, type Trx } from '../../index.ts';
import { insertVersioned } from '../../versioning.ts';
import type { DemoClientKey, DemoClients } from './clients.ts';

/** Taxes on a quote are 8% of its subtotal, as the office computes them. */
export const QUOTE_TAX_RATE = 0.08;

export interface QuoteService {
  name: string;
  price: number;
  quantity: number;
}

export function quoteTotals(services: readonly QuoteService[]) {
  const subtotal = services.reduce((sum, service) => sum + service.price * service.quantity, 0);
  const taxes = Math.round(subtotal * QUOTE_TAX_RATE);
  return { subtotal, taxes, totalCost: subtotal + taxes };
}

function catalogueService(packageId: string, quantity: number): QuoteService {
  const item = findPackage(packageId);
  if (!item || item.priceFromPerPerson === null)
    throw new Error(`catalogue package ${packageId} has no price`);
  return {
    name: `${item.name} package (${item.duration}), per person`,
    price: item.priceFromPerPerson,
    quantity,
  };
}

function consultation(type: 'standard' | 'premium' | 'group'): QuoteService {
  const item = findConsultationPackage(type)!;
  return { name: `${item.name} consultation (credited toward the trip)`, price: item.price, quantity: 1 };
}

type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'declined' | 'expired';

export type DemoQuoteKey =
  | 'jordanStLucia'
  | 'priyaReunion'
  | 'robertConvention'
  | 'emilyHoneymoon'
  | 'samuelSafari'
  | 'carlosMed'
  | 'thomasRetreat';

interface QuoteSeed {
  key: DemoQuoteKey;
  client: DemoClientKey;
  title: string;
  description: string;
  services: readonly QuoteService[];
  validUntil: string;
  status: QuoteStatus;
  terms: string;
  notes: string | null;
}

const STANDARD_TERMS =
  'Prices are per the services listed and subject to availability until booked. A 25% deposit secures the booking; the balance is due 60 days before departure. Cancellation terms of each supplier apply.';

const quotes: readonly QuoteSeed[] = [
  {
    key: 'jordanStLucia',
    client: 'jordan',
    title: 'Saint Lucia Anniversary Escape',
    description: 'Seven nights in Soufriere for two, flights from Orlando, transfers and anniversary extras.',
    services: [
      { name: 'Round-trip flights MCO-UVF, per person', price: 59_300, quantity: 2 },
      { name: 'Piton-view suite with breakfast and dinner, per night', price: 62_400, quantity: 7 },
      { name: 'Sunset catamaran cruise, per person', price: 14_500, quantity: 2 },
      { name: 'Private airport transfers, round trip', price: 16_000, quantity: 1 },
      { name: 'Private beach dinner for two', price: 38_000, quantity: 1 },
    ],
    validUntil: '2026-10-31',
    status: 'accepted',
    terms: STANDARD_TERMS,
    notes: 'Accepted by phone on 2026-10-12; deposit received.',
  },
  {
    key: 'priyaReunion',
    client: 'priya',
    title: 'Caribbean Family Reunion for 18',
    description:
      'The Caribbean Family Reunion package for 18 guests with a group coordinator and welcome dinner.',
    services: [
      catalogueService('caribbean-family-reunion', 18),
      { name: 'Accessible room upgrade, per room', price: 12_000, quantity: 2 },
      consultation('group'),
    ],
    validUntil: '2026-12-15',
    status: 'sent',
    terms: `${STANDARD_TERMS} Group pricing applies to 8 or more travellers.`,
    notes: 'Sent with two resort options; follow up after the family call on 2026-11-29.',
  },
  {
    key: 'robertConvention',
    client: 'robert',
    title: 'Convention travel for 8, spring 2027',
    description: 'Flights, room block and shuttles for the spring industry convention.',
    services: [
      { name: 'Group air fare TPA-MCO-ORD, per person', price: 41_000, quantity: 8 },
      { name: 'Hotel room, per night', price: 21_900, quantity: 24 },
      { name: 'Airport shuttle, per direction', price: 16_000, quantity: 2 },
    ],
    validUntil: '2027-01-15',
    status: 'draft',
    terms: STANDARD_TERMS,
    notes: 'Waiting for the convention dates to be announced.',
  },
  {
    key: 'emilyHoneymoon',
    client: 'emily',
    title: 'Mediterranean honeymoon cruise option',
    description: 'Alternative to Saint Lucia: the Mediterranean Grand sailing for two.',
    services: [catalogueService('mediterranean-grand', 2), consultation('premium')],
    validUntil: '2026-09-30',
    status: 'declined',
    terms: STANDARD_TERMS,
    notes: 'The couple chose the Saint Lucia honeymoon instead.',
  },
  {
    key: 'samuelSafari',
    client: 'samuel',
    title: 'Wellness Safari Retreat, autumn 2026',
    description: 'Twelve-day wellness safari for one, eco-lodges and spa programme.',
    services: [
      { name: 'Eco-lodge safari stay with all meals, per night', price: 48_000, quantity: 12 },
      { name: 'Spa and yoga programme', price: 65_000, quantity: 1 },
      { name: 'Round-trip flights IAH-NBO', price: 162_000, quantity: 1 },
    ],
    validUntil: '2026-08-31',
    status: 'expired',
    terms: STANDARD_TERMS,
    notes: 'Expired; client asked to revisit for September 2027.',
  },
  {
    key: 'carlosMed',
    client: 'carlos',
    title: 'Mediterranean Grand for two',
    description: 'Ten nights Barcelona to Rome, balcony stateroom, flights and pre-cruise hotel.',
    services: [
      catalogueService('mediterranean-grand', 2),
      { name: 'Open-jaw flights MIA-BCN / FCO-MIA, per person', price: 124_000, quantity: 2 },
      { name: 'Pre-cruise hotel night in Barcelona', price: 31_000, quantity: 1 },
    ],
    validUntil: '2027-01-31',
    status: 'sent',
    terms: STANDARD_TERMS,
    notes: null,
  },
  {
    key: 'thomasRetreat',
    client: 'thomas',
    title: 'Corporate Orlando Retreat for 30',
    description: 'Four-day retreat with meeting space, team building and a park evening.',
    services: [catalogueService('corporate-orlando-retreat', 30), consultation('group')],
    validUntil: '2026-11-30',
    status: 'accepted',
    terms: STANDARD_TERMS,
    notes: 'Signed by the client; PO received.',
  },
];

export type DemoQuotes = Record<DemoQuoteKey, { id: string; title: string; totalCost: number }>;

export async function seedQuotes(trx: Trx, clients: DemoClients): Promise<DemoQuotes> {
  const out = {} as DemoQuotes;
  for (const quote of quotes) {
    const client = clients[quote.client];
    const totals = quoteTotals(quote.services);
    const row = await insertVersioned(trx, 'agent_quotes', {
      clientId: client.id,
      agentId: client.agentId,
      title: quote.title,
      description: quote.description,
      // jsonb arrays must be serialised for node-postgres (it would send a Postgres array).
      services: jsonb(quote.services),
      ...totals,
      currency: 'USD',
      validUntil: quote.validUntil,
      status: quote.status,
      terms: quote.terms,
      notes: quote.notes,
    });
    out[quote.key] = { id: row.id as string, title: quote.title, totalCost: totals.totalCost };
  }
  return out;
}
