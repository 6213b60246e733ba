import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@api/test/db.ts';
import { migrator, type Db } from '@db/index.ts';
import { migrationsDirectory } from '@db/migrations/lib/source.ts';
import type { OutgoingMailRow, UsersRow } from '@db/schema/rows.ts';
import { insertVersioned, SYNCABLE_TABLES, updateVersioned } from '@db/versioning.ts';

/** Every project table with the columns the code relies on. */
const EXPECTED_COLUMNS: Record<string, string[]> = {
  users: [
    'id',
    'email',
    'password_hash',
    'role',
    'first_name',
    'last_name',
    'phone',
    'profile_image_url',
    'is_active',
    'auth_method',
    'last_login',
    'wix_member_id',
    'wix_last_login_at',
    'wix_profile',
    'sync_scope_version',
    'email_verified_at',
    'created_at',
    'updated_at',
  ],
  sessions: ['sid', 'sess', 'expire'],
  agents: [
    'id',
    'user_id',
    'is_approved',
    'approved_at',
    'title',
    'specializations',
    'bio',
    'profile_image',
    'is_available',
    'created_at',
    'updated_at',
  ],
  client_agent_assignments: ['id', 'client_id', 'agent_id', 'assigned_at', 'is_active'],
  password_reset_tokens: ['id', 'user_id', 'token', 'expires_at', 'used_at', 'created_at'],
  email_verification_tokens: ['id', 'user_id', 'token', 'expires_at', 'used_at', 'created_at'],
  clients: [
    'id',
    'first_name',
    'last_name',
    'email',
    'phone',
    'address',
    'notes',
    'user_id',
    'created_at',
    'updated_at',
    'version',
    'deleted_at',
    'sync_txid',
  ],
  itineraries: [
    'id',
    'client_id',
    'title',
    'description',
    'start_date',
    'end_date',
    'total_cost',
    'currency',
    'status',
    'agent_notes',
    'created_at',
    'updated_at',
    'version',
    'deleted_at',
    'sync_txid',
  ],
  bookings: [
    'id',
    'itinerary_id',
    'type',
    'title',
    'details',
    'cost',
    'currency',
    'status',
    'booking_reference',
    'supplier_info',
    'start_date',
    'end_date',
    'version',
    'deleted_at',
    'sync_txid',
  ],
  agent_quotes: [
    'id',
    'client_id',
    'agent_id',
    'title',
    'description',
    'services',
    'subtotal',
    'taxes',
    'total_cost',
    'currency',
    'valid_until',
    'status',
    'terms',
    'notes',
    'version',
    'deleted_at',
    'sync_txid',
  ],
  proposals: [
    'id',
    'client_id',
    'agent_id',
    'quote_id',
    'title',
    'description',
    'destinations',
    'start_date',
    'end_date',
    'number_of_travelers',
    'detailed_itinerary',
    'inclusions',
    'exclusions',
    'total_cost',
    'currency',
    'status',
    'notes',
    'template',
    'introduction',
    'included_quotes',
    'included_itineraries',
    'custom_sections',
    'terms',
    'valid_until',
    'branding',
    'total_value',
    'version',
    'deleted_at',
    'sync_txid',
    'public_token',
    'sent_at',
    'viewed_at',
    'responded_at',
  ],
  quote_templates: ['id', 'name', 'title', 'services', 'terms', 'created_by', 'created_at', 'updated_at'],
  trip_plans: [
    'id',
    'agent_id',
    'client_id',
    'name',
    'description',
    'destinations',
    'duration',
    'budget',
    'currency',
    'travel_style',
    'activities',
    'accommodations',
    'transportation',
    'is_template',
    'tags',
    'version',
    'deleted_at',
    'sync_txid',
  ],
  notifications: [
    'id',
    'agent_id',
    'type',
    'title',
    'message',
    'entity_type',
    'entity_id',
    'is_read',
    'priority',
    'created_at',
  ],
  agent_settings: [
    'id',
    'agent_id',
    'email_notifications',
    'sms_notifications',
    'quotes_email_template',
    'proposals_email_template',
    'default_currency',
    'working_hours',
    'auto_assign_clients',
    'notification_preferences',
    'signature',
  ],
  email_communications: [
    'id',
    'client_id',
    'itinerary_id',
    'agent_id',
    'subject',
    'content',
    'email_type',
    'sent_via',
    'external_id',
    'status',
    'sent_at',
  ],
  emails: [
    'id',
    'from',
    'to',
    'subject',
    'body',
    'cc',
    'bcc',
    'priority',
    'status',
    'is_starred',
    'is_read',
    'sent_at',
    'read_at',
    'attachments',
    'client_id',
    'related_quote_id',
    'related_itinerary_id',
    'agent_id',
    'template',
    'schedule_for',
    'version',
    'deleted_at',
    'sync_txid',
    'external_id',
  ],
  travel_quotes: [
    'id',
    'first_name',
    'last_name',
    'email',
    'phone',
    'group_name',
    'number_of_travelers',
    'departure_date',
    'return_date',
    'travel_types',
    'budget_range',
    'departure_location',
    'special_requests',
    'passport_info',
    'emergency_contact',
    'created_at',
    'payment_verification_id',
  ],
  newsletter_subscriptions: [
    'id',
    'email',
    'first_name',
    'last_name',
    'source',
    'flodesk_id',
    'is_active',
    'subscribed_at',
  ],
  contact_messages: ['id', 'name', 'email', 'message', 'subject', 'budget_range', 'created_at'],
  payment_verifications: [
    'id',
    'paypal_order_id',
    'paypal_capture_id',
    'amount',
    'currency',
    'status',
    'package_type',
    'user_session',
    'customer_email',
    'paypal_payer_email',
    'verified_at',
    'expires_at',
    'metadata',
    'payment_order_id',
    'user_id',
    'refunded_at',
  ],
  // Checkouts this server started: only those can be verified.
  payment_orders: [
    'id',
    'provider',
    'provider_order_id',
    'package_type',
    'extras',
    'amount',
    'currency',
    'status',
    'session_key',
    'user_id',
    'payer_email',
    'held_for_review',
  ],
  podcast_episodes: [
    'id',
    'title',
    'audio_url',
    'audio_length_bytes',
    'description',
    'duration',
    'episode_number',
    'season_number',
    'published_at',
    'is_published',
    'thumbnail_url',
    'transcript_url',
    'tags',
    'spotify_url',
    'apple_url',
    'google_url',
  ],
  chat_conversations: [
    'id',
    'title',
    'user_email',
    'user_name',
    'status',
    'created_at',
    'session_key',
    'user_id',
    'handed_off_at',
  ],
  chat_messages: ['id', 'conversation_id', 'role', 'content', 'metadata', 'created_at'],
  blog_categories: ['id', 'name', 'slug', 'description', 'color', 'is_active', 'post_count'],
  blog_posts: [
    'id',
    'title',
    'slug',
    'content',
    'excerpt',
    'featured_image',
    'author',
    'category_id',
    'status',
    'published_at',
    'original_link',
    'source_rss_id',
    'tags',
    'seo_title',
    'seo_description',
    'reading_time',
    'created_at',
  ],
  blog_comments: [
    'id',
    'post_id',
    'parent_id',
    'author_name',
    'author_email',
    'author_website',
    'content',
    'status',
    'ip_address',
    'user_agent',
    'is_reply',
    'reply_count',
    'created_at',
  ],
  blog_stats: [
    'id',
    'post_id',
    'views',
    'likes',
    'shares',
    'comments',
    'average_rating',
    'total_ratings',
    'unique_visitors',
    'share_breakdown',
    'last_viewed',
  ],
  blog_interactions: [
    'id',
    'post_id',
    'session_id',
    'user_email',
    'interaction_type',
    'metadata',
    'ip_address',
    'user_agent',
    'created_at',
  ],
  webhook_events: ['id', 'event_id', 'source', 'event_type', 'payload', 'processed_at'],
  rate_limits: ['key', 'points', 'expire'],
  sync_devices: ['device_id', 'user_id', 'last_seq', 'created_at', 'last_seen_at'],
  sync_results: ['device_id', 'seq', 'result', 'created_at'],
  outgoing_mail: [
    'id',
    'kind',
    'status',
    'to',
    'from',
    'subject',
    'text',
    'html',
    'reply_to',
    'message_id',
    'email_id',
    'proposal_id',
    'user_id',
    'token_id',
    'attempts',
    'next_attempt_at',
    'claimed_at',
    'claimed_by',
    'delivered_at',
    'failed_at',
    'last_error',
    'created_at',
    'updated_at',
  ],
  theme_park_snapshots: [
    'park_id',
    'snapshot',
    'fetched_at',
    'refreshing_until',
    'claim_token',
    'retry_after',
    'failures',
    'last_error',
    'last_error_at',
    'created_at',
    'updated_at',
  ],
  leads: [
    'id',
    'kind',
    'status',
    'name',
    'email',
    'phone',
    'summary',
    'travel_quote_id',
    'contact_message_id',
    'chat_conversation_id',
    'payment_verification_id',
    'assigned_agent_id',
    'assigned_at',
    'client_id',
    'responded_at',
    'status_changed_at',
    'created_at',
    'updated_at',
  ],
  lead_digests: ['kind', 'last_sent_at'],
  testimonial_requests: [
    'id',
    'itinerary_id',
    'client_id',
    'email',
    'token',
    'requested_by',
    'expires_at',
    'used_at',
    'created_at',
    'updated_at',
  ],
  testimonials: [
    'id',
    'itinerary_id',
    'request_id',
    'display_name',
    'rating',
    'text',
    'status',
    'consented_at',
    'approved_by',
    'approved_at',
    'rejected_by',
    'rejected_at',
    'created_at',
    'updated_at',
  ],
};

/** Column types that other code relies on (information_schema data_type). */
const EXPECTED_TYPES: [string, string, string][] = [
  ['users', 'id', 'uuid'],
  ['users', 'email_verified_at', 'timestamp with time zone'],
  ['sessions', 'sess', 'jsonb'],
  ['sessions', 'expire', 'timestamp with time zone'],
  ['itineraries', 'total_cost', 'integer'],
  ['itineraries', 'start_date', 'date'],
  ['bookings', 'cost', 'integer'],
  ['bookings', 'details', 'text'],
  ['agent_quotes', 'services', 'jsonb'],
  ['agent_quotes', 'subtotal', 'integer'],
  ['agent_quotes', 'valid_until', 'date'],
  ['proposals', 'destinations', 'ARRAY'],
  ['proposals', 'included_quotes', 'ARRAY'],
  ['proposals', 'custom_sections', 'jsonb'],
  ['proposals', 'total_value', 'integer'],
  ['trip_plans', 'budget', 'integer'],
  ['trip_plans', 'transportation', 'ARRAY'],
  ['emails', 'attachments', 'jsonb'],
  ['payment_verifications', 'amount', 'integer'],
  ['payment_orders', 'amount', 'integer'],
  ['blog_posts', 'published_at', 'timestamp with time zone'],
  ['blog_posts', 'tags', 'ARRAY'],
  ['sync_devices', 'last_seq', 'bigint'],
  ['sync_results', 'result', 'jsonb'],
  ['theme_park_snapshots', 'snapshot', 'jsonb'],
  ['theme_park_snapshots', 'fetched_at', 'timestamp with time zone'],
  ...SYNCABLE_TABLES.flatMap((table): [string, string, string][] => [
    [table, 'version', 'bigint'],
    [table, 'deleted_at', 'timestamp with time zone'],
    [table, 'sync_txid', 'bigint'],
  ]),
];

async function publicTables(db: Db): Promise<string[]> {
  const rows = await db('information_schema.tables')
    .where({ tableSchema: 'public', tableType: 'BASE TABLE' })
    .select('tableName');
  return rows.map((row: { tableName: string }) => row.tableName).sort();
}

async function columnsOf(
  db: Db,
): Promise<Map<string, Map<string, { dataType: string; isNullable: string }>>> {
  const rows = (await db('information_schema.columns')
    .where({ tableSchema: 'public' })
    .select('tableName', 'columnName', 'dataType', 'isNullable')) as {
    tableName: string;
    columnName: string;
    dataType: string;
    isNullable: string;
  }[];
  const out = new Map<string, Map<string, { dataType: string; isNullable: string }>>();
  for (const row of rows) {
    if (!out.has(row.tableName)) out.set(row.tableName, new Map());
    out.get(row.tableName)!.set(row.columnName, { dataType: row.dataType, isNullable: row.isNullable });
  }
  return out;
}

const KNEX_TABLES = ['knex_migrations', 'knex_migrations_lock'];

describe('migrations', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ empty: true });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('creates every table of the data model with its columns and types', async () => {
    await migrator(t.db).latest();
    const tables = await publicTables(t.db);
    expect(tables).toEqual([...Object.keys(EXPECTED_COLUMNS), ...KNEX_TABLES].sort());

    const columns = await columnsOf(t.db);
    for (const [table, expected] of Object.entries(EXPECTED_COLUMNS)) {
      const actual = [...(columns.get(table)?.keys() ?? [])];
      expect(actual, table).toEqual(expect.arrayContaining(expected));
    }
    for (const [table, column, dataType] of EXPECTED_TYPES) {
      expect(columns.get(table)?.get(column)?.dataType, `${table}.${column}`).toBe(dataType);
    }
    // Required fields are NOT NULL; optional ones are not.
    expect(columns.get('users')!.get('email')!.isNullable).toBe('NO');
    expect(columns.get('clients')!.get('email')!.isNullable).toBe('NO');
    expect(columns.get('clients')!.get('user_id')!.isNullable).toBe('YES');
    expect(columns.get('bookings')!.get('itinerary_id')!.isNullable).toBe('NO');
    expect(columns.get('itineraries')!.get('total_cost')!.isNullable).toBe('YES');
    expect(columns.get('emails')!.get('body')!.isNullable).toBe('NO');
  });

  it('rolls every migration back, leaving no project table, and migrates up again', async () => {
    const [, reverted] = (await migrator(t.db).rollback(undefined, true)) as [number, string[]];
    expect(reverted.length).toBeGreaterThanOrEqual(29);
    expect(await publicTables(t.db)).toEqual(KNEX_TABLES);

    const [, applied] = (await migrator(t.db).latest()) as [number, string[]];
    expect(applied).toEqual([...reverted].reverse());
    expect(await publicTables(t.db)).toEqual([...Object.keys(EXPECTED_COLUMNS), ...KNEX_TABLES].sort());
  });

  it('numbers batches, so rolling back the last batch undoes only that batch', async () => {
    await migrator(t.db).rollback(undefined, true);
    await migrator(t.db).up(); // batch 1: the first migration alone
    const [secondBatch, applied] = (await migrator(t.db).latest()) as [number, string[]];
    expect(secondBatch).toBe(2);
    const [, reverted] = (await migrator(t.db).rollback()) as [number, string[]];
    expect(reverted.sort()).toEqual([...applied].sort());
    expect(await publicTables(t.db)).toEqual([...KNEX_TABLES, 'users'].sort());
    await migrator(t.db).latest();
  });
});

describe('the lead queue', () => {
  let t: TestDb;
  const LEADS_MIGRATION = '20261202100000_create_leads.ts';
  beforeAll(async () => {
    t = await createTestDb({ empty: true });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('starts with every lead stored before it, waiting for an answer', async () => {
    await migrator(t.db).latest();
    await migrator(t.db).down({ name: LEADS_MIGRATION });
    const [quote] = await t
      .db('travelQuotes')
      .insert({
        firstName: 'Ana',
        lastName: 'Joseph',
        email: 'ana@example.com',
        numberOfTravelers: '3-5',
        budgetRange: '7000-10000',
      })
      .returning('id');
    const [message] = await t
      .db('contactMessages')
      .insert({ name: 'Luis Ortega', email: 'luis@example.com', subject: 'Transfers', message: 'From MCO?' })
      .returning('id');
    const [chat] = await t
      .db('chatConversations')
      .insert({ userName: 'Grace', userEmail: 'grace@example.com', handedOffAt: new Date() })
      .returning('id');
    await t.db('chatConversations').insert({ userName: 'Never asked' });
    const [payment] = await t
      .db('paymentVerifications')
      .insert({
        paypalOrderId: 'ORDER-1',
        amount: 5000,
        currency: 'USD',
        status: 'COMPLETED',
        packageType: 'standard',
        customerEmail: 'payer@example.com',
      })
      .returning('id');

    await migrator(t.db).up({ name: LEADS_MIGRATION });
    const leads = await t
      .db('leads')
      .orderBy('kind')
      .select(
        'kind',
        'status',
        'name',
        'email',
        'summary',
        'travelQuoteId',
        'contactMessageId',
        'chatConversationId',
        'paymentVerificationId',
      );
    expect(leads).toEqual([
      expect.objectContaining({ kind: 'chat', status: 'new', name: 'Grace', chatConversationId: chat.id }),
      expect.objectContaining({
        kind: 'consultation',
        email: 'payer@example.com',
        paymentVerificationId: payment.id,
      }),
      expect.objectContaining({
        kind: 'contact',
        name: 'Luis Ortega',
        summary: 'Transfers',
        contactMessageId: message.id,
      }),
      expect.objectContaining({
        kind: 'quote',
        name: 'Ana Joseph',
        summary: '3-5 travelers · $7,000 - $10,000',
        travelQuoteId: quote.id,
      }),
    ]);
  });

  it('points new-lead notices written before the queue at their lead', async () => {
    const NOTICES_MIGRATION = '20261203090000_point_lead_notices_at_leads.ts';
    await migrator(t.db).latest();
    await migrator(t.db).down({ name: NOTICES_MIGRATION });
    const [agent] = await t
      .db('users')
      .insert({ email: 'notice-agent@example.com', firstName: 'Nadia', lastName: 'Okafor', role: 'agent' })
      .returning('id');
    const [quote] = await t
      .db('travelQuotes')
      .insert({ firstName: 'Rosa', lastName: 'Marin', email: 'rosa@example.com' })
      .returning('id');
    const [lead] = await t
      .db('leads')
      .insert({ kind: 'quote', name: 'Rosa Marin', email: 'rosa@example.com', travelQuoteId: quote.id })
      .returning('id');
    const [notice] = await t
      .db('notifications')
      .insert({
        agentId: agent.id,
        type: 'new_lead',
        title: 'New quote request from Rosa Marin',
        message: 'rosa@example.com',
        entityType: 'travel_quote',
        entityId: quote.id,
      })
      .returning('id');

    await migrator(t.db).up({ name: NOTICES_MIGRATION });
    expect(await t.db('notifications').where({ id: notice.id }).first('entityType', 'entityId')).toEqual({
      entityType: 'lead',
      entityId: lead.id,
    });
  });
});

describe('migration sources', () => {
  /** Every file of db/migrations with the modules it imports. */
  function importsOf(directory: string): [string, string][] {
    return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) return importsOf(file);
      if (!entry.name.endsWith('.ts')) return [];
      const source = fs.readFileSync(file, 'utf8');
      return [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map(
        ([, specifier]) => [file, specifier] as [string, string],
      );
    });
  }

  it('imports only packages and each other, never a module of the app that can change', () => {
    const outside = importsOf(migrationsDirectory).filter(([file, specifier]) => {
      if (/^@(api|contract|content|db|pwa)\//.test(specifier)) return true;
      if (!specifier.startsWith('.')) return false;
      const target = path.resolve(path.dirname(file), specifier);
      return !target.startsWith(migrationsDirectory + path.sep);
    });
    expect(outside).toEqual([]);
  });
});

/** A rejected query's SQLSTATE (pg and PGlite both expose `code`). */
async function sqlState(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';
const NOT_NULL_VIOLATION = '23502';

describe('constraints', () => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await createTestDb();
    db = t.db;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  /**
   * A table outside the generated `Tables` (its name typed as a plain string): for a write the
   * row types refuse, a value no column allows, to see the database refuse it as well.
   */
  const unchecked = (table: string) => db<Record<string, unknown>>(table);

  async function user(email: string, role: UsersRow['role'] = 'client') {
    const [row] = await db('users').insert({ email, role, firstName: 'Test' }).returning('*');
    return row as { id: string; role: string; isActive: boolean; authMethod: string };
  }

  async function client(email: string, userId: string | null = null) {
    const [row] = await db('clients')
      .insert({ firstName: 'Ana', lastName: 'Lopez', email, userId })
      .returning('*');
    return row as {
      id: string;
      userId: string | null;
      version: number;
      deletedAt: string | null;
      syncTxid: number;
    };
  }

  async function itinerary(clientId: string) {
    const [row] = await db('itineraries').insert({ clientId, title: 'Island week' }).returning('*');
    return row as { id: string; status: string; currency: string };
  }

  it('gives users their defaults and rejects a duplicate email', async () => {
    const created = await user('unique@example.com');
    expect(created).toMatchObject({ role: 'client', isActive: true, authMethod: 'custom' });
    expect(await sqlState(db('users').insert({ email: 'unique@example.com' }))).toBe(UNIQUE_VIOLATION);
  });

  it('accepts only the roles client, agent and admin', async () => {
    await user('agent-role@example.com', 'agent');
    await user('admin-role@example.com', 'admin');
    expect(await sqlState(unchecked('users').insert({ email: 'root@example.com', role: 'superuser' }))).toBe(
      CHECK_VIOLATION,
    );
  });

  it('rejects a duplicate blog post slug', async () => {
    await db('blogPosts').insert({ title: 'One', slug: 'same-slug', content: '<p>One</p>' });
    expect(
      await sqlState(db('blogPosts').insert({ title: 'Two', slug: 'same-slug', content: '<p>Two</p>' })),
    ).toBe(UNIQUE_VIOLATION);
    const [post] = await db('blogPosts').where({ slug: 'same-slug' }).select('author', 'status', 'tags');
    expect(post).toEqual({ author: 'Island Bridge Travel', status: 'published', tags: [] });
  });

  it('deletes the bookings of a deleted itinerary', async () => {
    const c = await client('bookings@example.com');
    const it1 = await itinerary(c.id);
    const it2 = await itinerary(c.id);
    await db('bookings').insert([
      { itineraryId: it1.id, type: 'flight', title: 'Flight' },
      { itineraryId: it1.id, type: 'hotel', title: 'Hotel' },
      { itineraryId: it2.id, type: 'activity', title: 'Tour' },
    ]);
    await db('itineraries').where({ id: it1.id }).delete();
    const left = await db('bookings').whereIn('itineraryId', [it1.id, it2.id]).select('title');
    expect(left).toEqual([{ title: 'Tour' }]);
  });

  it('deletes the itineraries (and their bookings) of a deleted client', async () => {
    const c = await client('cascade@example.com');
    const it = await itinerary(c.id);
    expect(it).toMatchObject({ status: 'draft', currency: 'USD' });
    await db('bookings').insert({ itineraryId: it.id, type: 'transport', title: 'Transfer' });
    await db('clients').where({ id: c.id }).delete();
    expect(await db('itineraries').where({ clientId: c.id })).toEqual([]);
    expect(await db('bookings').where({ itineraryId: it.id })).toEqual([]);
  });

  it('clears clients.user_id when the user is deleted, keeping the client', async () => {
    const u = await user('linked@example.com');
    const c = await client('linked@example.com', u.id);
    expect(
      await sqlState(
        db('clients').insert({ firstName: 'X', lastName: 'Y', email: 'x@example.com', userId: u.id }),
      ),
    ).toBe(UNIQUE_VIOLATION);
    await db('users').where({ id: u.id }).delete();
    const [after] = await db('clients').where({ id: c.id }).select('userId', 'email');
    expect(after).toEqual({ userId: null, email: 'linked@example.com' });
  });

  it('assigns a client to an agent only once', async () => {
    const agent = await user('assign-agent@example.com', 'agent');
    const c = await client('assigned@example.com');
    await db('clientAgentAssignments').insert({ clientId: c.id, agentId: agent.id });
    expect(await sqlState(db('clientAgentAssignments').insert({ clientId: c.id, agentId: agent.id }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('enforces the listed statuses, booking types and non-negative money', async () => {
    const c = await client('checks@example.com');
    const it = await itinerary(c.id);
    expect(
      await sqlState(unchecked('itineraries').insert({ clientId: c.id, title: 'X', status: 'booked' })),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(unchecked('bookings').insert({ itineraryId: it.id, type: 'train', title: 'X' })),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(db('bookings').insert({ itineraryId: it.id, type: 'hotel', title: 'X', cost: -1 })),
    ).toBe(CHECK_VIOLATION);
    expect(await sqlState(unchecked('agentQuotes').insert({ title: 'Q', status: 'pending' }))).toBe(
      CHECK_VIOLATION,
    );
    expect(
      await sqlState(unchecked('proposals').insert({ clientId: c.id, title: 'P', status: 'approved' })),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(unchecked('proposals').insert({ clientId: c.id, title: 'P', template: 'fancy' })),
    ).toBe(CHECK_VIOLATION);
    const email = { from: 'a@example.com', to: 'b@example.com', subject: 'S', body: 'B' };
    expect(await sqlState(unchecked('emails').insert({ ...email, priority: 'urgent' }))).toBe(
      CHECK_VIOLATION,
    );
    expect(await sqlState(unchecked('emails').insert({ ...email, status: 'queued' }))).toBe(CHECK_VIOLATION);
    expect(await sqlState(unchecked('emails').insert({ ...email, body: null }))).toBe(NOT_NULL_VIOLATION);
    const [stored] = await db('emails')
      .insert(email)
      .returning(['status', 'priority', 'isStarred', 'attachments']);
    expect(stored).toEqual({ status: 'draft', priority: 'normal', isStarred: false, attachments: [] });
  });

  it('versions syncable writes from the sequence, rising, and stamps the transaction that wrote them', async () => {
    const plain = await client('unversioned@example.com');
    expect(plain).toMatchObject({ version: 0, deletedAt: null });
    // Even a write that forgets the version is placed in the order devices pull changes in.
    expect(Number(plain.syncTxid)).toBeGreaterThan(0);

    const { first, second, updated, txid } = await db.transaction(async (trx) => {
      const first = await insertVersioned(trx, 'clients', {
        firstName: 'V',
        lastName: 'One',
        email: 'v1@example.com',
      });
      const second = await insertVersioned(trx, 'trip_plans', {
        name: 'Plan',
        destinations: ['Castries', 'Soufriere'],
      });
      const updated = await updateVersioned(trx, 'clients', first.id as string, { notes: 'changed' });
      const txid = Number((await trx.raw('select pg_current_xact_id()::text as txid')).rows[0].txid);
      return { first, second, updated, txid };
    });
    expect(Number(second.version)).toBeGreaterThan(Number(first.version));
    expect(second).toMatchObject({ destinations: ['Castries', 'Soufriere'], isTemplate: false });
    expect(Number(updated!.version)).toBeGreaterThan(Number(second.version));
    expect(updated).toMatchObject({ notes: 'changed' });
    for (const row of [first, second, updated!]) expect(Number(row.syncTxid)).toBe(txid);
    expect(txid).toBeGreaterThan(Number(plain.syncTxid));

    const later = await db.transaction((trx) =>
      updateVersioned(trx, 'clients', first.id as string, { notes: 'again' }),
    );
    expect(Number(later!.version)).toBeGreaterThan(Number(updated!.version));
    expect(Number(later!.syncTxid)).toBeGreaterThan(txid);
  });

  it('deletes a sync device with its user', async () => {
    const u = await user('device@example.com', 'agent');
    const deviceId = '5b7c3f2e-8d1a-4c6b-9e0f-1a2b3c4d5e6f';
    await db('syncDevices').insert({ deviceId, userId: u.id });
    expect(await db('syncDevices').where({ deviceId }).first('lastSeq')).toEqual({ lastSeq: 0 });
    await db('users').where({ id: u.id }).delete();
    expect(await db('syncDevices').where({ deviceId })).toEqual([]);
  });

  it('keeps testimonials to 1-5 stars and their statuses, one per link, and past their trip', async () => {
    const c = await client('testimonial@example.com');
    const trip = await itinerary(c.id);
    const [request] = await db('testimonialRequests')
      .insert({
        itineraryId: trip.id,
        clientId: c.id,
        email: 'testimonial@example.com',
        token: 'a'.repeat(64),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning('id');
    const testimonial = {
      itineraryId: trip.id,
      displayName: 'Ana L.',
      text: 'Every transfer was on time.',
      consentedAt: new Date(),
    };
    expect(await sqlState(db('testimonials').insert({ ...testimonial, rating: 0 }))).toBe(CHECK_VIOLATION);
    expect(await sqlState(db('testimonials').insert({ ...testimonial, rating: 6 }))).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(unchecked('testimonials').insert({ ...testimonial, rating: 5, status: 'spam' })),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(unchecked('testimonials').insert({ ...testimonial, rating: 5, consentedAt: null })),
    ).toBe(NOT_NULL_VIOLATION);
    const [stored] = await db('testimonials')
      .insert({ ...testimonial, rating: 5, requestId: request.id })
      .returning(['id', 'status']);
    expect(stored.status).toBe('pending');
    expect(
      await sqlState(db('testimonials').insert({ ...testimonial, rating: 4, requestId: request.id })),
    ).toBe(UNIQUE_VIOLATION);

    await db('itineraries').where({ id: trip.id }).delete();
    expect(await db('testimonials').where({ id: stored.id }).first('itineraryId', 'requestId')).toEqual({
      itineraryId: null,
      requestId: null,
    });
    expect(await db('testimonialRequests').where({ id: request.id })).toEqual([]);
  });

  it('lets the mail queue carry testimonial requests beside every earlier kind', async () => {
    const kinds: OutgoingMailRow['kind'][] = ['office_email', 'lead', 'receipt', 'testimonial_request'];
    for (const kind of kinds) {
      await db('outgoingMail').insert({ kind, to: 'someone@example.com', subject: 'S', text: 'T' });
    }
    expect(
      await sqlState(
        unchecked('outgoingMail').insert({
          kind: 'newsletter',
          to: 'x@example.com',
          subject: 'S',
          text: 'T',
        }),
      ),
    ).toBe(CHECK_VIOLATION);
  });
});

describe('marking e-mail addresses verified', () => {
  const MIGRATION = '20261125000100_add_users_email_verified_at.ts';
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('counts accounts a provider or the member site vouched for as verified, and password accounts not', async () => {
    await migrator(t.db).down({ name: MIGRATION });
    await t.db('users').insert([
      { email: 'typed@example.com', authMethod: 'custom' },
      { email: 'google@example.com', authMethod: 'google' },
      { email: 'member@example.com', authMethod: 'wix' },
    ]);
    await migrator(t.db).up({ name: MIGRATION });
    const rows = (await t.db('users').orderBy('email').select('email', 'emailVerifiedAt', 'createdAt')) as {
      email: string;
      emailVerifiedAt: Date | null;
      createdAt: Date;
    }[];
    expect(rows.map((row) => [row.email, row.emailVerifiedAt !== null])).toEqual([
      ['google@example.com', true],
      ['member@example.com', true],
      ['typed@example.com', false],
    ]);
    expect(rows[0].emailVerifiedAt).toEqual(rows[0].createdAt);
  });
});
