/**
 * Sends the queued mail (./mailQueue.ts) through the mail provider. One worker runs in each API
 * process; any number may share a database. A worker claims one due message at a time, sends
 * it, and marks it delivered; a failure is retried after a delay that doubles each time, and
 * after `maxAttempts` the message is marked failed and its cause told (./undeliverable.ts).
 *
 * Delivery is at least once: a process that dies after its provider accepted a message but
 * before marking it delivered leaves it "sending", and once its lease passes another worker
 * sends it again. Every other path sends a message exactly once.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '@db/index.ts';
import type { Logger } from '../logger.ts';
import type { MailProvider } from '../providers/mail/types.ts';
import { claimDueMail, heldBy, mailMessageOf, onMailQueued, type QueuedMail } from './mailQueue.ts';
import { reflectUndeliverable } from './undeliverable.ts';

export interface RetryPolicy {
  /** Sends tried before a message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /**
   * How long a claimed message may stay "sending" before another worker takes it over. Longer
   * than any one send can take (the SMTP provider gives up within a minute).
   */
  leaseMs: number;
}

/** Eight tries over about an hour: 30 s, 1, 2, 4, 8, 16 and 32 minutes apart. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 8,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
};

/** The wait before the next try, after `attempts` failed tries. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

export interface MailWorkerOptions {
  db: Db;
  /** Asked for each send, so a provider swapped meanwhile (tests) is the one used. */
  provider: () => MailProvider;
  log: Logger;
  /** What the worker takes for now; tests move it instead of waiting. */
  clock?: () => Date;
  policy?: Partial<RetryPolicy>;
  /** Mail queued by other processes is found within this interval. */
  pollIntervalMs?: number;
}

const DEFAULT_POLL_INTERVAL_MS = 5_000;

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

export class MailWorker {
  /** Written into claimed rows, so a worker only ever finishes what it claimed itself. */
  readonly name = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly db: Db;
  private readonly provider: () => MailProvider;
  private readonly log: Logger;
  private readonly clock: () => Date;
  private readonly policy: RetryPolicy;
  private readonly pollIntervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private stopped = false;
  /** A pass over the queue was asked for since the current one began. */
  private wanted = false;
  private running: Promise<void> | undefined;

  constructor(options: MailWorkerOptions) {
    this.db = options.db;
    this.provider = options.provider;
    this.log = options.log;
    this.clock = options.clock ?? (() => new Date());
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  }

  /** Wakes after every commit that queues mail in this database, polls, and starts with a pass. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.unsubscribe = onMailQueued(this.db, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.pollIntervalMs);
    this.timer.unref();
    // What an earlier process queued and never sent (it stopped, or crashed) goes out now.
    this.wake();
  }

  wake(): void {
    void this.settled();
  }

  /**
   * Resolves once nothing is due: every message that was is delivered, failed, or waiting for
   * its next try. Shares the pass under way rather than starting a second one beside it.
   */
  settled(): Promise<void> {
    if (this.stopped) return this.running ?? Promise.resolve();
    this.wanted = true;
    this.running ??= this.passes();
    return this.running;
  }

  /** No new claims; resolves once the message being sent (if any) is finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unsubscribe?.();
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
        while (!this.stopped && (await this.deliverNext())) {
          // one message per turn until none is due
        }
      } catch (error) {
        // The database is away: the next wake or poll tries again.
        this.log.error({ err: error }, 'the outgoing mail queue could not be worked');
      }
    }
  }

  /** Claims and sends one due message; false when none is due. */
  async deliverNext(): Promise<boolean> {
    const now = this.clock();
    const mail = await claimDueMail(this.db, {
      worker: this.name,
      now,
      leaseCutoff: new Date(now.getTime() - this.policy.leaseMs),
    });
    if (!mail) return false;
    let sentId: string;
    try {
      ({ messageId: sentId } = await this.provider().send(mailMessageOf(mail)));
    } catch (error) {
      await this.failed(mail, error);
      return true;
    }
    await heldBy(this.db, mail.id, this.name).update({
      status: 'delivered',
      deliveredAt: this.clock(),
      messageId: mail.messageId ?? sentId,
      lastError: null,
      updatedAt: this.clock(),
    });
    this.log.info({ mailId: mail.id, kind: mail.kind, messageId: sentId }, 'e-mail sent');
    return true;
  }

  private async failed(mail: QueuedMail, error: unknown): Promise<void> {
    const reason = reasonOf(error);
    const now = this.clock();
    if (mail.attempts < this.policy.maxAttempts) {
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(mail.attempts, this.policy));
      await heldBy(this.db, mail.id, this.name).update({
        status: 'queued',
        nextAttemptAt,
        claimedAt: null,
        claimedBy: null,
        lastError: reason,
        updatedAt: now,
      });
      this.log.warn(
        { err: error, mailId: mail.id, kind: mail.kind, attempts: mail.attempts, nextAttemptAt },
        'e-mail not sent; it will be tried again',
      );
      return;
    }
    await this.db.transaction(async (trx) => {
      const [given] = await heldBy(trx, mail.id, this.name)
        .update({ status: 'failed', failedAt: now, lastError: reason, updatedAt: now })
        .returning('*');
      if (given) await reflectUndeliverable(trx, given);
    });
    this.log.error(
      { err: error, mailId: mail.id, kind: mail.kind, attempts: mail.attempts },
      'e-mail could not be sent; given up',
    );
  }
}
