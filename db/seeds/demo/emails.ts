/**
 * Demo Email Center messages for both agents. Folders are derived (see the emails
 * migration): inbox = addressed to the agent, sent = from the agent and not draft,
 * drafts = status draft, starred = is_starred.
 */
import { brand } from '../../../api/contract/brand.ts';
import { jsonb, type Trx } from '../../index.ts';
import { insertVersioned } from '../../versioning.ts';
import type { DemoClientKey, DemoClients } from './clients.ts';
import type { DemoItineraries, DemoItineraryKey } from './itineraries.ts';
import type { DemoQuoteKey, DemoQuotes } from './quotes.ts';
import type { DemoUsers } from './users.ts';

type Direction = 'in' | 'out';

interface EmailSeed {
  owner: 'agent' | 'agent2';
  client: DemoClientKey;
  direction: Direction;
  subject: string;
  body: string;
  status: 'draft' | 'sent' | 'delivered' | 'read' | 'failed';
  priority: 'low' | 'normal' | 'high';
  isStarred: boolean;
  isRead: boolean;
  /** ISO instant the message was sent (null for drafts). */
  sentAt: string | null;
  template: 'welcome' | 'quote_follow_up' | 'booking_confirmation' | 'itinerary_share' | 'custom' | null;
  cc?: string;
  quote?: DemoQuoteKey;
  itinerary?: DemoItineraryKey;
  attachments?: { id: string; name: string; type: string; size: number }[];
}

const emails: readonly EmailSeed[] = [
  {
    owner: 'agent',
    client: 'jordan',
    direction: 'in',
    subject: 'Question about our February trip',
    body: 'Hi Marisol,\n\nWe were wondering whether the resort can arrange a small cake on the night of our anniversary dinner, and if the catamaran has a vegetarian menu.\n\nThanks so much,\nJordan',
    status: 'delivered',
    priority: 'normal',
    isStarred: true,
    isRead: false,
    sentAt: '2026-11-20T14:12:00Z',
    template: null,
    itinerary: 'jordanStLucia',
  },
  {
    owner: 'agent',
    client: 'priya',
    direction: 'in',
    subject: 'Reunion headcount update',
    body: 'Hello Marisol,\n\nFinal count is 18: 11 adults, 4 teens and 3 little ones. My aunt and uncle will need the accessible rooms we talked about.\n\nBest,\nPriya',
    status: 'read',
    priority: 'high',
    isStarred: false,
    isRead: true,
    sentAt: '2026-11-18T09:40:00Z',
    template: null,
    quote: 'priyaReunion',
  },
  {
    owner: 'agent',
    client: 'jordan',
    direction: 'out',
    subject: 'Your Saint Lucia itinerary is confirmed',
    body: 'Hi Jordan,\n\nGreat news: your flights, suite and sunset cruise are confirmed. The full itinerary is attached; the airport transfer and beach dinner will be confirmed closer to the date.\n\nWarm regards,\nMarisol',
    status: 'read',
    priority: 'normal',
    isStarred: false,
    isRead: true,
    sentAt: '2026-10-14T16:05:00Z',
    template: 'itinerary_share',
    itinerary: 'jordanStLucia',
    attachments: [
      {
        id: 'att-stlucia-itinerary',
        name: 'saint-lucia-anniversary-itinerary.pdf',
        type: 'application/pdf',
        size: 284_512,
      },
    ],
  },
  {
    owner: 'agent',
    client: 'robert',
    direction: 'out',
    subject: 'Convention travel quote for the team',
    body: 'Hi Robert,\n\nAttached is a first quote for eight travellers. I will update it as soon as the convention dates are published.\n\nBest,\nMarisol',
    status: 'delivered',
    priority: 'normal',
    isStarred: false,
    isRead: true,
    sentAt: '2026-11-05T11:30:00Z',
    template: 'quote_follow_up',
    cc: 'accounts.payable@example.com',
    quote: 'robertConvention',
  },
  {
    owner: 'agent',
    client: 'emily',
    direction: 'out',
    subject: 'Honeymoon ideas: Rodney Bay and Soufriere',
    body: 'Hi Emily,\n\nI have put together a two-resort honeymoon that I think you will love. Before I send the full proposal, could you confirm the wedding date?\n\nMarisol',
    status: 'draft',
    priority: 'low',
    isStarred: false,
    isRead: true,
    sentAt: null,
    template: 'custom',
    itinerary: 'emilyHoneymoon',
  },
  {
    owner: 'agent',
    client: 'samuel',
    direction: 'out',
    subject: `Welcome to ${brand.name}`,
    body: 'Hi Samuel,\n\nThank you for choosing us. I will be your advisor for the wellness safari; my direct line is in the signature below.\n\nMarisol',
    status: 'failed',
    priority: 'normal',
    isStarred: false,
    isRead: true,
    sentAt: '2026-06-02T10:00:00Z',
    template: 'welcome',
  },
  {
    owner: 'agent2',
    client: 'grace',
    direction: 'in',
    subject: 'Choir trip payment plan',
    body: 'Good morning Daniel,\n\nThe committee approved the Costa Rica trip. Could you send the instalment schedule so we can share it with the members?\n\nBlessings,\nGrace',
    status: 'delivered',
    priority: 'high',
    isStarred: true,
    isRead: false,
    sentAt: '2026-11-21T12:15:00Z',
    template: null,
    itinerary: 'graceCostaRica',
  },
  {
    owner: 'agent2',
    client: 'carlos',
    direction: 'out',
    subject: 'Mediterranean Grand: booking confirmation',
    body: 'Hi Carlos,\n\nYour balcony stateroom is confirmed with late seating, and your loyalty number is on both reservations. Final payment is due on 7 February 2027.\n\nDaniel',
    status: 'sent',
    priority: 'normal',
    isStarred: false,
    isRead: true,
    sentAt: '2026-11-02T15:45:00Z',
    template: 'booking_confirmation',
    itinerary: 'carlosMed',
    quote: 'carlosMed',
  },
  {
    owner: 'agent2',
    client: 'thomas',
    direction: 'out',
    subject: 'Rooming list reminder',
    body: 'Hi Thomas,\n\nA quick reminder that the rooming list for the retreat is due on 4 January.\n\nDaniel',
    status: 'draft',
    priority: 'normal',
    isStarred: false,
    isRead: true,
    sentAt: null,
    template: 'custom',
    itinerary: 'thomasRetreat',
  },
];

export async function seedEmails(
  trx: Trx,
  users: DemoUsers,
  clients: DemoClients,
  quotes: DemoQuotes,
  itineraries: DemoItineraries,
): Promise<number> {
  for (const email of emails) {
    const agent = users[email.owner];
    const client = clients[email.client];
    await insertVersioned(trx, 'emails', {
      from: email.direction === 'in' ? client.email : agent.email,
      to: email.direction === 'in' ? agent.email : client.email,
      cc: email.cc ?? null,
      bcc: null,
      subject: email.subject,
      body: email.body,
      priority: email.priority,
      status: email.status,
      isStarred: email.isStarred,
      isRead: email.isRead,
      sentAt: email.sentAt,
      readAt: email.isRead && email.direction === 'in' ? email.sentAt : null,
      attachments: jsonb(email.attachments ?? []),
      clientId: client.id,
      relatedQuoteId: email.quote ? quotes[email.quote].id : null,
      relatedItineraryId: email.itinerary ? itineraries[email.itinerary].id : null,
      agentId: agent.id,
      template: email.template,
      scheduleFor: null,
    });
  }
  // A message that answers nothing the office sent: it waits in the agency's inbox, where an
  // admin hands it to an agent.
  await insertVersioned(trx, 'emails', {
    from: 'Keisha Brown <keisha.brown@example.com>',
    to: brand.email,
    subject: 'Family reunion in Orlando next summer',
    body: 'Hello,\n\nWe are 14 (six children) and would love a week near the parks in July, with a day trip to the coast. Could someone help us plan it?\n\nThank you,\nKeisha',
    priority: 'normal',
    status: 'delivered',
    isRead: false,
    sentAt: '2026-11-22T08:15:00Z',
    agentId: null,
    externalId: '<demo-agency-inbox-1@mail.example.com>',
  });
  return emails.length + 1;
}
