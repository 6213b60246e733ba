/**
 * When to sync: at start, when the browser comes online, soon after a write (debounced),
 * every minute, and on the Sync now button; after a failure it waits longer each time
 * (exponential backoff), and the minute's sync waits for that retry. Only one tab of the
 * browser syncs a user's database at a time (Web Locks); the others see the results through
 * Dexie. A 401 pauses syncing until the agent signs in again, in this tab or another: a tab
 * whose sync reached the server tells the others, and a paused tab also checks the session
 * when it is shown or focused, when the browser comes online and when another tab signs in.
 * The outbox is never touched by a failure.
 */
import { create } from 'zustand';
import { userIdOfDatabase, type OfficeDatabase } from './db';
import { runSyncCycle } from './syncCycle';
import { classify, httpTransportFor, type SyncTransport, type TransportFailureKind } from './transport';
import { notifySynced, onLocalWrite, onSynced } from './writeSignal';

export const SYNC_INTERVAL_MS = 60_000;
export const WRITE_DEBOUNCE_MS = 1_500;
export const BACKOFF_START_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
const LOCK_PREFIX = 'agent-office-sync:';

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'signedOut' | 'error' | 'updateRequired';

export interface SyncStatus {
  phase: SyncPhase;
  online: boolean;
  /** What went wrong last, for people. */
  message: string | null;
  nextRetryAt: number | null;
}

export const useSyncStatus = create<SyncStatus>(() => ({
  phase: 'idle',
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  message: null,
  nextRetryAt: null,
}));

const PHASE_OF: Record<TransportFailureKind, SyncPhase> = {
  offline: 'offline',
  signedOut: 'signedOut',
  retryLater: 'error',
  gap: 'error',
  forbidden: 'error',
  updateRequired: 'updateRequired',
};

/** Syncs running in this tab without Web Locks, by lock name: the next one waits for them. */
const tabRunners = new Map<string, Promise<unknown>>();

/**
 * Runs `work` holding the browser-wide sync lock of one database, or not at all when another
 * tab holds it. Without Web Locks only this tab can be guarded: its syncs run one after another.
 */
async function withSyncLock(name: string, work: () => Promise<void>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    const previous = tabRunners.get(name) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(work);
    tabRunners.set(name, run);
    try {
      await run;
    } finally {
      if (tabRunners.get(name) === run) tabRunners.delete(name);
    }
    return true;
  }
  return locks.request(name, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await work();
    return true;
  });
}

export interface SyncEngineOptions {
  db: OfficeDatabase;
  transport?: SyncTransport;
  intervalMs?: number;
  debounceMs?: number;
  /** Whose database it is; read from the database's name when not given. */
  userId?: string | null;
}

export class SyncEngine {
  private readonly db: OfficeDatabase;
  private readonly transport: SyncTransport;
  private readonly intervalMs: number;
  private readonly debounceMs: number;
  private interval: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private running: Promise<void> | null = null;
  private again = false;
  /** Signed out or outdated: only the person can unblock it (sign in, reload). */
  private waitingFor: 'signedOut' | 'updateRequired' | null = null;
  private checkingSession: Promise<void> | null = null;
  private readonly userId: string | null;
  /** Stopped (the office closed): a cycle still running schedules nothing more. */
  private stopped = false;
  /** Aborted by stop(): a cycle still running writes nothing more to the device. */
  private cycles = new AbortController();
  private stopListening: Array<() => void> = [];

  constructor(options: SyncEngineOptions) {
    this.db = options.db;
    this.userId = options.userId !== undefined ? options.userId : userIdOfDatabase(this.db.name);
    this.transport = options.transport ?? httpTransportFor(this.userId);
    this.intervalMs = options.intervalMs ?? SYNC_INTERVAL_MS;
    this.debounceMs = options.debounceMs ?? WRITE_DEBOUNCE_MS;
  }

  start(): void {
    this.stop();
    this.stopped = false;
    this.cycles = new AbortController();
    const onOnline = () => {
      useSyncStatus.setState({ online: true });
      this.failures = 0;
      if (this.waitingFor === 'signedOut') void this.retryAfterSignIn();
      else void this.syncNow();
    };
    const onOffline = () => useSyncStatus.setState({ online: false, phase: 'offline' });
    const onShown = () => {
      if (document.visibilityState === 'visible') void this.retryAfterSignIn();
    };
    const onFocus = () => void this.retryAfterSignIn();
    // Signing in remembers the user in localStorage, which other tabs hear as a storage event.
    const onStorage = (event: StorageEvent) => {
      if (event.newValue !== null) void this.retryAfterSignIn();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.addEventListener('focus', onFocus);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onShown);
    this.stopListening.push(
      () => window.removeEventListener('online', onOnline),
      () => window.removeEventListener('offline', onOffline),
      () => window.removeEventListener('focus', onFocus),
      () => window.removeEventListener('storage', onStorage),
      () => document.removeEventListener('visibilitychange', onShown),
      onLocalWrite(this.db.name, () => this.soon()),
      onSynced(this.db.name, () => void this.retryAfterSignIn()),
    );
    // While a backoff retry is scheduled, the minute's sync leaves the waiting to it.
    this.interval = setInterval(() => {
      if (!this.retryTimer) void this.syncNow();
    }, this.intervalMs);
    void navigator.storage?.persist?.().catch(() => false);
    void this.syncNow();
  }

  stop(): void {
    this.stopped = true;
    this.cycles.abort();
    this.stopListening.forEach((stop) => stop());
    this.stopListening = [];
    if (this.interval) clearInterval(this.interval);
    for (const timer of [this.retryTimer, this.debounceTimer]) if (timer) clearTimeout(timer);
    this.interval = this.retryTimer = this.debounceTimer = null;
  }

  /** A write happened: sync shortly, once for a burst of writes. */
  soon(): void {
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => void this.syncNow(), this.debounceMs);
  }

  /** Signing in again ends a 401 pause. */
  resume(): void {
    this.waitingFor = null;
    this.failures = 0;
    void this.syncNow();
  }

  /**
   * The session may be back (another tab synced or signed in, this one was shown): a sync
   * paused on a 401 goes on if the session is this database's user's. A session of another
   * account, signed in in another tab, never syncs this one's data; no answer waits for the
   * next chance.
   */
  retryAfterSignIn(): Promise<void> {
    if (this.waitingFor !== 'signedOut' || this.stopped) return Promise.resolve();
    this.checkingSession ??= this.checkSession().finally(() => {
      this.checkingSession = null;
    });
    return this.checkingSession;
  }

  private async checkSession(): Promise<void> {
    if (this.transport.signedInUser) {
      let signedIn: string | null;
      try {
        signedIn = await this.transport.signedInUser();
      } catch {
        return;
      }
      if (signedIn === null || (this.userId !== null && signedIn !== this.userId)) return;
    }
    if (this.waitingFor === 'signedOut' && !this.stopped) this.resume();
  }

  /** Runs a cycle now; a call while one runs asks for one more right after it. */
  syncNow(): Promise<void> {
    if (this.waitingFor) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.cycle().finally(() => {
      this.running = null;
      const again = this.again;
      this.again = false;
      if (again && !this.stopped) void this.syncNow();
    });
    return this.running;
  }

  private async cycle(): Promise<void> {
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    useSyncStatus.setState({ phase: 'syncing', nextRetryAt: null });
    const stopped = this.cycles.signal;
    try {
      const ran = await withSyncLock(LOCK_PREFIX + this.db.name, async () => {
        await runSyncCycle(this.db, this.transport, stopped);
      });
      this.failures = 0;
      useSyncStatus.setState({ phase: 'idle', online: true, message: null });
      if (!ran) useSyncStatus.setState({ message: 'Another tab of this browser is syncing.' });
      else notifySynced(this.db.name);
    } catch (error) {
      // Ended by stop(): the office is gone, and so is anything to say about this cycle.
      if (stopped.aborted) return;
      const failure = classify(error);
      const phase = PHASE_OF[failure.kind];
      useSyncStatus.setState({ phase, message: failure.message, online: failure.kind !== 'offline' });
      // A signed-out or outdated app waits for the person; anything else retries by itself.
      if (phase === 'signedOut' || phase === 'updateRequired') {
        this.waitingFor = phase;
        return;
      }
      if (!this.stopped) this.scheduleRetry();
    }
  }

  private scheduleRetry(): void {
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** this.failures);
    this.failures += 1;
    useSyncStatus.setState({ nextRetryAt: Date.now() + delay });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.syncNow();
    }, delay);
  }
}
