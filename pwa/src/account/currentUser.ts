import type { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in user as the client reads it from GET /api/auth/me. The API answers either
 * { user } or the user object itself, so both shapes are accepted; anything without an id
 * means "signed out".
 */

export type UserRole = 'client' | 'agent' | 'admin';

export interface CurrentUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  role: UserRole;
  /** Agents only: an admin approved them, so they may send mail in the agency's name. */
  agentApproved?: boolean;
  /** False until the address is verified; absent from answers of an older server. */
  emailVerified?: boolean;
  createdAt?: string | null;
  updatedAt?: string | null;
}

export const currentUserQueryKey = ['/api/auth/me'] as const;

/** The session lookup is reused for 60 seconds. */
export const SESSION_STALE_TIME_MS = 60_000;

export function toCurrentUser(data: unknown): CurrentUser | null {
  if (!data || typeof data !== 'object') return null;
  const candidate = ((data as { user?: unknown }).user ?? data) as Partial<CurrentUser> | null;
  if (!candidate || typeof candidate !== 'object' || candidate.id == null) return null;
  return { ...candidate, id: String(candidate.id), role: candidate.role ?? 'client' } as CurrentUser;
}

/** Agents and admins share the Agent Office and its redirects. */
export function isAgent(user: CurrentUser | null | undefined): boolean {
  return user?.role === 'agent' || user?.role === 'admin';
}

export function fullName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/**
 * The last user the server confirmed, kept on this device so an agent who reloads the office
 * without a connection still gets in (their work is on the device), and a client reads their
 * trips. Only a real answer changes it: a user stores it, a 401 or a logout removes it, with
 * the copies of that user's data kept here.
 */
const LAST_USER_KEY = 'lastSignedInUser';

/**
 * The client dashboard's last answer, kept so a traveller reads their itinerary abroad with
 * no signal (pwa/src/dashboard/savedDashboard.ts). It is the user's own data: it goes with them.
 */
export const SAVED_DASHBOARD_KEY = 'clientDashboard';

/** The browser's local storage, or null where it is missing or blocked. */
export function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then simply needs the network.
    return null;
  }
}

export function rememberSignedInUser(user: CurrentUser): void {
  try {
    // Another person on this browser: nothing of the last one's stays for them to read.
    if (rememberedUser()?.id !== user.id) deviceStorage()?.removeItem(SAVED_DASHBOARD_KEY);
    deviceStorage()?.setItem(LAST_USER_KEY, JSON.stringify(user));
  } catch {
    // A full or blocked storage only costs the offline sign-in.
  }
}

/**
 * The server said the session ended (401): this device forgets the user and the copies of
 * their data, and every screen reads "signed out" at once, so the guards send the visitor to
 * sign in instead of asking the server again.
 */
export function forgetEndedSession(queryClient: Pick<QueryClient, 'setQueryData'>): void {
  queryClient.setQueryData(currentUserQueryKey, null);
  forgetSignedInUser();
}

export function forgetSignedInUser(): void {
  try {
    deviceStorage()?.removeItem(LAST_USER_KEY);
    deviceStorage()?.removeItem(SAVED_DASHBOARD_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

export function rememberedUser(): CurrentUser | null {
  try {
    const stored = deviceStorage()?.getItem(LAST_USER_KEY);
    return stored ? toCurrentUser(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}
