import { afterEach, describe, expect, it } from 'vitest';
import { clearCsrfToken } from '@pwa/lib/api';
import { SYNC_OWNER_HEADER } from '@contract/sync';
import { httpTransport, httpTransportFor, TransportFailure } from './transport';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
});

function answer(status: number, body: unknown) {
  globalThis.fetch = (async (input: RequestInfo | URL) =>
    String(input).endsWith('/csrf-token')
      ? new Response(JSON.stringify({ csrfToken: 't' }), { status: 200 })
      : new Response(JSON.stringify(body), { status })) as typeof fetch;
}

const push = () =>
  httpTransport
    .push({ deviceId: crypto.randomUUID(), schemaVersion: 1, mutations: [] })
    .catch((error) => error);

describe('the push transport', () => {
  it('keeps the results a 503 carries, to be applied before backing off', async () => {
    answer(503, {
      success: false,
      error: 'unavailable',
      message: 'The server could not save your changes just now.',
      results: [{ id: 'm-1', status: 'applied', version: 4 }, { nonsense: true }],
      lastSeq: 1,
    });
    const failure = await push();
    expect(failure).toBeInstanceOf(TransportFailure);
    expect(failure).toMatchObject({
      kind: 'retryLater',
      status: 503,
      message: 'The server could not save your changes just now.',
      results: [{ id: 'm-1', status: 'applied', version: 4 }],
    });
  });

  it('keeps the results of a 409 gap, and none for an out-of-date app', async () => {
    answer(409, {
      error: 'conflict',
      message: 'Some changes are missing.',
      results: [{ id: 'm-1', status: 'duplicate' }],
    });
    expect(await push()).toMatchObject({ kind: 'gap', results: [{ id: 'm-1', status: 'duplicate' }] });

    answer(409, {
      error: 'client_outdated',
      message: 'This version of the app is out of date: reload it to keep syncing.',
    });
    expect(await push()).toMatchObject({ kind: 'updateRequired', status: 409, results: [] });
  });

  it('tells an out-of-date app from a gap by the error code, not by the words', async () => {
    answer(409, { error: 'conflict', message: 'Changes out of date with the server are missing.' });
    expect(await push()).toMatchObject({ kind: 'gap' });
  });
});

describe('the session check of a paused sync', () => {
  it("answers the signed-in user's id, null when signed out, and fails without an answer", async () => {
    answer(200, { id: 'agent-1', email: 'agent@example.com', role: 'agent' });
    expect(await httpTransport.signedInUser!()).toBe('agent-1');

    answer(401, { success: false, error: 'unauthorized', message: 'Please sign in.' });
    expect(await httpTransport.signedInUser!()).toBeNull();

    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(httpTransport.signedInUser!()).rejects.toMatchObject({ kind: 'offline' });
  });
});

describe('the office owner', () => {
  it('goes with every push and pull, so the server can refuse while another account is signed in', async () => {
    const sent: Array<[string, string | null]> = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/csrf-token'))
        return new Response(JSON.stringify({ csrfToken: 't' }), { status: 200 });
      sent.push([url.split('?')[0], new Headers(init?.headers).get(SYNC_OWNER_HEADER)]);
      return new Response(JSON.stringify({ results: [], changes: [], cursor: '0', hasMore: false }), {
        status: 200,
      });
    }) as typeof fetch;
    const transport = httpTransportFor('agent-1');
    await transport.push({ deviceId: crypto.randomUUID(), schemaVersion: 1, mutations: [] });
    await transport.pull('0', 500);
    expect(sent).toEqual([
      ['/api/sync/push', 'agent-1'],
      ['/api/sync/pull', 'agent-1'],
    ]);
  });
});
