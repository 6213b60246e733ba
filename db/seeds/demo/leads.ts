/**
 * Demo leads from the public site: quote requests (three from the demo client, so the
 * client dashboard lists them), contact messages and newsletter subscriptions. Each request and
 * message waits in the office's lead queue; the demo client's two older requests were answered
 * (one won), so the queue shows every state.
 */
import type { Trx } from '../../index.ts';
import { quoteLeadSummary, recordLead } from '../../../api/commands/leadQueue.ts';

const travelQuotes = [
  {
    firstName: 'Jordan',
    lastName: 'Ellis',
    email: 'client@demo.test',
    phone: '+1 (321) 555-0119',
    groupName: null,
    numberOfTravelers: '1-2',
    departureDate: '2027-06-20',
    returnDate: '2027-06-27',
    travelTypes: ['cruises'],
    budgetRange: '7000-10000',
    departureLocation: 'Port Canaveral, FL',
    specialRequests: 'Balcony cabin please, and a ship with a good spa.',
    createdAt: '2026-11-21T19:02:00Z',
  },
  {
    firstName: 'Jordan',
    lastName: 'Ellis',
    email: 'client@demo.test',
    phone: '+1 (321) 555-0119',
    groupName: null,
    numberOfTravelers: '1-2',
    departureDate: '2027-02-12',
    returnDate: '2027-02-19',
    travelTypes: ['saint-lucia', 'transport'],
    budgetRange: '11000-15000',
    departureLocation: 'Orlando (MCO)',
    specialRequests: 'Our 10th anniversary. A room with a view of the Pitons would be a dream.',
    createdAt: '2026-09-28T13:45:00Z',
  },
  {
    firstName: 'Jordan',
    lastName: 'Ellis',
    email: 'client@demo.test',
    phone: '+1 (321) 555-0119',
    groupName: 'Ellis family',
    numberOfTravelers: '3-5',
    departureDate: '2026-04-03',
    returnDate: '2026-04-06',
    travelTypes: ['central-florida'],
    budgetRange: '3000-6000',
    departureLocation: 'Winter Park, FL',
    specialRequests: 'Two nieces (6 and 9) who love princesses.',
    createdAt: '2026-01-15T10:20:00Z',
  },
  {
    firstName: 'Denise',
    lastName: 'Holloway',
    email: 'denise.holloway@example.com',
    phone: '+1 (470) 555-0191',
    groupName: 'Holloway-Price Wedding Party',
    numberOfTravelers: '21+',
    departureDate: '2027-05-21',
    returnDate: '2027-05-26',
    travelTypes: ['group', 'saint-lucia'],
    budgetRange: '26000+',
    departureLocation: 'Atlanta (ATL)',
    specialRequests:
      'Destination wedding for about 40 guests; beach ceremony and a room block at one resort.',
    createdAt: '2026-11-19T16:30:00Z',
  },
  {
    firstName: 'Marcus',
    lastName: 'Lee',
    email: 'marcus.lee@example.com',
    phone: '+1 (646) 555-0102',
    groupName: 'Northwind Sales Team',
    numberOfTravelers: '11-20',
    departureDate: '2027-03-09',
    returnDate: '2027-03-12',
    travelTypes: ['business', 'transport'],
    budgetRange: '21000-25000',
    departureLocation: 'New York (JFK)',
    specialRequests: 'Trade show in Orlando; need hotel near the convention center and airport shuttles.',
    createdAt: '2026-11-17T08:55:00Z',
  },
  {
    firstName: 'Aaliyah',
    lastName: 'Brooks',
    email: 'aaliyah.brooks@example.com',
    phone: null,
    groupName: null,
    numberOfTravelers: '3-5',
    departureDate: '2027-07-01',
    returnDate: '2027-07-08',
    travelTypes: ['central-florida', 'cruises'],
    budgetRange: '7000-10000',
    departureLocation: 'Charlotte (CLT)',
    specialRequests: 'Three days of parks, then a short Bahamas cruise.',
    createdAt: '2026-11-12T21:10:00Z',
  },
  {
    firstName: 'Kofi',
    lastName: 'Mensah',
    email: 'kofi.mensah@example.com',
    phone: '+1 (202) 555-0186',
    groupName: 'Mensah & friends',
    numberOfTravelers: '6-10',
    departureDate: null,
    returnDate: null,
    travelTypes: ['group'],
    budgetRange: '16000-20000',
    departureLocation: 'Washington (IAD)',
    specialRequests: 'Open to suggestions for a 40th birthday trip somewhere warm.',
    createdAt: '2026-11-02T12:00:00Z',
  },
];

const contactMessages = [
  {
    name: 'Helen Park',
    email: 'helen.park@example.com',
    subject: 'Accessible travel in Saint Lucia',
    message:
      'My father uses a wheelchair. Are there resorts near Soufriere with step-free access to the beach?',
    budgetRange: 'Around $6,000',
    createdAt: '2026-11-20T09:14:00Z',
  },
  {
    name: 'Luis Ortega',
    email: 'luis.ortega@example.com',
    subject: 'Cruise port transfer from Orlando',
    message:
      'We land at MCO at 10am on the day our cruise leaves Port Canaveral. Is that enough time, and can you arrange the transfer?',
    budgetRange: null,
    createdAt: '2026-11-16T17:48:00Z',
  },
  {
    name: 'Nadia Joseph',
    email: 'nadia.joseph@example.com',
    subject: null,
    message:
      'Do you plan school trips? We are a group of 25 students and 4 teachers interested in Central Florida science attractions.',
    budgetRange: '$20k-$25k',
    createdAt: '2026-11-08T13:05:00Z',
  },
];

const newsletter = [
  {
    email: 'client@demo.test',
    firstName: 'Jordan',
    lastName: 'Ellis',
    source: 'website',
    subscribedAt: '2026-01-15T10:25:00Z',
  },
  {
    email: 'denise.holloway@example.com',
    firstName: 'Denise',
    lastName: 'Holloway',
    source: 'website',
    subscribedAt: '2026-11-19T16:32:00Z',
  },
  {
    email: 'travel.fan@example.com',
    firstName: null,
    lastName: null,
    source: 'blog',
    subscribedAt: '2026-08-03T07:41:00Z',
  },
  {
    email: 'aaliyah.brooks@example.com',
    firstName: 'Aaliyah',
    lastName: 'Brooks',
    source: 'website',
    subscribedAt: '2026-11-12T21:12:00Z',
  },
  {
    email: 'island.hopper@example.com',
    firstName: 'Chris',
    lastName: null,
    source: 'footer',
    subscribedAt: '2026-05-22T18:00:00Z',
  },
];

export interface LeadsSeedResult {
  travelQuotes: number;
  contactMessages: number;
  newsletterSubscriptions: number;
}

/** The demo client's requests that were answered long ago, by when they were made. */
const ANSWERED: Record<string, 'responded' | 'won'> = {
  '2026-09-28T13:45:00Z': 'responded',
  '2026-01-15T10:20:00Z': 'won',
};

export async function seedLeads(trx: Trx): Promise<LeadsSeedResult> {
  const quotes = (await trx('travelQuotes')
    .insert(travelQuotes.map((quote) => ({ ...quote, updatedAt: quote.createdAt })))
    .returning(['id', 'createdAt'])) as Array<{ id: string; createdAt: Date }>;
  const messages = (await trx('contactMessages')
    .insert(contactMessages.map((m) => ({ ...m, updatedAt: m.createdAt })))
    .returning('id')) as Array<{ id: string }>;
  for (const [index, quote] of travelQuotes.entries()) {
    const { id } = await recordLead(trx, {
      kind: 'quote',
      name: quote.groupName ?? `${quote.firstName} ${quote.lastName}`,
      email: quote.email,
      phone: quote.phone,
      summary: quoteLeadSummary(quote as unknown as Parameters<typeof quoteLeadSummary>[0]),
      travelQuoteId: quotes[index].id,
    });
    const answered = ANSWERED[quote.createdAt];
    await trx('leads')
      .where({ id })
      .update({
        createdAt: quote.createdAt,
        updatedAt: quote.createdAt,
        ...(answered
          ? { status: answered, respondedAt: quote.createdAt, statusChangedAt: quote.createdAt }
          : {}),
      });
  }
  for (const [index, message] of contactMessages.entries()) {
    const { id } = await recordLead(trx, {
      kind: 'contact',
      name: message.name,
      email: message.email,
      summary: message.subject ?? message.message.slice(0, 160),
      contactMessageId: messages[index].id,
    });
    await trx('leads').where({ id }).update({ createdAt: message.createdAt, updatedAt: message.createdAt });
  }
  await trx('newsletterSubscriptions').insert(
    newsletter.map((s) => ({ ...s, isActive: true, createdAt: s.subscribedAt, updatedAt: s.subscribedAt })),
  );
  return {
    travelQuotes: travelQuotes.length,
    contactMessages: contactMessages.length,
    newsletterSubscriptions: newsletter.length,
  };
}
