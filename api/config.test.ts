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
});
