import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createDb } from '@db/index.ts';
import { createApp } from './app.ts';
import { getTestServer, csrfToken, testConfig, type TestServer } from './test/server.ts';
import { buildItinerary, clientOf, signedIn } from './routes/clients/officeTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ env: { BODY_LIMIT_KB: '64' } });
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('answers ok with the database engine when the database answers', async () => {
    const response = await t.agent().get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.database.status).toBe('up');
    expect(response.body.database.engine).toBe(t.testDb.engine);
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const unreachable = createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      const app = createApp(testConfig(), { db: unreachable });
      const response = await supertest(app.callback()).get('/api/health').expect(503);
      expect(response.body).toEqual({
        success: false,
        error: 'unavailable',
        message: 'The database is not reachable.',
      });
    } finally {
      await unreachable.destroy();
    }
  });
});

describe('API and app shell routing', () => {
  it('answers unknown API paths with a JSON 404 in the error shape, not the HTML shell', async () => {
    const response = await t.agent().get('/api/no-such-thing').expect(404);
    expect(response.type).toBe('application/json');
    expect(response.body).toEqual({
      success: false,
      error: 'not_found',
      message: 'There is no API endpoint GET /api/no-such-thing.',
    });
  });

  it('serves the app shell for client routes, including unknown ones', async () => {
    for (const route of ['/', '/services', '/agent-office', '/blog/some-post', '/definitely/not/a/page']) {
      const response = await t.agent().get(route).expect(200);
      expect(response.type).toBe('text/html');
      expect(response.text).toContain('App shell');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and a missing asset as a real 404', async () => {
    const asset = await t.agent().get('/assets/app-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.agent().get('/assets/app-old999.js').expect(404);
    expect(missing.text).not.toContain('App shell');
  });

  it('answers 304 to a browser that already has the current app shell', async () => {
    const first = await t.agent().get('/services').expect(200);
    const lastModified = first.headers['last-modified'];
    expect(lastModified).toBeTruthy();
    const again = await t.agent().get('/services').set('If-Modified-Since', lastModified).expect(304);
    expect(again.text).toBe('');
  });

  it('keeps the service worker revalidated so releases reach users', async () => {
    const response = await t.agent().get('/sw.js').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers and request ids', () => {
  it('sends a CSP that only allows this origin for scripts, and no framing', async () => {
    const response = await t.agent().get('/').expect(200);
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every response a request id and keeps a sane incoming one', async () => {
    const fresh = await t.agent().get('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.agent().get('/api/health').set('X-Request-Id', 'lb-request-12345');
    expect(kept.headers['x-request-id']).toBe('lb-request-12345');
  });
});

describe('CSRF protection', () => {
  it('refuses a non-GET without a token with 403 csrf_invalid', async () => {
    const agent = t.agent();
    await csrfToken(agent);
    const response = await agent.post('/api/auth/logout').send({}).expect(403);
    expect(response.body.success).toBe(false);
    expect(response.body.error).toBe('csrf_invalid');
    expect(response.body.message).toMatch(/security token/);
  });

  it('refuses a wrong token, and a token from another session', async () => {
    const agent = t.agent();
    await csrfToken(agent);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', 'not-the-token').send({}).expect(403);
    const othersToken = await csrfToken(t.agent());
    await agent.post('/api/auth/logout').set('X-CSRF-Token', othersToken).send({}).expect(403);
  });

  it('accepts the session token, and a refreshed token after the session ends', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    expect(await csrfToken(agent)).toBe(token);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', token).send({}).expect(200);
    // The session is gone, so the old token is too; the client refetches and retries.
    await agent.post('/api/auth/logout').set('X-CSRF-Token', token).send({}).expect(403);
    const refreshed = await csrfToken(agent);
    expect(refreshed).not.toBe(token);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', refreshed).send({}).expect(200);
  });

  it('cannot be dodged by spelling the API path in capitals', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    for (const path of ['/API/auth/logout', '/Api/auth/logout']) {
      const response = await agent.post(path).send({});
      expect(response.status, path).toBe(403);
      expect(response.body.error).toBe('csrf_invalid');
    }
    // The session survived: its token still works.
    await agent.post('/api/auth/logout').set('X-CSRF-Token', token).send({}).expect(200);
    const shouted = await t.agent().get('/API/health').expect(404);
    expect(shouted.type).toBe('application/json');
  });

  it('does not ask for a token on GET requests', async () => {
    await t.agent().get('/api/health').expect(200);
  });
});

describe('request bodies', () => {
  it('answers 413 in the error shape when the body is over the limit', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    const response = await agent
      .post('/api/auth/logout')
      .set('X-CSRF-Token', token)
      .send({ padding: 'x'.repeat(70 * 1024) })
      .expect(413);
    expect(response.body).toEqual({
      success: false,
      error: 'payload_too_large',
      message: 'The request body is too large.',
    });
  });

  it('answers 400 invalid_json for a malformed JSON body', async () => {
    const agent = t.agent();
    const token = await csrfToken(agent);
    const response = await agent
      .post('/api/auth/logout')
      .set('X-CSRF-Token', token)
      .set('Content-Type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(response.body.error).toBe('invalid_json');
    expect(response.body.success).toBe(false);
  });
});

describe('current user', () => {
  it('answers 401 in the error shape when nobody is signed in', async () => {
    const response = await t.agent().get('/api/auth/me').expect(401);
    expect(response.body).toMatchObject({ success: false, error: 'unauthorized' });
  });
});

describe('caching of API answers', () => {
  it('answers every signed-in read with Cache-Control no-store, so no cache keeps clients’ data', async () => {
    const agent = await signedIn(t, 'agent');
    const client = await clientOf(t.db, agent.user.id);
    const itinerary = await buildItinerary(t.db, client.id);
    for (const path of [
      '/api/clients',
      `/api/clients/${client.id}`,
      '/api/emails',
      '/api/emails/counts',
      '/api/proposals',
      `/api/bookings?itineraryId=${itinerary.id}`,
      '/api/agent-quotes',
      '/api/quotes',
      '/api/notifications',
      '/api/trip-plans',
      '/api/trip-plans/templates',
      '/api/itineraries',
      `/api/itineraries/${itinerary.id}`,
      '/api/agent/dashboard',
      '/api/sync/pull',
      '/api/auth/me',
    ]) {
      const response = await agent.http.get(path).expect(200);
      expect(response.headers['cache-control'], path).toMatch(/\bno-store\b/);
    }
    // Refusals and errors are answers about someone's data too.
    const missing = await agent.http.get('/api/clients/00000000-0000-4000-8000-000000000000').expect(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect((await t.agent().get('/api/clients').expect(401)).headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching a route chose, and the static files’ own policies', async () => {
    const agent = await signedIn(t, 'agent');
    const templates = await agent.http.get('/api/agent-quotes/templates').expect(200);
    expect(templates.headers['cache-control']).toBe('private, max-age=60');
    const asset = await t.agent().get('/assets/app-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.agent().get('/').expect(200)).headers['cache-control']).toBe('no-cache');
  });
});
