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
