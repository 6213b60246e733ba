/**
 * Every environment variable the server reads, parsed and checked in one place. A bad value
 * stops the start with a message naming the variable; nothing else reads process.env.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createPrivateKey, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import {
  parseOpeningHours,
  parsePhone,
  parseSellerOfTravelNumber,
  parseUsAddress,
  type AgencyDetails,
} from '@contract/agency.ts';
import { brand } from '@contract/brand.ts';

export type NodeEnv = 'development' | 'production' | 'test';
export type OAuthProvider = 'google' | 'github' | 'x' | 'apple';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  demoData: boolean;
  logLevel: string;
  /**
   * How long a signed-in session lasts: ended after this long without a request (staff, who
   * hold every client's data, sooner than clients), and after `maxMs` since sign-in whatever.
   */
  session: { idleStaffMs: number; idleClientMs: number; maxMs: number };
  /** Largest accepted JSON or form body, in bytes. */
  bodyLimitBytes: number;
  /** New accounts one network address may open in an hour. */
  registrationsPerIpPerHour: number;
  /** Blog comments one network address may send per hour. */
  commentsPerIpPerHour: number;
  /** Messages one browser session may send the assistant per hour. */
  chatMessagesPerSessionPerHour: number;
  /** Messages one network address may send the assistant per hour (an office shares one). */
  chatMessagesPerIpPerHour: number;
  /** Hand-offs to an agent one browser session may ask for per hour. */
  chatHandoffsPerSessionPerHour: number;
  /** Hand-offs to an agent one network address may ask for per hour. */
  chatHandoffsPerIpPerHour: number;
  /** Checkouts started and payments verified from one network address per hour. */
  checkoutsPerIpPerHour: number;
  /** Trust X-Forwarded-* from a proxy in front (client IP for logs and rate limits). */
  trustProxy: boolean;
  /**
   * How many proxies in front append to X-Forwarded-For: the client is the entry that many
   * places from the right. Entries further left were written by the client and prove nothing.
   */
  trustProxyHops: number;
  /** Where the built PWA lives; served with an SPA fallback. */
  staticDir: string;
  /** The server's build of the public pages (vite build --ssr); without it the browser renders them. */
  pagesDir: string;
  mail: { smtpUrl?: string; from: string; agencyInbox: string };
  /** With clientId and clientSecret, checkouts go to PayPal; else to the demo checkout here. */
  paypal: { clientId?: string; clientSecret?: string; apiBase: string; webhookId?: string };
  /** With apiBase and apiKey, answers are worded by this OpenAI-compatible model; else locally. */
  assistant: { apiBase?: string; apiKey?: string; model: string };
  themeParksApiBase: string;
  /** Unset: newsletter subscribers are kept in the database only, never sent anywhere. */
  flodeskApiKey?: string;
  /** Flodesk's API root (tests point it at a local fake). */
  flodeskApiBase: string;
  oauth: Partial<Record<OAuthProvider, OAuthClient>>;
  /**
   * Sign in with Apple's client secret is a short-lived ES256 JWT. With a team id and key id,
   * OAUTH_APPLE_CLIENT_SECRET holds the .p8 private key and a fresh secret is signed for each
   * sign-in; without them, OAUTH_APPLE_CLIENT_SECRET is used as an already signed secret.
   */
  appleSigningKey?: { teamId: string; keyId: string; privateKeyPem: string };
  /**
   * Tests and development only: every OAuth endpoint becomes `<base>/<provider>/<endpoint>`
   * (a local fake provider). Refused in production.
   */
  oauthEndpointOverrideBase?: string;
  /** HMAC-SHA256 key of the member-login webhook; unset, the endpoint answers 503. */
  memberWebhookSecret?: string;
  /** HMAC-SHA256 key of inbound e-mail deliveries (POST /api/emails/inbound); unset, 503. */
  inboundEmailSecret?: string;
  /** An RSS or Atom feed imported into the blog at start and on an interval; unset, none is. */
  blogFeedUrl?: string;
  /** Minutes between two imports of blogFeedUrl. */
  blogFeedIntervalMinutes: number;
  /**
   * The partner booking site the hotel and flight searches open (through a redirect of this
   * server, so the affiliate settings never sit in a page): its searches, and the agency's
   * affiliate id and locale added to each, under the partner's own parameter names.
   */
  bookingPartner: BookingPartner;
  /** The address, phone, hours and registration the public pages print (footer, structured data). */
  agency: AgencyDetails;
  /** The AGENCY_* variables left unset, whose demo value is published instead (warned about in production). */
  agencyDemoDefaults: string[];
}

export interface BookingPartner {
  hotelSearchUrl: string;
  flightSearchUrl: string;
  /** Unset: the searches carry no affiliate parameter. */
  affiliateId?: string;
  affiliateParam: string;
  locale: string;
  localeParam: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** A PEM key from an environment variable, where line breaks are often written as a literal \n. */
function pemFromEnv(value: string): string {
  return value.replace(/\\n/g, '\n');
}

function isEcPrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'ec';
  } catch {
    return false;
  }
}

const urlSchema = v.pipe(v.string(), v.url());
const emailSchema = v.pipe(v.string(), v.email());

/** Reads variables one by one, collecting every problem so one start reports them all. */
class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name) ?? fallback;
    const match = allowed.find((option) => option === value);
    if (match !== undefined) return match;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  url(name: string, fallback?: string, protocols = ['http:', 'https:']): string | undefined {
    const value = this.raw(name) ?? fallback;
    if (value === undefined) return undefined;
    if (!v.is(urlSchema, value) || !protocols.includes(new URL(value).protocol)) {
      this.problems.push(`${name} must be a URL starting with ${protocols.join(' or ')} (got "${value}")`);
      return fallback;
    }
    return value.replace(/\/$/, '');
  }

  email(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    if (!v.is(emailSchema, value.replace(/^.*<(.+)>$/, '$1'))) {
      this.problems.push(`${name} must be an e-mail address (got "${value}")`);
      return fallback;
    }
    return value;
  }

  /** Both or neither: a half-configured integration is a mistake worth stopping for. */
  pair(idName: string, secretName: string): { id?: string; secret?: string } {
    const id = this.raw(idName);
    const secret = this.raw(secretName);
    if (Boolean(id) !== Boolean(secret)) {
      this.problems.push(`${idName} and ${secretName} must be set together`);
      return {};
    }
    return { id, secret };
  }
}

/**
 * DEMO VALUES, for a local start only: a made-up Orlando office, a 555 number and a placeholder
 * registration. An agency sets its own through the AGENCY_* variables; in production the server
 * warns at start about each one still left at its demo value.
 */
export const DEMO_AGENCY = {
  AGENCY_STREET_ADDRESS: '7380 Sand Lake Rd, Suite 500, Orlando, FL 32819',
  AGENCY_PHONE: '+1 (407) 555-0142',
  AGENCY_HOURS: 'Mo-Fr 09:00-18:00; Sa 10:00-16:00',
  AGENCY_SELLER_OF_TRAVEL_NUMBER: 'ST00000',
} as const;

type AgencyVariable = keyof typeof DEMO_AGENCY;

const isAgencyVariable = (name: string): name is AgencyVariable => Object.hasOwn(DEMO_AGENCY, name);

/** The agency's particulars, each checked; a value that does not parse is a problem named after its variable. */
function readAgency(read: EnvReader): { agency: AgencyDetails; demoDefaults: AgencyVariable[] } {
  const demoDefaults = Object.keys(DEMO_AGENCY)
    .filter(isAgencyVariable)
    .filter((name) => !read.raw(name));
  const parsed = <T>(name: AgencyVariable, parse: (text: string) => T | null, expected: string): T => {
    const value = read.raw(name);
    const result = value === undefined ? null : parse(value);
    if (value !== undefined && result === null)
      read.problems.push(`${name} must be ${expected} (got "${value}")`);
    if (result !== null) return result;
    // The demo's particulars are written to parse: one that does not is this file's mistake.
    const fallback = parse(DEMO_AGENCY[name]);
    if (fallback === null) throw new Error(`the demo default of ${name} does not parse`);
    return fallback;
  };
  return {
    agency: {
      address: parsed('AGENCY_STREET_ADDRESS', parseUsAddress, 'a US address: "street, city, ST 12345"'),
      phone: parsed('AGENCY_PHONE', parsePhone, 'a phone number of 10 to 15 digits'),
      openingHours: parsed(
        'AGENCY_HOURS',
        parseOpeningHours,
        'opening hours like "Mo-Fr 09:00-18:00; Sa 10:00-16:00"',
      ),
      sellerOfTravelNumber: parsed(
        'AGENCY_SELLER_OF_TRAVEL_NUMBER',
        parseSellerOfTravelNumber,
        'a Florida Seller of Travel registration number like ST12345',
      ),
    },
    demoDefaults,
  };
}

/** The partner's search parameters: an affiliate or locale parameter of the same name would replace one. */
const PARTNER_SEARCH_PARAMS = [
  'destination',
  'startDate',
  'endDate',
  'rooms',
  'adults',
  'trip',
  'leg1',
  'leg2',
  'passengers',
  'options',
  'mode',
];

function readBookingPartner(read: EnvReader): BookingPartner {
  const matching = (name: string, fallback: string, pattern: RegExp, expected: string): string => {
    const value = read.raw(name) ?? fallback;
    if (pattern.test(value)) return value;
    read.problems.push(`${name} must be ${expected} (got "${value}")`);
    return fallback;
  };
  const param = (name: string, fallback: string) => {
    const value = matching(
      name,
      fallback,
      /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/,
      'a query parameter name like "affcid"',
    );
    if (PARTNER_SEARCH_PARAMS.includes(value)) {
      read.problems.push(`${name} must not be one of the search's own parameters (got "${value}")`);
      return fallback;
    }
    return value;
  };
  const affiliateId = read.raw('BOOKING_PARTNER_AFFILIATE_ID');
  const partner: BookingPartner = {
    hotelSearchUrl:
      read.url('BOOKING_PARTNER_HOTEL_SEARCH_URL', brand.links.hotelSearch) ?? brand.links.hotelSearch,
    flightSearchUrl:
      read.url('BOOKING_PARTNER_FLIGHT_SEARCH_URL', brand.links.flightSearch) ?? brand.links.flightSearch,
    affiliateParam: param('BOOKING_PARTNER_AFFILIATE_PARAM', 'affcid'),
    locale: matching(
      'BOOKING_PARTNER_LOCALE',
      'en_US',
      /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/,
      'a locale like "en_US"',
    ),
    localeParam: param('BOOKING_PARTNER_LOCALE_PARAM', 'locale'),
  };
  if (affiliateId !== undefined) {
    if (/^[A-Za-z0-9._:~-]{1,200}$/.test(affiliateId)) partner.affiliateId = affiliateId;
    else
      read.problems.push(
        `BOOKING_PARTNER_AFFILIATE_ID must be letters, digits and . _ : ~ - only (got "${affiliateId}")`,
      );
  }
  if (partner.affiliateParam === partner.localeParam) {
    read.problems.push('BOOKING_PARTNER_AFFILIATE_PARAM and BOOKING_PARTNER_LOCALE_PARAM must differ');
  }
  return partner;
}

/** In development the session secret is made once and kept, so restarts keep sessions valid. */
function developmentSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const read = new EnvReader(env);
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = read.integer('PORT', 3000, 1, 65535);
  const dataDir = path.resolve(read.string('DATA_DIR', 'data'));
  const appUrl = read.url('APP_URL', `http://localhost:${port}`) ?? `http://localhost:${port}`;
  if (nodeEnv === 'production' && !read.raw('APP_URL')) {
    read.problems.push('APP_URL is required when NODE_ENV=production (the public https address)');
  }
  const databaseUrl = read.url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']);

  let sessionSecret = read.raw('SESSION_SECRET');
  if (sessionSecret && sessionSecret.length < 32) {
    read.problems.push('SESSION_SECRET must be at least 32 characters long');
  } else if (!sessionSecret && nodeEnv === 'production') {
    read.problems.push('SESSION_SECRET is required when NODE_ENV=production');
  }

  // The server speaks plain HTTP, so a public https address means a proxy terminates TLS in
  // front of it; trusting it is what lets Koa see https and send the Secure session cookie.
  const securePublicUrl = nodeEnv === 'production' && appUrl.startsWith('https:');
  const trustProxy = read.boolean('TRUST_PROXY', securePublicUrl);
  if (securePublicUrl && !trustProxy) {
    read.problems.push(
      'TRUST_PROXY must be true when APP_URL is https in production (the TLS proxy in front tells the server the request was secure)',
    );
  }
  // Each proxy appends the address it saw to X-Forwarded-For; anything before those entries came
  // from the client itself, so reading the leftmost one would let anyone pick their own address.
  const trustProxyHops = read.integer('TRUST_PROXY_HOPS', 1, 1, 10);
  if (read.raw('TRUST_PROXY_HOPS') && !trustProxy) {
    read.problems.push(
      'TRUST_PROXY_HOPS needs TRUST_PROXY=true (without a trusted proxy X-Forwarded-For is ignored)',
    );
  }

  const HOUR_MS = 60 * 60 * 1000;
  const session = {
    idleStaffMs: read.integer('SESSION_IDLE_HOURS_STAFF', 2, 1, 24 * 30) * HOUR_MS,
    idleClientMs: read.integer('SESSION_IDLE_DAYS_CLIENT', 14, 1, 365) * 24 * HOUR_MS,
    maxMs: read.integer('SESSION_MAX_DAYS', 30, 1, 365) * 24 * HOUR_MS,
  };
  if (session.idleClientMs > session.maxMs || session.idleStaffMs > session.maxMs) {
    read.problems.push(
      'SESSION_IDLE_DAYS_CLIENT and SESSION_IDLE_HOURS_STAFF must not exceed SESSION_MAX_DAYS',
    );
  }

  const paypal = read.pair('PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET');
  const oauth: Config['oauth'] = {};
  for (const provider of ['google', 'github', 'x', 'apple'] as const) {
    const upper = provider.toUpperCase();
    const pair = read.pair(`OAUTH_${upper}_CLIENT_ID`, `OAUTH_${upper}_CLIENT_SECRET`);
    if (pair.id && pair.secret) oauth[provider] = { clientId: pair.id, clientSecret: pair.secret };
  }
  const appleKey = read.pair('OAUTH_APPLE_TEAM_ID', 'OAUTH_APPLE_KEY_ID');
  let appleSigningKey: Config['appleSigningKey'];
  if (appleKey.id && appleKey.secret) {
    const privateKeyPem = oauth.apple && pemFromEnv(oauth.apple.clientSecret);
    if (!privateKeyPem) {
      read.problems.push(
        'OAUTH_APPLE_TEAM_ID and OAUTH_APPLE_KEY_ID need OAUTH_APPLE_CLIENT_ID and OAUTH_APPLE_CLIENT_SECRET (the .p8 private key)',
      );
    } else if (!isEcPrivateKey(privateKeyPem)) {
      read.problems.push(
        'OAUTH_APPLE_CLIENT_SECRET must be the .p8 private key (PKCS#8 PEM) when OAUTH_APPLE_KEY_ID is set',
      );
    } else {
      appleSigningKey = { teamId: appleKey.id, keyId: appleKey.secret, privateKeyPem };
    }
  }
  const oauthEndpointOverrideBase = read.url('OAUTH_ENDPOINT_OVERRIDE_BASE');
  if (oauthEndpointOverrideBase && nodeEnv === 'production') {
    read.problems.push(
      'OAUTH_ENDPOINT_OVERRIDE_BASE is for tests and development only; unset it in production',
    );
  }
  const memberWebhookSecret = read.raw('MEMBER_WEBHOOK_SECRET');
  if (memberWebhookSecret && memberWebhookSecret.length < 16) {
    read.problems.push('MEMBER_WEBHOOK_SECRET must be at least 16 characters long');
  }
  const inboundEmailSecret = read.raw('INBOUND_EMAIL_SECRET');
  if (inboundEmailSecret && inboundEmailSecret.length < 16) {
    read.problems.push('INBOUND_EMAIL_SECRET must be at least 16 characters long');
  }

  // Checked as a URL but kept exactly as written: a feed's address may need its trailing slash.
  const blogFeedUrl =
    read.url('BLOG_FEED_URL', undefined, ['http:', 'https:', 'file:']) && read.raw('BLOG_FEED_URL');
  const agency = readAgency(read);
  const bookingPartner = readBookingPartner(read);

  const config: Config = {
    nodeEnv,
    port,
    host: read.string('HOST', '0.0.0.0'),
    appUrl,
    dataDir,
    databaseUrl,
    sessionSecret: '',
    // Demo accounts have a published password: never seeded in production unless asked for.
    demoData: read.boolean('DEMO_DATA', nodeEnv !== 'production'),
    logLevel: read.oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      nodeEnv === 'test' ? 'silent' : 'info',
    ),
    session,
    bodyLimitBytes: read.integer('BODY_LIMIT_KB', 1024, 1, 102_400) * 1024,
    registrationsPerIpPerHour: read.integer('REGISTRATIONS_PER_IP_PER_HOUR', 20, 1, 1_000_000),
    commentsPerIpPerHour: read.integer('COMMENTS_PER_IP_PER_HOUR', 10, 1, 1_000_000),
    chatMessagesPerSessionPerHour: read.integer('CHAT_MESSAGES_PER_SESSION_PER_HOUR', 60, 1, 1_000_000),
    chatMessagesPerIpPerHour: read.integer('CHAT_MESSAGES_PER_IP_PER_HOUR', 200, 1, 1_000_000),
    chatHandoffsPerSessionPerHour: read.integer('CHAT_HANDOFFS_PER_SESSION_PER_HOUR', 5, 1, 1_000_000),
    chatHandoffsPerIpPerHour: read.integer('CHAT_HANDOFFS_PER_IP_PER_HOUR', 20, 1, 1_000_000),
    checkoutsPerIpPerHour: read.integer('CHECKOUTS_PER_IP_PER_HOUR', 60, 1, 1_000_000),
    trustProxy,
    trustProxyHops,
    staticDir: path.resolve(read.string('STATIC_DIR', 'pwa/dist')),
    pagesDir: path.resolve(read.string('PAGES_DIR', 'pwa/dist-server')),
    mail: {
      smtpUrl: read.url('SMTP_URL', undefined, ['smtp:', 'smtps:']),
      from: read.email('MAIL_FROM', 'Island Bridge Travel <no-reply@islandbridge.travel>'),
      agencyInbox: read.email('AGENCY_INBOX', 'hello@islandbridge.travel'),
    },
    paypal: {
      clientId: paypal.id,
      clientSecret: paypal.secret,
      apiBase: read.url('PAYPAL_API_BASE', 'https://api-m.sandbox.paypal.com') ?? '',
      webhookId: read.raw('PAYPAL_WEBHOOK_ID'),
    },
    assistant: {
      apiBase: read.url('ASSISTANT_API_BASE'),
      apiKey: read.raw('ASSISTANT_API_KEY'),
      model: read.string('ASSISTANT_MODEL', 'gpt-4o-mini'),
    },
    themeParksApiBase: read.url('THEMEPARKS_API_BASE', 'https://api.themeparks.wiki/v1') ?? '',
    flodeskApiKey: read.raw('FLODESK_API_KEY'),
    flodeskApiBase: read.url('FLODESK_API_BASE', 'https://api.flodesk.com/v1') ?? '',
    oauth,
    appleSigningKey,
    oauthEndpointOverrideBase,
    memberWebhookSecret,
    inboundEmailSecret,
    blogFeedUrl,
    // Hourly by default: feeds change a few times a week, and their hosts expect polite readers.
    blogFeedIntervalMinutes: read.integer('BLOG_FEED_INTERVAL_MINUTES', 60, 5, 7 * 24 * 60),
    bookingPartner,
    agency: agency.agency,
    agencyDemoDefaults: agency.demoDefaults,
  };

  if (read.problems.length > 0) throw new ConfigError(read.problems);
  sessionSecret ??= developmentSessionSecret(dataDir);
  config.sessionSecret = sessionSecret;
  return config;
}
