/**
 * The sync engine's two calls, with failures sorted into what the engine does about them:
 * offline (wait for the network), signed out (pause, ask to sign in), retry later (backoff),
 * or stop (a problem a person must see).
 */
import type { SyncPullResponse, SyncPushInput, SyncPushResponse } from '@contract/sync';
import { apiRequest } from '@pwa/lib/api';

export type TransportFailureKind =
  'offline' | 'signedOut' | 'retryLater' | 'gap' | 'updateRequired' | 'forbidden';

export class TransportFailure extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TransportFailure';
  }
}

export interface SyncTransport {
  push(body: SyncPushInput): Promise<SyncPushResponse>;
  pull(cursor: number, limit: number): Promise<SyncPullResponse>;
}

/** The server's message out of apiRequest's "<status>: <body>" error. */
function describe(error: Error): { status?: number; message: string } {
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return { message: error.message };
  const status = Number(match[1]);
  try {
    const body = JSON.parse(match[2]) as { message?: string; error?: string };
    return { status, message: body.message ?? match[2] };
  } catch {
    return { status, message: match[2] };
  }
}

export function classify(error: unknown): TransportFailure {
  if (error instanceof TransportFailure) return error;
  if (!(error instanceof Error)) return new TransportFailure('retryLater', String(error));
  const { status, message } = describe(error);
  if (status === undefined) return new TransportFailure('offline', 'No connection to the server.');
  if (status === 401) return new TransportFailure('signedOut', 'Sign in again to sync your changes.', status);
  if (status === 403) return new TransportFailure('forbidden', message, status);
  if (status === 409 && /out of date/i.test(message))
    return new TransportFailure('updateRequired', message, status);
  if (status === 409) return new TransportFailure('gap', message, status);
  return new TransportFailure('retryLater', message || `The server answered ${status}.`, status);
}

async function json<T>(request: Promise<Response>): Promise<T> {
  try {
    return (await (await request).json()) as T;
  } catch (error) {
    throw classify(error);
  }
}

export const httpTransport: SyncTransport = {
  push: (body) => json<SyncPushResponse>(apiRequest('POST', '/api/sync/push', body)),
  pull: (cursor, limit) =>
    json<SyncPullResponse>(apiRequest('GET', `/api/sync/pull?cursor=${cursor}&limit=${limit}`)),
};
