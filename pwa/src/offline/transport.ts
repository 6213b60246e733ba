/**
 * The sync engine's two calls, with failures sorted into what the engine does about them:
 * offline (wait for the network), signed out (pause, ask to sign in), retry later (backoff),
 * or stop (a problem a person must see).
 */
import type { ErrorCode } from '@contract/errors';
import {
  SYNC_OWNER_HEADER,
  type SyncPullResponse,
  type SyncPushInput,
  type SyncPushResponse,
  type SyncResult,
} from '@contract/sync';
import { toCurrentUser } from '@pwa/account/currentUser';
import { ApiError, apiRequest } from '@pwa/lib/api';

export type TransportFailureKind =
  'offline' | 'signedOut' | 'retryLater' | 'gap' | 'updateRequired' | 'forbidden';

export class TransportFailure extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    message: string,
    readonly status?: number,
    /** What the server did apply before it stopped (a 503 or a 409 gap still answers those). */
    readonly results: SyncResult[] = [],
  ) {
    super(message);
    this.name = 'TransportFailure';
  }
}

export interface SyncTransport {
  push(body: SyncPushInput): Promise<SyncPushResponse>;
  /** `cursor` is opaque: START_CURSOR, or what the last pull answered. */
  pull(cursor: string, limit: number): Promise<SyncPullResponse>;
  /**
   * Who the session belongs to (a user id), null when nobody is signed in. A sync paused on a
   * 401 asks before it goes on; without this call it simply tries again.
   */
  signedInUser?(): Promise<string | null>;
}

function resultsOf(body: { results?: unknown }): SyncResult[] {
  if (!Array.isArray(body.results)) return [];
  return body.results.filter(
    (result): result is SyncResult =>
      !!result &&
      typeof result === 'object' &&
      typeof (result as SyncResult).id === 'string' &&
      typeof (result as SyncResult).status === 'string',
  );
}

interface Described {
  /** Undefined when no answer came (no connection). */
  status?: number;
  code?: ErrorCode;
  message: string;
  results: SyncResult[];
}

/** The server's status, code, message and any results of an apiRequest error. */
function describe(error: Error): Described {
  if (!(error instanceof ApiError)) return { message: error.message, results: [] };
  const { status, code, text, body } = error;
  if (!body || typeof body !== 'object') return { status, code, message: text, results: [] };
  const parsed = body as { message?: string; results?: unknown };
  return { status, code, message: parsed.message ?? text, results: resultsOf(parsed) };
}

export function classify(error: unknown): TransportFailure {
  if (error instanceof TransportFailure) return error;
  if (!(error instanceof Error)) return new TransportFailure('retryLater', String(error));
  const { status, code, message, results } = describe(error);
  if (status === undefined) return new TransportFailure('offline', 'No connection to the server.');
  if (status === 401) return new TransportFailure('signedOut', 'Sign in again to sync your changes.', status);
  if (status === 403) return new TransportFailure('forbidden', message, status);
  // Both answer 409: only the code tells an app the server no longer speaks to from a gap.
  if (status === 409 && code === 'client_outdated')
    return new TransportFailure('updateRequired', message, status);
  if (status === 409) return new TransportFailure('gap', message, status, results);
  return new TransportFailure('retryLater', message || `The server answered ${status}.`, status, results);
}

async function json<T>(request: Promise<Response>): Promise<T> {
  try {
    return (await (await request).json()) as T;
  } catch (error) {
    throw classify(error);
  }
}

async function signedInUser(): Promise<string | null> {
  try {
    const response = await apiRequest('GET', '/api/auth/me');
    return toCurrentUser(await response.json())?.id ?? null;
  } catch (error) {
    const failure = classify(error);
    if (failure.kind === 'signedOut') return null;
    throw failure;
  }
}

/**
 * The sync calls of the office database that belongs to `owner` (null: unknown, sent without
 * one). The server refuses them while another account is signed in in this browser.
 */
export function httpTransportFor(owner: string | null): SyncTransport {
  const headers = owner ? { [SYNC_OWNER_HEADER]: owner } : undefined;
  return {
    push: (body) => json<SyncPushResponse>(apiRequest('POST', '/api/sync/push', body, headers)),
    pull: (cursor, limit) =>
      json<SyncPullResponse>(
        apiRequest(
          'GET',
          `/api/sync/pull?cursor=${encodeURIComponent(cursor)}&limit=${limit}`,
          undefined,
          headers,
        ),
      ),
    signedInUser,
  };
}

export const httpTransport: SyncTransport = httpTransportFor(null);
