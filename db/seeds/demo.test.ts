import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@api/test/db.ts';
import { present, rowOf } from '@api/test/rows.ts';
import { verifyPassword } from '@api/lib/passwords.ts';
import type { Db } from '@db/index.ts';
import { SYNCABLE_TABLES } from '@db/versioning.ts';
import { podcastXml } from '@api/routes/podcast/feed.ts';
import { listReleasedEpisodes } from '@api/queries/podcast.ts';
import { child, children, parseXml } from '@api/test/xmlDocument.ts';
import { DEMO_PASSWORD, demoLogins, seedDemoData, type DemoSeedResult } from './demo/index.ts';
import { blogCategories, seedRequired } from './required/index.ts';

/** The last version handed out: a second run that wrote anything versioned would move it. */
async function lastVersion(db: Db): Promise<number> {
  return Number((await db.raw('select last_value from sync_version_seq')).rows[0].last_value);
}

async function count(db: Db, table: string): Promise<number> {
  const row = await db(table).count('* as n').first();
  return Number(row?.n ?? 0);
}

/** A json column the test expects to hold a list; throws when it holds anything else. */
function listOf(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${what} is not a list`);
  return value;
}

interface QuotedService {
  name: string;
  price: number;
  quantity: number;
}

function isQuotedService(item: unknown): item is QuotedService {
  return (
    typeof item === 'object' &&
    item !== null &&
    'name' in item &&
    typeof item.name === 'string' &&
    'price' in item &&
    typeof item.price === 'number' &&
    'quantity' in item &&
    typeof item.quantity === 'number'
  );
}

/** A quote's services column: a list of priced services, or the test fails saying so. */
function servicesOf(value: unknown): QuotedService[] {
  const services = listOf(value, 'services');
  if (!services.every(isQuotedService)) throw new Error('a service lacks its name, price or quantity');
  return services;
}

describe('demo seed', () => {
  let t: TestDb;
  let db: Db;
  let result: DemoSeedResult;

  beforeAll(async () => {
    t = await createTestDb();
    db = t.db;
    await seedRequired(db);
    result = await seedDemoData(db);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('reports what it seeded', () => {
    expect(result.seeded).toBe(true);
    if (!result.seeded) return;
    expect(result.counts).toMatchObject({ users: 4, blogPosts: 12 });
  });

  it('creates the four demo logins with their roles, the demo password and verified addresses', async () => {
    expect(demoLogins.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'admin@demo.test', role: 'admin' },
      { email: 'agent@demo.test', role: 'agent' },
      { email: 'agent2@demo.test', role: 'agent' },
      { email: 'client@demo.test', role: 'client' },
    ]);
    const users = await db('users').select(
      'email',
      'role',
      'passwordHash',
      'firstName',
      'lastName',
      'phone',
      'isActive',
      'emailVerifiedAt',
    );
    expect(users).toHaveLength(4);
    for (const login of demoLogins) {
      const user = present(
        users.find((u) => u.email === login.email),
        login.email,
      );
      expect(user, login.email).toMatchObject({ role: login.role, isActive: true });
      expect(user.firstName && user.lastName && user.phone).toBeTruthy();
      expect(user.emailVerifiedAt, login.email).toBeInstanceOf(Date);
      expect(login.password).toBe(DEMO_PASSWORD);
      expect(await verifyPassword(user.passwordHash, 'demo-travel-2026')).toBe(true);
      expect(await verifyPassword(user.passwordHash, 'wrong-password')).toBe(false);
    }
  });

  it('gives both agents an agents row and settings, and nobody else', async () => {
    const agentRows = await db('agents')
      .join('users', 'users.id', 'agents.userId')
      .select('users.email', 'agents.specializations');
    expect(agentRows.map((r) => r.email).sort()).toEqual(['agent2@demo.test', 'agent@demo.test']);
    for (const row of agentRows) expect(row.specializations.length).toBeGreaterThan(0);
    const settings = await db('agentSettings')
      .join('users', 'users.id', 'agentSettings.agentId')
      .select('users.email', 'agentSettings.workingHours');
    expect(settings.map((r) => r.email).sort()).toEqual(['agent2@demo.test', 'agent@demo.test']);
    expect(settings[0].workingHours.monday).toEqual({ start: '09:00', end: '18:00' });
  });

  it('links the demo client to its user and assigns it to agent@demo.test only', async () => {
    const clientUser = await rowOf(db('users').where({ email: 'client@demo.test' }).select('id').first());
    const client = await rowOf(db('clients').where({ userId: clientUser.id }).first());
    expect(client).toMatchObject({ email: 'client@demo.test', firstName: 'Jordan' });
    const assigned = await db('clientAgentAssignments')
      .join('users', 'users.id', 'clientAgentAssignments.agentId')
      .where('clientAgentAssignments.clientId', client.id)
      .pluck('users.email');
    expect(assigned).toEqual(['agent@demo.test']);
  });

  it('gives each agent clients of their own', async () => {
    const rows = await db('clientAgentAssignments')
      .join('users', 'users.id', 'clientAgentAssignments.agentId')
      .select('users.email', 'clientAgentAssignments.clientId');
    const byAgent = (email: string) => rows.filter((r) => r.email === email).map((r) => r.clientId);
    const agent1 = byAgent('agent@demo.test');
    const agent2 = byAgent('agent2@demo.test');
    expect(agent1.length).toBeGreaterThanOrEqual(6);
    expect(agent2.length).toBeGreaterThanOrEqual(3);
    expect(agent1.filter((id) => agent2.includes(id))).toEqual([]);
    // Every client is assigned to someone.
    expect(new Set([...agent1, ...agent2]).size).toBe(await count(db, 'clients'));
  });

  it('gives the demo client itineraries in every status, with bookings and quote requests', async () => {
    const client = await rowOf(db('clients').where({ email: 'client@demo.test' }).select('id').first());
    const itineraries = await db('itineraries')
      .where({ clientId: client.id })
      .select('id', 'status', 'totalCost');
    expect(new Set(itineraries.map((i) => i.status))).toEqual(
      new Set(['draft', 'confirmed', 'completed', 'cancelled']),
    );
    const bookings = await db('bookings').whereIn(
      'itineraryId',
      itineraries.map((i) => i.id),
    );
    expect(bookings.length).toBeGreaterThanOrEqual(5);
    const quoteRequests = await db('travelQuotes').where({ email: 'client@demo.test' });
    expect(quoteRequests.length).toBeGreaterThanOrEqual(1);
  });

  it('covers every booking type and status with minor-unit costs, references and 2026/2027 dates', async () => {
    const bookings = await db('bookings').select(
      'type',
      'status',
      'cost',
      'bookingReference',
      'startDate',
      'endDate',
      'details',
      'supplierInfo',
    );
    expect(new Set(bookings.map((b) => b.type))).toEqual(
      new Set(['flight', 'hotel', 'activity', 'transport', 'restaurant', 'other']),
    );
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(['pending', 'confirmed', 'cancelled']));
    for (const b of bookings) {
      expect(b.cost !== null && Number.isInteger(b.cost) && b.cost > 0).toBe(true);
      expect(b.startDate).toMatch(/^202[67]-\d{2}-\d{2}$/);
      expect(b.startDate !== null && b.endDate !== null && b.endDate >= b.startDate).toBe(true);
      expect(JSON.parse(present(b.details, 'booking details'))).toHaveProperty('location');
      expect(JSON.parse(present(b.supplierInfo, 'supplier info'))).toHaveProperty('reference');
    }
    expect(bookings.filter((b) => b.bookingReference).length).toBeGreaterThan(bookings.length / 2);
  });

  it("sums an itinerary's non-cancelled bookings into its total cost", async () => {
    const itineraries = await db('itineraries').select('id', 'totalCost');
    const bookings = await db('bookings').select('itineraryId', 'cost', 'status');
    for (const itinerary of itineraries) {
      const own = bookings.filter((b) => b.itineraryId === itinerary.id);
      const expected = own.length
        ? own.filter((b) => b.status !== 'cancelled').reduce((s, b) => s + (b.cost ?? 0), 0)
        : null;
      expect(itinerary.totalCost).toBe(expected);
    }
  });

  it('prices quotes as subtotal + round(8% of subtotal) from their services', async () => {
    const quotes = await db('agentQuotes').select(
      'services',
      'subtotal',
      'taxes',
      'totalCost',
      'status',
      'agentId',
    );
    expect(new Set(quotes.map((q) => q.status))).toEqual(
      new Set(['draft', 'sent', 'accepted', 'declined', 'expired']),
    );
    for (const q of quotes) {
      const services = servicesOf(q.services);
      expect(services.length).toBeGreaterThan(0);
      const subtotal = services.reduce((sum, s) => sum + s.price * s.quantity, 0);
      expect(q.subtotal).toBe(subtotal);
      expect(q.taxes).toBe(Math.round(0.08 * q.subtotal));
      expect(q.totalCost).toBe(q.subtotal + q.taxes);
      expect(q.agentId).toBeTruthy();
    }
  });

  it('brands proposals with the default accent and the legal name, in several statuses', async () => {
    const proposals = await db('proposals').select(
      'status',
      'branding',
      'destinations',
      'inclusions',
      'exclusions',
      'detailedItinerary',
      'validUntil',
    );
    expect(new Set(proposals.map((p) => p.status))).toEqual(
      new Set(['draft', 'sent', 'viewed', 'accepted', 'rejected']),
    );
    for (const p of proposals) {
      expect(p.branding).toEqual({
        companyLogo: '',
        accentColor: '#2563eb',
        footerText: 'Island Bridge Travel LLC',
      });
      expect(p.destinations.length).toBeGreaterThan(0);
      expect(p.inclusions.length).toBeGreaterThan(0);
      expect(listOf(p.detailedItinerary, 'detailed itinerary')[0]).toMatchObject({ day: 1 });
    }
    expect(proposals.some((p) => p.validUntil)).toBe(true);
  });

  it('keeps the copy its client accepted with an accepted proposal', async () => {
    const accepted = await db('proposals')
      .where({ status: 'accepted' })
      .select('title', 'acceptedAt', 'acceptedSnapshot');
    expect(accepted.length).toBeGreaterThan(0);
    for (const p of accepted) {
      expect(p.acceptedAt).not.toBeNull();
      expect(p.acceptedSnapshot).toMatchObject({
        page: { title: p.title },
        document: { proposal: { title: p.title, status: 'accepted' } },
      });
    }
  });

  it('shares trip-plan templates without a client and keeps client plans', async () => {
    const templates = await db('tripPlans').where({ isTemplate: true }).select('clientId', 'destinations');
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const template of templates) {
      expect(template.clientId).toBeNull();
      expect(template.destinations.length).toBeGreaterThan(0);
    }
    expect(await db('tripPlans').where({ isTemplate: false }).whereNotNull('clientId')).not.toHaveLength(0);
  });

  it('fills the inbox, sent and drafts folders and stars one email', async () => {
    const agent = await rowOf(db('users').where({ email: 'agent@demo.test' }).select('id', 'email').first());
    const emails = await db('emails').where({ agentId: agent.id });
    expect(emails.filter((e) => e.to === agent.email).length).toBeGreaterThan(0);
    expect(emails.filter((e) => e.from === agent.email && e.status !== 'draft').length).toBeGreaterThan(0);
    expect(emails.filter((e) => e.status === 'draft').length).toBeGreaterThan(0);
    expect(emails.filter((e) => e.isStarred).length).toBeGreaterThan(0);
  });

  it('publishes twelve blog posts with HTML content, stats and categories', async () => {
    const posts = await db('blogPosts').where({ status: 'published' });
    expect(posts).toHaveLength(12);
    const slugs = new Set(posts.map((p) => p.slug));
    expect(slugs.size).toBe(12);
    for (const post of posts) {
      expect(post.content).toMatch(/<h2>/);
      expect(post.content).toMatch(/<p>/);
      expect(post.content).toMatch(/<ul>/);
      expect(present(post.excerpt, 'excerpt').length).toBeGreaterThan(40);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.readingTime).toBeGreaterThan(0);
      expect(post.author).toBe('Island Bridge Travel');
      expect(post.featuredImage).toBe('');
      expect(post.categoryId).toBeTruthy();
      expect(new Date(present(post.publishedAt, 'publication date')).getUTCFullYear()).toBe(2026);
    }
    expect(
      new Set(posts.map((p) => new Date(present(p.publishedAt, 'publication date')).getUTCMonth())).size,
    ).toBeGreaterThanOrEqual(8);
    expect(await count(db, 'blogStats')).toBe(12);
    const categories = await db('blogCategories').select('slug', 'postCount');
    expect(categories.reduce((sum, c) => sum + c.postCount, 0)).toBe(12);
  });

  it('has approved and pending comments, and stats count the approved ones', async () => {
    const comments = await db('blogComments').select('postId', 'status', 'isReply', 'parentId');
    expect(comments.some((c) => c.status === 'approved')).toBe(true);
    expect(comments.some((c) => c.status === 'pending')).toBe(true);
    expect(comments.some((c) => c.isReply && c.parentId)).toBe(true);
    const stats = await db('blogStats').select('postId', 'comments');
    for (const stat of stats) {
      const approved = comments.filter((c) => c.postId === stat.postId && c.status === 'approved').length;
      expect(stat.comments).toBe(approved);
    }
  });

  it('publishes podcast episodes and leads from the site', async () => {
    expect(await db('podcastEpisodes').where({ isPublished: true })).not.toHaveLength(0);
    expect(await count(db, 'contactMessages')).toBeGreaterThan(0);
    expect(await count(db, 'newsletterSubscriptions')).toBeGreaterThan(0);
    expect(await count(db, 'notifications')).toBeGreaterThan(0);
  });

  it('gives every demo episode an audio file the podcast feed lists with its type and size', async () => {
    const episodes = await listReleasedEpisodes(db, 100);
    expect(episodes.length).toBeGreaterThan(0);
    const channel = child(
      parseXml(podcastXml('https://travel.example', episodes)).documentElement,
      'channel',
    )!;
    const items = children(channel, 'item');
    expect(items).toHaveLength(episodes.length);
    for (const item of items) {
      const enclosure = child(item, 'enclosure')!;
      expect(enclosure.getAttribute('url')).toMatch(/^https:\/\/[^/]+\/.+\.mp3$/);
      expect(enclosure.getAttribute('type')).toBe('audio/mpeg');
      expect(Number(enclosure.getAttribute('length'))).toBeGreaterThan(1_000_000);
    }
  });

  it('writes every syncable row with its own version above 0', async () => {
    const versions: number[] = [];
    for (const table of SYNCABLE_TABLES) {
      const rows = await db(table).select('version', 'deletedAt');
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.version, table).toBeGreaterThan(0);
        expect(row.deletedAt).toBeNull();
        versions.push(row.version);
      }
    }
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('shows three approved testimonials on the site and leaves one for the admin to review', async () => {
    const rows = await db('testimonials').select(
      'status',
      'rating',
      'approvedBy',
      'consentedAt',
      'itineraryId',
    );
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
    const admin = await rowOf(db('users').where({ email: 'admin@demo.test' }).select('id').first());
    for (const row of rows) {
      expect(row.rating).toBeGreaterThanOrEqual(4);
      expect(row.consentedAt).toBeInstanceOf(Date);
      expect(row.approvedBy).toBe(row.status === 'approved' ? admin.id : null);
    }
    expect(rows.some((row) => row.itineraryId)).toBe(true);
  });

  it('refuses a second run and changes nothing', async () => {
    const before = {
      users: await count(db, 'users'),
      clients: await count(db, 'clients'),
      posts: await count(db, 'blogPosts'),
    };
    const version = await lastVersion(db);
    expect(await seedDemoData(db)).toEqual({ seeded: false, reason: 'users_exist' });
    expect({
      users: await count(db, 'users'),
      clients: await count(db, 'clients'),
      posts: await count(db, 'blogPosts'),
    }).toEqual(before);
    expect(await lastVersion(db)).toBe(version);
  });

  it('keeps the required seed idempotent', async () => {
    expect(await seedRequired(db)).toEqual({ blogCategoriesInserted: 0 });
    expect(await count(db, 'blogCategories')).toBe(blogCategories.length);
  });
});

describe('demo seed on a database with users', () => {
  let t: TestDb;
  afterAll(async () => {
    await t?.destroy();
  });

  it('does nothing when any user already exists', async () => {
    t = await createTestDb();
    await t.db('users').insert({ email: 'owner@agency.example', role: 'admin' });
    expect(await seedDemoData(t.db)).toEqual({ seeded: false, reason: 'users_exist' });
    expect(await count(t.db, 'users')).toBe(1);
    expect(await count(t.db, 'clients')).toBe(0);
    expect(await count(t.db, 'blogCategories')).toBe(0);
  });
});
