/** Demo notifications for the two agents, and the notices the demo client reads on the dashboard. */
import type { Trx } from '../../index.ts';
import type { DemoUsers } from './users.ts';

interface NotificationSeed {
  owner: 'agent' | 'agent2' | 'client';
  type: string;
  title: string;
  message: string;
  entityType: string | null;
  isRead: boolean;
  priority: 'low' | 'normal' | 'high';
  hoursAgo: number;
}

const notifications: readonly NotificationSeed[] = [
  {
    owner: 'agent',
    type: 'quote_request',
    title: 'New quote request',
    message: 'Jordan Ellis asked for a quote for a Caribbean cruise in June 2027.',
    entityType: 'travel_quotes',
    isRead: false,
    priority: 'high',
    hoursAgo: 3,
  },
  {
    owner: 'agent',
    type: 'proposal_viewed',
    title: 'Proposal viewed',
    message: 'Samuel Okafor opened "Wellness Safari Retreat".',
    entityType: 'proposals',
    isRead: false,
    priority: 'normal',
    hoursAgo: 20,
  },
  {
    owner: 'agent',
    type: 'booking_confirmed',
    title: 'Booking confirmed',
    message: 'The sunset catamaran cruise for the Saint Lucia Anniversary Escape is confirmed (CAT-2291).',
    entityType: 'bookings',
    isRead: true,
    priority: 'normal',
    hoursAgo: 96,
  },
  {
    owner: 'agent',
    type: 'quote_expired',
    title: 'Quote expired',
    message: 'The quote "Wellness Safari Retreat, autumn 2026" expired without a reply.',
    entityType: 'agent_quotes',
    isRead: true,
    priority: 'low',
    hoursAgo: 2000,
  },
  {
    owner: 'agent2',
    type: 'email_received',
    title: 'New email from Grace Baptiste',
    message: 'Choir trip payment plan',
    entityType: 'emails',
    isRead: false,
    priority: 'high',
    hoursAgo: 12,
  },
  {
    owner: 'agent2',
    type: 'payment_due',
    title: 'Final payment coming up',
    message: 'Final payment for the Mediterranean Grand (Carlos Ramirez) is due on 2027-02-07.',
    entityType: 'itineraries',
    isRead: false,
    priority: 'normal',
    hoursAgo: 30,
  },
  {
    owner: 'client',
    type: 'booking_confirmed',
    title: 'Booking confirmed',
    message:
      '"Sunset catamaran cruise along the west coast" is confirmed for February 15, 2027. Reference CAT-2291.',
    entityType: 'bookings',
    isRead: false,
    priority: 'normal',
    hoursAgo: 6,
  },
  {
    owner: 'client',
    type: 'proposal_sent',
    title: 'New proposal',
    message:
      'Marisol Joseph sent you "Saint Lucia Anniversary Escape". Open it from your dashboard\'s Quotes tab.',
    entityType: 'proposals',
    isRead: true,
    priority: 'normal',
    hoursAgo: 400,
  },
];

export async function seedNotifications(trx: Trx, users: DemoUsers): Promise<number> {
  for (const n of notifications) {
    await trx('notifications').insert({
      agentId: users[n.owner].id,
      type: n.type,
      title: n.title,
      message: n.message,
      entityType: n.entityType,
      entityId: null,
      isRead: n.isRead,
      priority: n.priority,
      createdAt: trx.raw(`now() - make_interval(hours => ?)`, [n.hoursAgo]),
      updatedAt: trx.raw(`now() - make_interval(hours => ?)`, [n.hoursAgo]),
    });
  }
  return notifications.length;
}
