/** Helpers shared by the account screens' tests. */
import { vi } from 'vitest';
import { toast } from '@pwa/components/toast';

export const csrf = { status: 200, body: { csrfToken: 'csrf-1' } };
export const signedOut = { status: 401, body: { error: 'unauthorized', message: 'Please sign in.' } };

export const clientUser = {
  id: 'u-client',
  email: 'cleo@example.com',
  firstName: 'Cleo',
  lastName: 'Baptiste',
  phone: '+1 758 555 0101',
  role: 'client' as const,
};
/** An agent an admin approved (only approved agents send mail; see pendingAgentUser). */
export const agentUser = {
  ...clientUser,
  id: 'u-agent',
  firstName: 'Ava',
  role: 'agent' as const,
  agentApproved: true,
};
export const pendingAgentUser = { ...agentUser, id: 'u-pending-agent', agentApproved: false };

/** Toasts are spied on, not shown: the assertions read what would have been said. */
export function spyToasts() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return {
    success: vi.spyOn(toast, 'success').mockImplementation(() => {}),
    error: vi.spyOn(toast, 'error').mockImplementation(() => {}),
  };
}

/** Holds every request to `url` until the returned release is called (to see pending labels). */
export function holdRequests(url: string): () => void {
  const inner = globalThis.fetch;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === url) await gate;
    return inner(input, init);
  }) as typeof fetch;
  return release;
}

/** The JSON body sent to `url` (the last such call). */
export function sentBody(calls: Array<{ url: string; init?: RequestInit }>, url: string): unknown {
  const call = calls.filter((candidate) => candidate.url === url).at(-1);
  return call?.init?.body ? JSON.parse(String(call.init.body)) : undefined;
}

export function callsTo(calls: Array<{ url: string; init?: RequestInit }>, url: string) {
  return calls.filter((candidate) => candidate.url === url);
}

/** The dashboard of clientUser before anything is booked: the screen a signed-in client lands on. */
export const clientDashboardAnswer = {
  status: 200,
  body: {
    client: {
      firstName: 'Cleo',
      lastName: 'Baptiste',
      email: 'cleo@example.com',
      phone: '+1 758 555 0101',
      address: null,
      notes: null,
      createdAt: '2026-01-05T12:00:00.000Z',
      updatedAt: '2026-01-05T12:00:00.000Z',
    },
    itineraries: [],
    bookings: [],
    quotes: [],
    proposals: [],
    notifications: [],
    emailVerified: true,
  },
};
