/**
 * The demo data set: demo logins, clients of two agents with
 * itineraries, bookings, quotes, proposals, trip plans and emails, leads from the public
 * site, and the blog and podcast. Everything goes in one transaction; syncable rows are
 * written with insertVersioned, so each has its own version > 0.
 *
 * Only for an empty database: the caller checks, and this refuses (doing nothing) when any
 * user exists. Concurrent callers serialise on one advisory lock.
 */
import { hashPassword } from '../../../api/lib/passwords.ts';
import type { Queryable } from '../../index.ts';
import { seedRequired } from '../required/index.ts';
import { seedBlog } from './blog.ts';
import { seedClients } from './clients.ts';
import { seedEmails } from './emails.ts';
import { seedItineraries } from './itineraries.ts';
import { seedLeads } from './leads.ts';
import { seedNotifications } from './notifications.ts';
import { seedPodcast } from './podcast.ts';
import { seedProposals } from './proposals.ts';
import { seedQuotes } from './quotes.ts';
import { seedQuoteTemplates } from './quoteTemplates.ts';
import { seedTestimonials } from './testimonials.ts';
import { seedTripPlans } from './tripPlans.ts';
import { DEMO_PASSWORD, seedUsers } from './users.ts';

export { DEMO_PASSWORD, demoLogins, type DemoLogin, type DemoRole } from './users.ts';

export interface DemoSeedCounts {
  users: number;
  clients: number;
  itineraries: number;
  bookings: number;
  agentQuotes: number;
  proposals: number;
  tripPlans: number;
  emails: number;
  notifications: number;
  travelQuotes: number;
  contactMessages: number;
  newsletterSubscriptions: number;
  blogPosts: number;
  blogComments: number;
  podcastEpisodes: number;
  testimonials: number;
}

export type DemoSeedResult =
  { seeded: true; counts: DemoSeedCounts } | { seeded: false; reason: 'users_exist' };

export async function seedDemoData(db: Queryable): Promise<DemoSeedResult> {
  // Hash before opening the transaction: argon2 takes a moment and needs no lock.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (trx) => {
    // Serialise with any other seeder before checking.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['demo-seed']);
    const existing = await trx('users').first('id');
    if (existing) return { seeded: false, reason: 'users_exist' } as const;

    await seedRequired(trx);
    const users = await seedUsers(trx, passwordHash);
    const clients = await seedClients(trx, users);
    const { itineraries, bookings } = await seedItineraries(trx, clients);
    const quotes = await seedQuotes(trx, clients);
    await seedQuoteTemplates(trx, users);
    const proposals = await seedProposals(trx, clients, quotes, itineraries);
    const tripPlans = await seedTripPlans(trx, users, clients);
    const emails = await seedEmails(trx, users, clients, quotes, itineraries);
    const notifications = await seedNotifications(trx, users);
    const leads = await seedLeads(trx);
    const blog = await seedBlog(trx);
    const podcastEpisodes = await seedPodcast(trx);
    const testimonials = await seedTestimonials(trx, users, itineraries);

    const counts: DemoSeedCounts = {
      users: Object.keys(users).length,
      clients: Object.keys(clients).length,
      itineraries: Object.keys(itineraries).length,
      bookings,
      agentQuotes: Object.keys(quotes).length,
      proposals,
      tripPlans,
      emails,
      notifications,
      travelQuotes: leads.travelQuotes,
      contactMessages: leads.contactMessages,
      newsletterSubscriptions: leads.newsletterSubscriptions,
      blogPosts: blog.posts,
      blogComments: blog.comments,
      podcastEpisodes,
      testimonials,
    };
    return { seeded: true, counts } as const;
  });
}
