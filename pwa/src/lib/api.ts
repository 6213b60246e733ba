import type { QueryFunction } from '@tanstack/react-query';
import type { ErrorCode } from '@contract/errors';

/**
 * The one door to the API, so every call follows the same conventions: every call carries the
 * session cookie, every non-GET carries the CSRF token, a 403 on a non-GET is retried once with
 * a fresh token (the session may have rotated under us), and a non-ok answer becomes an ApiError
 * whose message is "<status>: <body or status text>" so callers can show the server's words.
 */

/**
 * A non-ok answer of the API. The message is "<status>: <body or status text>", which callers
 * and tests match on; the status, the API's error code and the parsed body come with it,
 * so nobody has to read them back out of the message.
 */
export class ApiError extends Error {
  /** The body as it came (the status text when the body was empty). */
  readonly text: string;
  /** The body parsed as JSON; undefined when it is not JSON (a proxy's HTML page, say). */
  readonly body: unknown;
  /** The `error` of the API's JSON body (one of its ERROR_CODES), when it sent one. */
  readonly code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.text = text;
    this.body = parseJson(text);
    const code = (this.body as { error?: unknown } | null | undefined)?.error;
    this.code = typeof code === 'string' ? (code as ErrorCode) : undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const CSRF_URL = '/api/auth/csrf-token';

let csrfToken: string | null = null;
// Concurrent mutations at start-up share one token request instead of racing several.
let csrfRequest: Promise<string> | null = null;

async function requestCsrfToken(): Promise<string> {
  try {
    const res = await fetch(CSRF_URL, { credentials: 'include' });
    if (!res.ok) {
      console.warn(`Could not fetch the CSRF token (${res.status} ${res.statusText}); sending none.`);
      return '';
    }
    const body = (await res.json()) as { csrfToken?: unknown };
    return typeof body.csrfToken === 'string' ? body.csrfToken : '';
  } catch (error) {
    console.warn('Could not fetch the CSRF token; sending none.', error);
    return '';
  }
}

async function getCsrfToken(): Promise<string> {
  if (csrfToken !== null) return csrfToken;
  csrfRequest ??= requestCsrfToken().then((token) => {
    // An empty token is not cached, so the next mutation asks again once the server is back.
    csrfToken = token || null;
    return token;
  });
  try {
    return await csrfRequest;
  } finally {
    csrfRequest = null;
  }
}

/**
 * Asks for the token ahead of a form's first call (the sign-in page does, while the person
 * types), so sending the form waits for one round trip instead of two.
 */
export function prefetchCsrfToken(): void {
  void getCsrfToken();
}

/** Forgets the cached token; logout calls it because the next session gets a new one. */
export function clearCsrfToken(): void {
  csrfToken = null;
  csrfRequest = null;
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, text);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-CSRF-Token'] = await getCsrfToken();
  return fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
}

/** Sends one API call and returns the ok Response (callers parse the JSON they expect). */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Response> {
  let res = await send(method, url, body, headers);
  if (res.status === 403 && method !== 'GET') {
    clearCsrfToken();
    res = await send(method, url, body, headers);
  }
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: the query key, joined with "/", is the path to GET, so
 * ['/api/itineraries', id] reads /api/itineraries/<id>. With on401 'returnNull' a signed-out
 * visitor is a normal answer (null), not an error.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
