import { afterEach, describe, expect, it } from 'vitest';
import { clearCsrfToken } from '@pwa/lib/api';
import { httpTransport, TransportFailure } from './transport';

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
    answer(409, { message: 'Some changes are missing.', results: [{ id: 'm-1', status: 'duplicate' }] });
    expect(await push()).toMatchObject({ kind: 'gap', results: [{ id: 'm-1', status: 'duplicate' }] });

    answer(409, { message: 'This version of the app is out of date: reload it to keep syncing.' });
    expect(await push()).toMatchObject({ kind: 'updateRequired', results: [] });
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
