import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const made: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('starts with no variables at all: PGlite, port 3000, demo data, a kept session secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('names every bad variable in one error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      DEMO_DATA: 'maybe',
      PAYPAL_CLIENT_ID: 'only-the-id',
    });
    expect(problems).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
      'DATABASE_URL must be a URL starting with postgres: or postgresql: (got "mysql://localhost/db")',
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
      'DEMO_DATA must be true or false (got "maybe")',
    ]);
  });

  it('requires a strong session secret in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain(
      'SESSION_SECRET is required when NODE_ENV=production',
    );
    expect(problemsOf({ SESSION_SECRET: 'short' })).toContain(
      'SESSION_SECRET must be at least 32 characters long',
    );
  });

  it('is safe by default in production: no demo accounts, a public address, a trusted TLS proxy', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      APP_URL: 'https://travel.example.com',
    });
    expect(config.demoData).toBe(false);
    expect(config.trustProxy).toBe(true);
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toEqual([
      'APP_URL is required when NODE_ENV=production (the public https address)',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        APP_URL: 'https://travel.example.com',
        TRUST_PROXY: 'false',
      }),
    ).toEqual([
      'TRUST_PROXY must be true when APP_URL is https in production (the TLS proxy in front tells the server the request was secure)',
    ]);
  });

  it('reads the client address only from the trusted proxies: one hop by default, more when named', () => {
    const behindOne = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' });
    expect(behindOne.trustProxyHops).toBe(1);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).trustProxyHops,
    ).toBe(2);
    expect(problemsOf({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '0' })).toEqual([
      'TRUST_PROXY_HOPS must be a whole number from 1 to 10 (got "0")',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: 'all' })).toEqual([
      'TRUST_PROXY_HOPS must be a whole number from 1 to 10 (got "all")',
    ]);
    expect(problemsOf({ TRUST_PROXY_HOPS: '2' })).toEqual([
      'TRUST_PROXY_HOPS needs TRUST_PROXY=true (without a trusted proxy X-Forwarded-For is ignored)',
    ]);
  });

  it('ends idle sessions after 2 hours for staff and 14 days for clients, and every session after 30 days', () => {
    const hour = 60 * 60 * 1000;
    expect(loadConfig({ DATA_DIR: dataDir() }).session).toEqual({
      idleStaffMs: 2 * hour,
      idleClientMs: 14 * 24 * hour,
      maxMs: 30 * 24 * hour,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        SESSION_IDLE_HOURS_STAFF: '8',
        SESSION_IDLE_DAYS_CLIENT: '3',
        SESSION_MAX_DAYS: '7',
      }).session,
    ).toEqual({ idleStaffMs: 8 * hour, idleClientMs: 3 * 24 * hour, maxMs: 7 * 24 * hour });
    expect(problemsOf({ SESSION_IDLE_HOURS_STAFF: 'two' })).toEqual([
      'SESSION_IDLE_HOURS_STAFF must be a whole number from 1 to 720 (got "two")',
    ]);
    expect(problemsOf({ SESSION_IDLE_DAYS_CLIENT: '60' })).toEqual([
      'SESSION_IDLE_DAYS_CLIENT and SESSION_IDLE_HOURS_STAFF must not exceed SESSION_MAX_DAYS',
    ]);
  });

  it('configures only the social providers that have both id and secret', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      OAUTH_GITHUB_CLIENT_ID: 'id',
      OAUTH_GITHUB_CLIENT_SECRET: 'secret',
    });
    expect(Object.keys(config.oauth)).toEqual(['github']);
  });

  it('leaves the test-only OAuth endpoint override unset by default and refuses it in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).oauthEndpointOverrideBase).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir(), OAUTH_ENDPOINT_OVERRIDE_BASE: 'http://127.0.0.1:4010/' })
        .oauthEndpointOverrideBase,
    ).toBe('http://127.0.0.1:4010');
    expect(problemsOf({ OAUTH_ENDPOINT_OVERRIDE_BASE: 'ftp://fake' })).toEqual([
      'OAUTH_ENDPOINT_OVERRIDE_BASE must be a URL starting with http: or https: (got "ftp://fake")',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        APP_URL: 'https://travel.example.com',
        OAUTH_ENDPOINT_OVERRIDE_BASE: 'http://127.0.0.1:4010',
      }),
    ).toEqual(['OAUTH_ENDPOINT_OVERRIDE_BASE is for tests and development only; unset it in production']);
  });

  it('reads the member webhook secret, which must be long enough', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).memberWebhookSecret).toBeUndefined();
    const secret = 'a-member-webhook-secret';
    expect(loadConfig({ DATA_DIR: dataDir(), MEMBER_WEBHOOK_SECRET: secret }).memberWebhookSecret).toBe(
      secret,
    );
    expect(problemsOf({ MEMBER_WEBHOOK_SECRET: 'short' })).toEqual([
      'MEMBER_WEBHOOK_SECRET must be at least 16 characters long',
    ]);
  });

  it('signs Apple client secrets with the .p8 key when the team and key ids are set', () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
      .trim();
    const apple = {
      OAUTH_APPLE_CLIENT_ID: 'com.example.web',
      OAUTH_APPLE_CLIENT_SECRET: pem.replace(/\n/g, '\\n'),
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...apple }).appleSigningKey).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...apple,
      OAUTH_APPLE_TEAM_ID: 'TEAM123456',
      OAUTH_APPLE_KEY_ID: 'KEY1234567',
    });
    expect(config.appleSigningKey).toEqual({ teamId: 'TEAM123456', keyId: 'KEY1234567', privateKeyPem: pem });
    expect(config.oauth.apple?.clientId).toBe('com.example.web');

    const ids = { OAUTH_APPLE_TEAM_ID: 'TEAM123456', OAUTH_APPLE_KEY_ID: 'KEY1234567' };
    expect(problemsOf(ids)).toEqual([
      'OAUTH_APPLE_TEAM_ID and OAUTH_APPLE_KEY_ID need OAUTH_APPLE_CLIENT_ID and OAUTH_APPLE_CLIENT_SECRET (the .p8 private key)',
    ]);
    expect(
      problemsOf({ ...ids, OAUTH_APPLE_CLIENT_ID: 'id', OAUTH_APPLE_CLIENT_SECRET: 'not-a-key' }),
    ).toEqual([
      'OAUTH_APPLE_CLIENT_SECRET must be the .p8 private key (PKCS#8 PEM) when OAUTH_APPLE_KEY_ID is set',
    ]);
    expect(problemsOf({ OAUTH_APPLE_TEAM_ID: 'TEAM123456' })).toEqual([
      'OAUTH_APPLE_TEAM_ID and OAUTH_APPLE_KEY_ID must be set together',
    ]);
  });

  it('imports no blog feed unless BLOG_FEED_URL is set, hourly unless told otherwise', () => {
    const unset = loadConfig({ DATA_DIR: dataDir() });
    expect(unset.blogFeedUrl).toBeUndefined();
    expect(unset.blogFeedIntervalMinutes).toBe(60);
    const set = loadConfig({
      DATA_DIR: dataDir(),
      BLOG_FEED_URL: 'https://old-blog.example/feed/',
      BLOG_FEED_INTERVAL_MINUTES: '15',
    });
    expect(set.blogFeedUrl).toBe('https://old-blog.example/feed/');
    expect(set.blogFeedIntervalMinutes).toBe(15);
    expect(
      problemsOf({ BLOG_FEED_URL: 'ftp://old-blog.example/feed', BLOG_FEED_INTERVAL_MINUTES: '1' }),
    ).toEqual([
      'BLOG_FEED_URL must be a URL starting with http: or https: or file: (got "ftp://old-blog.example/feed")',
      'BLOG_FEED_INTERVAL_MINUTES must be a whole number from 5 to 10080 (got "1")',
    ]);
  });

  it('prints the demo agency unless AGENCY_* say otherwise, and names each one left at its demo value', () => {
    const demo = loadConfig({ DATA_DIR: dataDir() });
    expect(demo.agency).toEqual({
      address: {
        streetAddress: '7380 Sand Lake Rd, Suite 500',
        locality: 'Orlando',
        region: 'FL',
        postalCode: '32819',
        country: 'US',
      },
      phone: '+1 (407) 555-0142',
      openingHours: [
        { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
        { days: ['Saturday'], opens: '10:00', closes: '16:00' },
      ],
      sellerOfTravelNumber: 'ST00000',
    });
    expect(demo.agencyDemoDefaults).toEqual([
      'AGENCY_STREET_ADDRESS',
      'AGENCY_PHONE',
      'AGENCY_HOURS',
      'AGENCY_SELLER_OF_TRAVEL_NUMBER',
    ]);

    const own = loadConfig({
      DATA_DIR: dataDir(),
      AGENCY_STREET_ADDRESS: '100 W Church St, Kissimmee, fl 34741',
      AGENCY_PHONE: '(407) 555-0199',
      AGENCY_HOURS: 'Mo,We,Fr 08:30-17:00; Sa-Su 10:00-14:00',
      AGENCY_SELLER_OF_TRAVEL_NUMBER: 'st-41234',
    });
    expect(own.agency).toEqual({
      address: {
        streetAddress: '100 W Church St',
        locality: 'Kissimmee',
        region: 'FL',
        postalCode: '34741',
        country: 'US',
      },
      phone: '(407) 555-0199',
      openingHours: [
        { days: ['Monday', 'Wednesday', 'Friday'], opens: '08:30', closes: '17:00' },
        { days: ['Saturday', 'Sunday'], opens: '10:00', closes: '14:00' },
      ],
      sellerOfTravelNumber: 'ST-41234',
    });
    expect(own.agencyDemoDefaults).toEqual([]);
  });

  it('names every AGENCY_* value it cannot read', () => {
    expect(
      problemsOf({
        AGENCY_STREET_ADDRESS: 'Somewhere in Orlando',
        AGENCY_PHONE: 'call us',
        AGENCY_HOURS: 'Mo-Fr 18:00-09:00',
        AGENCY_SELLER_OF_TRAVEL_NUMBER: '12345',
      }),
    ).toEqual([
      'AGENCY_STREET_ADDRESS must be a US address: "street, city, ST 12345" (got "Somewhere in Orlando")',
      'AGENCY_PHONE must be a phone number of 10 to 15 digits (got "call us")',
      'AGENCY_HOURS must be opening hours like "Mo-Fr 09:00-18:00; Sa 10:00-16:00" (got "Mo-Fr 18:00-09:00")',
      'AGENCY_SELLER_OF_TRAVEL_NUMBER must be a Florida Seller of Travel registration number like ST12345 (got "12345")',
    ]);
    expect(problemsOf({ AGENCY_HOURS: 'Weekdays 9 to 5' })).toHaveLength(1);
    expect(problemsOf({ AGENCY_HOURS: 'Fr-Mo 09:00-17:00' })).toHaveLength(1);
    expect(problemsOf({ AGENCY_PHONE: '555-0142' })).toHaveLength(1);
  });

  it('sends the searches to the partner in its own locale, with no affiliate id until one is set', () => {
    const demo = loadConfig({ DATA_DIR: dataDir() });
    expect(demo.bookingPartner).toEqual({
      hotelSearchUrl: 'https://www.expedia.com/Hotel-Search',
      flightSearchUrl: 'https://www.expedia.com/Flights-Search',
      affiliateParam: 'affcid',
      locale: 'en_US',
      localeParam: 'locale',
    });
    const own = loadConfig({
      DATA_DIR: dataDir(),
      BOOKING_PARTNER_HOTEL_SEARCH_URL: 'https://partner.example/hotels',
      BOOKING_PARTNER_FLIGHT_SEARCH_URL: 'https://partner.example/flights',
      BOOKING_PARTNER_AFFILIATE_ID: 'US.DIRECT.PHG.1011l123',
      BOOKING_PARTNER_AFFILIATE_PARAM: 'aff',
      BOOKING_PARTNER_LOCALE: 'fr_FR',
      BOOKING_PARTNER_LOCALE_PARAM: 'lang',
    });
    expect(own.bookingPartner).toEqual({
      hotelSearchUrl: 'https://partner.example/hotels',
      flightSearchUrl: 'https://partner.example/flights',
      affiliateId: 'US.DIRECT.PHG.1011l123',
      affiliateParam: 'aff',
      locale: 'fr_FR',
      localeParam: 'lang',
    });
  });

  it('names every BOOKING_PARTNER_* value it cannot use', () => {
    expect(
      problemsOf({
        BOOKING_PARTNER_HOTEL_SEARCH_URL: 'partner hotels',
        BOOKING_PARTNER_AFFILIATE_ID: 'id with spaces',
        BOOKING_PARTNER_AFFILIATE_PARAM: 'destination',
        BOOKING_PARTNER_LOCALE: 'English',
        BOOKING_PARTNER_LOCALE_PARAM: 'a&b',
      }),
    ).toEqual([
      'BOOKING_PARTNER_HOTEL_SEARCH_URL must be a URL starting with http: or https: (got "partner hotels")',
      'BOOKING_PARTNER_AFFILIATE_PARAM must not be one of the search\'s own parameters (got "destination")',
      'BOOKING_PARTNER_LOCALE must be a locale like "en_US" (got "English")',
      'BOOKING_PARTNER_LOCALE_PARAM must be a query parameter name like "affcid" (got "a&b")',
      'BOOKING_PARTNER_AFFILIATE_ID must be letters, digits and . _ : ~ - only (got "id with spaces")',
    ]);
    expect(problemsOf({ BOOKING_PARTNER_LOCALE_PARAM: 'affcid' })).toEqual([
      'BOOKING_PARTNER_AFFILIATE_PARAM and BOOKING_PARTNER_LOCALE_PARAM must differ',
    ]);
  });
});
