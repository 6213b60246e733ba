/**
 * Sends newsletter subscribers to the mailing-list service (./flodesk.ts) in the background, so a
 * signup never waits on it. One worker runs in each API process; any number may share a
 * database. A worker claims one due subscriber at a time (./queue.ts), pushes it and marks it
 * synced; a failure keeps the row unsynced with its error and tries again after a delay that
 * doubles each time, up to a ceiling, for as long as it takes: a subscriber is never dropped.
 * With the local provider (no API key) the worker claims nothing, and the rows stay unsynced.
 */
import type { Db } from '@db/index.ts';
import type { Logger } from '../../logger.ts';
import { retryDelayMs, type RetryPolicy } from '../../mail/worker.ts';
import { claimDueSubscriber, markSynced, markSyncFailed, type ClaimedSubscriber } from './queue.ts';
import type { NewsletterProvider } from './types.ts';

export type NewsletterSyncPolicy = Pick<RetryPolicy, 'firstDelayMs' | 'maxDelayMs' | 'leaseMs'>;

/**
 * A minute after the first failure, then 2, 4, 8 ... up to every 6 hours. The lease outlasts
 * the provider's own 20-second timeout by far, so a row is only taken over from a dead process.
 */
export const DEFAULT_NEWSLETTER_SYNC_POLICY: NewsletterSyncPolicy = {
  firstDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  leaseMs: 2 * 60_000,
};

export interface NewsletterWorkerOptions {
  db: Db;
  /** Asked for on each pass, so the provider of the app's configuration is the one used. */
  provider: () => NewsletterProvider;
  log: Logger;
  /** What the worker takes for now; tests move it instead of waiting. */
  clock?: () => Date;
  policy?: Partial<NewsletterSyncPolicy>;
  /** New signups (from any process) are found within this interval. */
  pollIntervalMs?: number;
}

const DEFAULT_POLL_INTERVAL_MS = 15_000;

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

export class NewsletterWorker {
  private readonly db: Db;
  private readonly provider: () => NewsletterProvider;
  private readonly log: Logger;
  private readonly clock: () => Date;
  private readonly policy: NewsletterSyncPolicy;
  private readonly pollIntervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** A pass over the list was asked for since the current one began. */
  private wanted = false;
  private running: Promise<void> | undefined;

  constructor(options: NewsletterWorkerOptions) {
    this.db = options.db;
    this.provider = options.provider;
    this.log = options.log;
    this.clock = options.clock ?? (() => new Date());
    this.policy = { ...DEFAULT_NEWSLETTER_SYNC_POLICY, ...options.policy };
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  }

  /** Polls for due subscribers, beginning with a pass (what earlier runs left unsent goes now). */
  start(): void {
    if (this.timer || this.stopped) return;
    if (!this.provider().remote) {
      this.log.info('FLODESK_API_KEY is not set: newsletter subscribers are kept in the database only');
      return;
    }
    this.timer = setInterval(() => this.wake(), this.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  wake(): void {
    void this.settled();
  }

  /**
   * Resolves once nothing is due: every subscriber that was is synced or waiting for its next
   * try. Shares the pass under way rather than starting a second one beside it.
   */
  settled(): Promise<void> {
    if (this.stopped) return this.running ?? Promise.resolve();
    this.wanted = true;
    this.running ??= this.passes();
    return this.running;
  }

  /** No new claims; resolves once the push under way (if any) is finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async passes(): Promise<void> {
    for (;;) {
      // Checked and cleared in one step: a wake after this starts a new run, never gets lost.
      if (!this.wanted || this.stopped) {
        this.running = undefined;
        return;
      }
      this.wanted = false;
      try {
        while (!this.stopped && (await this.syncNext())) {
          // one subscriber per turn until none is due
        }
      } catch (error) {
        // The database is away: the next poll tries again.
        this.log.error({ err: error }, 'the newsletter list could not be synced');
      }
    }
  }

  /** Claims and pushes one due subscriber; false when none is due (or none is ever sent). */
  async syncNext(): Promise<boolean> {
    const provider = this.provider();
    if (!provider.remote) return false;
    const now = this.clock();
    const claimed = await claimDueSubscriber(this.db, {
      now,
      leaseUntil: new Date(now.getTime() + this.policy.leaseMs),
    });
    if (!claimed) return false;
    let externalId: string | null;
    try {
      ({ externalId } = await provider.subscribe({
        email: claimed.email,
        firstName: claimed.firstName,
        lastName: claimed.lastName,
      }));
    } catch (error) {
      await this.failed(claimed, error);
      return true;
    }
    await markSynced(this.db, claimed, { now: this.clock(), externalId });
    this.log.info({ subscriberId: claimed.id, externalId }, 'newsletter subscriber synced');
    return true;
  }

  private async failed(claimed: ClaimedSubscriber, error: unknown): Promise<void> {
    const now = this.clock();
    const delay = retryDelayMs(claimed.syncAttempts, { maxAttempts: Infinity, ...this.policy });
    const nextSyncAt = new Date(now.getTime() + delay);
    await markSyncFailed(this.db, claimed, { now, reason: reasonOf(error), nextSyncAt });
    this.log.warn(
      { err: error, subscriberId: claimed.id, attempts: claimed.syncAttempts, nextSyncAt },
      'newsletter subscriber not synced; it will be tried again',
    );
  }
}
