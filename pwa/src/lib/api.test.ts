import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError, apiRequest, clearCsrfToken, getQueryFn } from './api';

type Call = { url: string; init: RequestInit };

/** A fake fetch answering from a queue per URL, recording every call it gets. */
function fakeFetch(routes: Record<string, Array<() => Response>>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const queue = routes[url];
    const next = queue?.length && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!next) throw new TypeError(`no fake answer for ${url}`);
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function header(call: Call, name: string): string | undefined {
  return (call.init.headers as Record<string, string> | undefined)?.[name];
}

function queryContext(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext;
}

beforeEach(() => {
  clearCsrfToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('fetches the CSRF token once and sends it on every non-GET call', async () => {
    const calls = fakeFetch({
      '/api/auth/csrf-token': [json(200, { csrfToken: 'tok-1' })],
      '/api/newsletter': [json(200, { message: 'ok' })],
    });

    await apiRequest('POST', '/api/newsletter', { email: 'a@b.test' });
    await apiRequest('POST', '/api/newsletter', { email: 'c@d.test' });

    const tokenCalls = calls.filter((c) => c.url === '/api/auth/csrf-token');
    const posts = calls.filter((c) => c.url === '/api/newsletter');
    expect(tokenCalls).toHaveLength(1);
    expect(posts).toHaveLength(2);
    for (const post of posts) {
      expect(header(post, 'X-CSRF-Token')).toBe('tok-1');
      expect(header(post, 'Content-Type')).toBe('application/json');
      expect(post.init.credentials).toBe('include');
      expect(post.init.method).toBe('POST');
    }
    expect(posts[0].init.body).toBe(JSON.stringify({ email: 'a@b.test' }));
  });

  it('sends no token and no content type on a GET without a body', async () => {
    const calls = fakeFetch({ '/api/clients': [json(200, { data: [] })] });

    const res = await apiRequest('GET', '/api/clients');

    expect(await res.json()).toEqual({ data: [] });
    expect(calls).toHaveLength(1);
    expect(header(calls[0], 'X-CSRF-Token')).toBeUndefined();
    expect(header(calls[0], 'Content-Type')).toBeUndefined();
    expect(calls[0].init.credentials).toBe('include');
  });

  it('refetches the token after a 403 and retries exactly once', async () => {
    const calls = fakeFetch({
      '/api/auth/csrf-token': [json(200, { csrfToken: 'old' }), json(200, { csrfToken: 'fresh' })],
      '/api/contact': [json(403, { message: 'bad token' }), json(201, { message: 'Sent' })],
    });

    const res = await apiRequest('POST', '/api/contact', { name: 'Ann' });

    expect(res.status).toBe(201);
    const posts = calls.filter((c) => c.url === '/api/contact');
    expect(posts.map((p) => header(p, 'X-CSRF-Token'))).toEqual(['old', 'fresh']);
    expect(calls.filter((c) => c.url === '/api/auth/csrf-token')).toHaveLength(2);
  });

  it('gives up after the single retry when the answer is still 403', async () => {
    const calls = fakeFetch({
      '/api/auth/csrf-token': [json(200, { csrfToken: 't' })],
      '/api/itineraries/1': [json(403, { message: 'Forbidden here' })],
    });

    await expect(apiRequest('DELETE', '/api/itineraries/1')).rejects.toThrow(
      '403: {"message":"Forbidden here"}',
    );
    expect(calls.filter((c) => c.url === '/api/itineraries/1')).toHaveLength(2);
  });

  it('does not retry a GET answered 403', async () => {
    const calls = fakeFetch({ '/api/agent/dashboard': [json(403, { message: 'no' })] });

    await expect(apiRequest('GET', '/api/agent/dashboard')).rejects.toThrow('403: ');
    expect(calls).toHaveLength(1);
  });

  it('throws "<status>: <body>" and falls back to the status text for an empty body', async () => {
    fakeFetch({
      '/api/auth/csrf-token': [json(200, { csrfToken: 't' })],
      '/api/travel-quotes': [json(400, { error: 'validation', message: 'First name is required' })],
      '/api/chat': [() => new Response(null, { status: 502, statusText: 'Bad Gateway' })],
    });

    await expect(apiRequest('POST', '/api/travel-quotes', {})).rejects.toThrow(
      '400: {"error":"validation","message":"First name is required"}',
    );
    await expect(apiRequest('POST', '/api/chat', {})).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it('throws an ApiError carrying the status, the error code and the parsed body', async () => {
    fakeFetch({
      '/api/auth/csrf-token': [json(200, { csrfToken: 't' })],
      '/api/sync/push': [json(409, { success: false, error: 'client_outdated', message: 'Reload.' })],
      '/api/chat': [() => new Response('<html>Bad Gateway</html>', { status: 502 })],
    });

    const outdated = await apiRequest('POST', '/api/sync/push', {}).catch((error: unknown) => error);
    expect(outdated).toBeInstanceOf(ApiError);
    expect(outdated).toMatchObject({
      status: 409,
      code: 'client_outdated',
      body: { success: false, error: 'client_outdated', message: 'Reload.' },
      message: '409: {"success":false,"error":"client_outdated","message":"Reload."}',
    });

    const gateway = await apiRequest('POST', '/api/chat', {}).catch((error: unknown) => error);
    expect(gateway).toMatchObject({
      status: 502,
      code: undefined,
      body: undefined,
      text: '<html>Bad Gateway</html>',
    });
  });

  it('warns and sends an empty token when the token call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = fakeFetch({
      '/api/auth/csrf-token': [() => new Response('down', { status: 500, statusText: 'Server Error' })],
      '/api/auth/logout': [json(200, { success: true })],
    });

    await apiRequest('POST', '/api/auth/logout', {});

    expect(warn).toHaveBeenCalled();
    expect(
      header(
        calls.find((c) => c.url === '/api/auth/logout')!,
        'X-CSRF-Token',
      ),
    ).toBe('');
  });

  it('asks for a new token after clearCsrfToken', async () => {
    const calls = fakeFetch({
      '/api/auth/csrf-token': [json(200, { csrfToken: 'first' }), json(200, { csrfToken: 'second' })],
      '/api/auth/logout': [json(200, {})],
    });

    await apiRequest('POST', '/api/auth/logout', {});
    clearCsrfToken();
    await apiRequest('POST', '/api/auth/logout', {});

    const posts = calls.filter((c) => c.url === '/api/auth/logout');
    expect(posts.map((p) => header(p, 'X-CSRF-Token'))).toEqual(['first', 'second']);
  });
});

describe('getQueryFn', () => {
  it('GETs the joined query key with credentials and parses the JSON', async () => {
    const calls = fakeFetch({ '/api/itineraries/42': [json(200, { data: { id: '42' } })] });

    const result = await getQueryFn({ on401: 'throw' })(queryContext(['/api/itineraries', '42']));

    expect(result).toEqual({ data: { id: '42' } });
    expect(calls[0].url).toBe('/api/itineraries/42');
    expect(calls[0].init.credentials).toBe('include');
  });

  it('turns a 401 into null with on401 returnNull', async () => {
    fakeFetch({ '/api/auth/me': [json(401, { message: 'Not signed in' })] });

    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/me']))).resolves.toBeNull();
  });

  it('throws on a 401 with on401 throw', async () => {
    fakeFetch({ '/api/auth/me': [json(401, { message: 'Not signed in' })] });

    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/me']))).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    );
  });
});
