/**
 * Demo quote templates, shared by every agent (the quote dialog's Templates tab). Service
 * prices are minor units; picking a template fills the title, services and terms.
 */
import { jsonb, type Trx } from '../../index.ts';
import type { DemoUsers } from './users.ts';

const DEPOSIT_TERMS =
  'Prices are per the services listed and subject to availability until booked. A 25% deposit secures the booking; the balance is due 60 days before departure. Cancellation terms of each supplier apply.';

export const demoQuoteTemplates = [
  {
    name: 'Saint Lucia week for two',
    title: 'Saint Lucia Getaway for Two',
    services: [
      { name: 'Round-trip flights MCO-UVF, per person', price: 59_000, quantity: 2 },
      { name: 'Ocean-view room with breakfast, per night', price: 32_000, quantity: 7 },
      { name: 'Private airport transfers, round trip', price: 16_000, quantity: 1 },
      { name: 'Pitons and Sulphur Springs day tour, per person', price: 12_500, quantity: 2 },
    ],
    terms: `${DEPOSIT_TERMS} Travel insurance is strongly recommended.`,
  },
  {
    name: 'Orlando family theme parks',
    title: 'Central Florida Family Vacation',
    services: [
      { name: 'Resort suite near the parks, per night', price: 24_900, quantity: 5 },
      { name: '3-day theme park ticket, per person', price: 41_000, quantity: 4 },
      { name: 'Minivan rental, per day', price: 8_900, quantity: 5 },
      { name: 'Airport meet-and-greet transfer', price: 9_500, quantity: 1 },
    ],
    terms: `${DEPOSIT_TERMS} Park tickets are non-refundable once issued.`,
  },
  {
    name: 'Group vacation (8+ travellers)',
    title: 'Group Vacation Package',
    services: [
      { name: 'Group air fare, per person', price: 45_000, quantity: 8 },
      { name: 'Hotel room (double occupancy), per night', price: 21_000, quantity: 20 },
      { name: 'Group coordinator on site, per day', price: 25_000, quantity: 5 },
      { name: 'Welcome dinner, per person', price: 6_500, quantity: 8 },
    ],
    terms: `${DEPOSIT_TERMS} Group pricing applies to 8 or more travellers; names are due 45 days before departure.`,
  },
  {
    name: 'Business trip essentials',
    title: 'Business Travel Arrangements',
    services: [
      { name: 'Round-trip business-class flight, per person', price: 120_000, quantity: 1 },
      { name: 'Business hotel near the venue, per night', price: 26_900, quantity: 3 },
      { name: 'Private car transfers, per direction', price: 9_000, quantity: 2 },
      { name: 'Travel management fee', price: 7_500, quantity: 1 },
    ],
    terms:
      'Fares are confirmed at ticketing. Changes follow the airline and hotel rules; the travel management fee is non-refundable.',
  },
] as const;

export async function seedQuoteTemplates(trx: Trx, users: DemoUsers): Promise<number> {
  for (const template of demoQuoteTemplates) {
    await trx('quoteTemplates').insert({
      name: template.name,
      title: template.title,
      services: jsonb(template.services),
      terms: template.terms,
      createdBy: users.admin.id,
    });
  }
  return demoQuoteTemplates.length;
}
