import { ApiError, apiRequest, clearCsrfToken } from '@pwa/lib/api';
import { deviceStorage } from './currentUser';

/**
 * A sign-out made offline clears the device at once, but the session lives on the server and
 * its cookie, which scripts cannot read or remove, stays in the browser. This mark remembers
 * only that the session must still be ended: it names nobody and holds no data. While it is
 * set the browser counts as signed out, and the next moment online (a page load, the
 * connection returning) ends the session on the server.
 */
const PENDING_LOGOUT_KEY = 'pendingLogout';

export function rememberPendingLogout(): void {
  try {
    deviceStorage()?.setItem(PENDING_LOGOUT_KEY, '1');
  } catch {
    // A storage that cannot be written: the session ends when it expires.
  }
  listenForConnection();
}

/** Signing in starts another session, which the mark of the old one must not end. */
export function forgetPendingLogout(): void {
  try {
    deviceStorage()?.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

export function hasPendingLogout(): boolean {
  try {
    return deviceStorage()?.getItem(PENDING_LOGOUT_KEY) === '1';
  } catch {
    return false;
  }
}

let finishing: Promise<boolean> | null = null;

/**
 * Ends the session an offline sign-out left on the server. True once it is ended (or there was
 * none to end); false when no answer came, and the mark stays for the next chance. A server
 * error keeps it too; any other answer means the server holds no session for this browser.
 */
export function finishPendingLogout(): Promise<boolean> {
  if (!hasPendingLogout()) return Promise.resolve(true);
  finishing ??= (async () => {
    try {
      await apiRequest('POST', '/api/auth/logout', {});
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) return false;
    }
    forgetPendingLogout();
    clearCsrfToken();
    return true;
  })().finally(() => {
    finishing = null;
  });
  return finishing;
}

let listening = false;

/** Tries once now and again whenever the connection returns, until the session is ended. */
function listenForConnection(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const onOnline = () => {
    void finishPendingLogout().then((done) => {
      if (!done) return;
      window.removeEventListener('online', onOnline);
      listening = false;
    });
  };
  window.addEventListener('online', onOnline);
}

/** At start: a sign-out made offline on an earlier visit ends its session now, or once online. */
export function finishPendingLogoutWhenOnline(): void {
  if (!hasPendingLogout()) return;
  listenForConnection();
  void finishPendingLogout();
}
