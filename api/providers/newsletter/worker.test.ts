import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfToken, getTestServer, testConfig, type TestServer } from '../../test/server.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { TestClock } from '../../test/mail.ts';
import { rowOf } from '../../test/rows.ts';
import { createNewsletterProvider, newsletterWorkerFor } from './index.ts';
import { LocalNewsletterProvider } from './local.ts';
import { NewsletterWorker } from './worker.ts';

const API_KEY = 'fd_test_key_0123456789';

interface FlodeskRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: { email: string; first_name?: string; last_name?: string };
}

/**
 * Flodesk's subscribers endpoint on 127.0.0.1: it records every request, refuses one without
 * the right Basic credentials (401), and answers each with the next scripted failure if any,
 * else 200 and a subscriber id. `hold()` keeps answers back until `release()`.
 */
async function startFakeFlodesk() {
  const requests: FlodeskRequest[] = [];
  const failures: { status: number; body: string }[] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  const expectedAuthorization = `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const request: FlodeskRequest = {
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body: JSON.parse(raw || '{}') as FlodeskRequest['body'],
        };
        requests.push(request);
        await held;
        const answer = (status: number, body: unknown) => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(typeof body === 'string' ? body : JSON.stringify(body));
        };
        if (request.authorization !== expectedAuthorization) return answer(401, { message: 'Unauthorized' });
        if (request.method !== 'POST' || request.url !== '/v1/subscribers')
          return answer(404, { message: 'Not found' });
        const failure = failures.shift();
        if (failure) return answer(failure.status, failure.body);
        answer(200, { id: `fd-${requests.length}`, email: request.body.email, status: 'active' });
      })();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/v1`,
    requests,
    requestsFor: (email: string) => requests.filter((request) => request.body.email === email),
    failNext: (status: number, body: string) => failures.push({ status, body }),
    hold() {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let flodesk: Awaited<ReturnType<typeof startFakeFlodesk>>;
let t: TestServer;
const clock = new TestClock();

beforeAll(async () => {
  flodesk = await startFakeFlodesk();
  t = await getTestServer({ env: { FLODESK_API_KEY: API_KEY, FLODESK_API_BASE: flodesk.apiBase } });
});
afterAll(async () => {
  await t?.close();
  await flodesk?.close();
});

/** The app's worker, as the server runs it, on a clock the test moves. */
const worker = () => newsletterWorkerFor(t.app, { clock: clock.now });

async function subscribe(body: Record<string, unknown>, status = 201) {
  const browser = t.agent();
  const token = await csrfToken(browser);
  return browser.post('/api/newsletter').set('X-CSRF-Token', token).send(body).expect(status);
}

const subscriberOf = (email: string) => rowOf(t.db('newsletterSubscriptions').where({ email }).first());

describe('the newsletter worker with Flodesk', () => {
  it('sends a new subscriber to Flodesk with the API key as Basic credentials and marks it synced', async () => {
    const email = uniqueEmail('reader');
    await subscribe({ email, firstName: 'Aaliyah', lastName: 'Brooks' });
    // The request stored the row and answered; Flodesk has heard nothing yet.
    expect(flodesk.requestsFor(email)).toHaveLength(0);
    expect(await subscriberOf(email)).toMatchObject({ syncedAt: null, flodeskId: null });

    await worker().settled();

    const [request, ...more] = flodesk.requestsFor(email);
    expect(more).toHaveLength(0);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/subscribers',
      authorization: `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`,
      contentType: 'application/json',
      body: { email, first_name: 'Aaliyah', last_name: 'Brooks' },
    });
    const row = await subscriberOf(email);
    expect(row).toMatchObject({
      syncAttempts: 1,
      lastSyncError: null,
      flodeskId: `fd-${flodesk.requests.length}`,
    });
    expect(row.syncedAt).toBeInstanceOf(Date);

    // Synced rows are left alone.
    await worker().settled();
    expect(flodesk.requestsFor(email)).toHaveLength(1);
  });

  it('keeps a subscriber Flodesk failed on, with the error, and sends it on a later try', async () => {
    const email = uniqueEmail('patient');
    await subscribe({ email });
    flodesk.failNext(500, '{"message":"Internal server error"}');

    await worker().settled();
    const failed = await subscriberOf(email);
    expect(failed).toMatchObject({ syncedAt: null, syncAttempts: 1 });
    expect(failed.lastSyncError).toBe('Flodesk answered 500: {"message":"Internal server error"}');
    expect(new Date(failed.nextSyncAt).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(flodesk.requestsFor(email)).toHaveLength(1);

    // Not due yet: a pass now leaves it waiting.
    await worker().settled();
    expect(flodesk.requestsFor(email)).toHaveLength(1);

    clock.advanceTo(new Date(failed.nextSyncAt));
    await worker().settled();
    expect(flodesk.requestsFor(email)).toHaveLength(2);
    const synced = await subscriberOf(email);
    expect(synced).toMatchObject({ syncAttempts: 2, lastSyncError: null });
    expect(synced.syncedAt).toBeInstanceOf(Date);
  });

  it('waits longer after each failure, and keeps trying', async () => {
    const email = uniqueEmail('stubborn');
    await subscribe({ email });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      flodesk.failNext(503, 'Service Unavailable');
      const before = clock.now().getTime();
      await worker().settled();
      const row = await subscriberOf(email);
      expect(row).toMatchObject({
        syncedAt: null,
        lastSyncError: 'Flodesk answered 503: Service Unavailable',
      });
      waits.push(new Date(row.nextSyncAt).getTime() - before);
      clock.advanceTo(new Date(row.nextSyncAt));
    }
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(waits[2]).toBeGreaterThan(waits[1]);

    await worker().settled();
    expect((await subscriberOf(email)).syncedAt).toBeInstanceOf(Date);
  });

  it('sends a subscriber again when a repeated signup adds their name', async () => {
    const email = uniqueEmail('named');
    await subscribe({ email });
    await worker().settled();
    expect(flodesk.requestsFor(email).map((request) => request.body)).toEqual([{ email }]);

    await subscribe({ email, lastName: 'Hopper' }, 200);
    await worker().settled();
    expect(flodesk.requestsFor(email).map((request) => request.body)).toEqual([
      { email },
      { email, last_name: 'Hopper' },
    ]);
    expect((await subscriberOf(email)).syncedAt).toBeInstanceOf(Date);
  });

  it('answers a signup while Flodesk is slow to answer another one', async () => {
    const first = uniqueEmail('first');
    await subscribe({ email: first });
    flodesk.hold();
    const pushing = worker().settled();
    await expect.poll(() => flodesk.requestsFor(first).length).toBe(1);

    const second = uniqueEmail('second');
    const response = await subscribe({ email: second });
    expect(response.body.success).toBe(true);
    expect(await subscriberOf(second)).toMatchObject({ syncedAt: null });

    flodesk.release();
    await pushing;
    await worker().settled();
    expect((await subscriberOf(first)).syncedAt).toBeInstanceOf(Date);
    expect((await subscriberOf(second)).syncedAt).toBeInstanceOf(Date);
  });

  it('sends each subscriber once when two workers share the database', async () => {
    const emails = [uniqueEmail('one'), uniqueEmail('two'), uniqueEmail('three')];
    for (const email of emails) await subscribe({ email });
    const other = new NewsletterWorker({
      db: t.db,
      provider: () => createNewsletterProvider(t.config),
      log: t.app.context.log,
      clock: clock.now,
    });
    await Promise.all([worker().settled(), other.settled()]);
    for (const email of emails) {
      expect(flodesk.requestsFor(email)).toHaveLength(1);
      expect((await subscriberOf(email)).syncedAt).toBeInstanceOf(Date);
    }
  });
});

describe('the newsletter without a Flodesk key', () => {
  it('uses the local provider, which keeps subscribers in the database and calls nobody', async () => {
    const config = testConfig({ FLODESK_API_BASE: flodesk.apiBase });
    expect(createNewsletterProvider(config)).toBeInstanceOf(LocalNewsletterProvider);

    const email = uniqueEmail('local');
    await subscribe({ email });
    const local = new NewsletterWorker({
      db: t.db,
      provider: () => createNewsletterProvider(config),
      log: t.app.context.log,
      clock: clock.now,
    });
    local.start();
    await local.settled();
    await local.stop();

    expect(flodesk.requestsFor(email)).toHaveLength(0);
    expect(await subscriberOf(email)).toMatchObject({ syncedAt: null, syncAttempts: 0, lastSyncError: null });
  });
});
