import type { ClientDashboard } from '@contract/dashboard';
import { deviceStorage, SAVED_DASHBOARD_KEY } from '@pwa/account/currentUser';

/** The last dashboard the server answered this user, and when. */
export interface SavedDashboard {
  userId: string;
  /** When the server answered it (ms since the epoch). */
  savedAt: number;
  dashboard: ClientDashboard;
}

/**
 * Keeps the dashboard on this device: a traveller at an airport with no signal still reads
 * their booking references and dates. One copy, the signed-in client's own, replaced by every
 * answer and removed at sign-out (forgetSignedInUser). Local storage rather than IndexedDB: it
 * is one small document, read synchronously as the screen opens.
 */
export function saveDashboard(userId: string, dashboard: ClientDashboard, savedAt = Date.now()): void {
  try {
    deviceStorage()?.setItem(
      SAVED_DASHBOARD_KEY,
      JSON.stringify({ userId, savedAt, dashboard } satisfies SavedDashboard),
    );
  } catch {
    // Storage full or blocked: the screen still works online, only the offline copy is missing.
  }
}

/** The copy kept for this user, or null (none, another user's, or unreadable). */
export function savedDashboard(userId: string): SavedDashboard | null {
  try {
    const text = deviceStorage()?.getItem(SAVED_DASHBOARD_KEY);
    if (!text) return null;
    const saved = JSON.parse(text) as Partial<SavedDashboard>;
    if (saved.userId !== userId || typeof saved.savedAt !== 'number' || !saved.dashboard?.client) return null;
    return saved as SavedDashboard;
  } catch {
    return null;
  }
}
