import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { dbEngine, type Db } from '@db/index.ts';
import { tooManyRequests } from '../errors.ts';
import type { Middleware } from 'koa';
import type { AppContextExtensions, AppState } from '../types.ts';
import type { Config } from '../config.ts';

export interface AttemptLimitOptions {
  /** Names the counter family, e.g. "login-email". */
  name: string;
  /** How many attempts within the window are allowed. */
  points: number;
  windowSeconds: number;
  /** What the 429 says; the wait is appended. */
  message: string;
}

/**
 * Counts attempts per key (an e-mail, an IP) within a window and answers 429 with
 * Retry-After once the allowance is spent. There is deliberately no "check now, count later":
 * parallel requests would all pass the check before any of them was counted. On PostgreSQL
 * the counters live in `rate_limits`, so every API process sees the same numbers; embedded
 * PGlite runs one process, so memory is the whole truth there.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    db: Db,
    private readonly options: AttemptLimitOptions,
  ) {
    const common = { keyPrefix: options.name, points: options.points, duration: options.windowSeconds };
    this.limiter =
      dbEngine(db) === 'postgres'
        ? new RateLimiterPostgres({
            ...common,
            storeClient: db,
            storeType: 'knex',
            tableName: 'rate_limits',
            tableCreated: true,
            clearExpiredByTimeout: false,
          })
        : new RateLimiterMemory(common);
  }

  private blocked(msBeforeNext: number): never {
    const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
    throw tooManyRequests(
      `${this.options.message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      msBeforeNext / 1000,
    );
  }

  /**
   * Takes one point for the key and throws 429 if that went over the allowance. Taking and
   * checking are one atomic step in the store, so a burst of parallel requests is limited
   * exactly like the same requests one after the other: count first, then do the work.
   */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key, 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) this.blocked(rejection.msBeforeNext);
      throw rejection;
    }
  }

  /** Counts one more for the key and says how many it has in the window; never refuses. */
  async tally(key: string): Promise<number> {
    try {
      return (await this.limiter.consume(key, 1)).consumedPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection.consumedPoints;
      throw rejection;
    }
  }

  /** Gives back the point a request took, once it turned out not to count (a right password). */
  async reward(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }
}

/**
 * One limiter per database and family (its counters live there on PostgreSQL). Its allowance
 * may come from the configuration, read when the limiter is first used.
 */
export function limiterOf(
  options: AttemptLimitOptions | ((config: Config) => AttemptLimitOptions),
): (db: Db, config?: Config) => AttemptLimiter {
  const byDb = new WeakMap<Db, AttemptLimiter>();
  return (db, config) => {
    let limiter = byDb.get(db);
    if (!limiter) {
      if (typeof options === 'function') {
        if (!config) throw new Error('this limiter needs the configuration');
        limiter = new AttemptLimiter(db, options(config));
      } else {
        limiter = new AttemptLimiter(db, options);
      }
      byDb.set(db, limiter);
    }
    return limiter;
  };
}

/** Counts the request against its network address first, so floods never reach the database. */
export const limitPerIp =
  (limiterFor: (db: Db, config: Config) => AttemptLimiter): Middleware<AppState, AppContextExtensions> =>
  async (ctx, next) => {
    await limiterFor(ctx.db, ctx.config).consume(ctx.ip);
    await next();
  };

/** Removes counters whose window has passed (PostgreSQL store; a no-op on PGlite). */
export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  if (dbEngine(db) !== 'postgres') return;
  await db('rate_limits').where('expire', '<', Date.now()).delete();
}

export interface ProgressiveDelayOptions {
  /** Names the counter family, e.g. "login-pair". */
  name: string;
  /** The longest wait between two attempts, in seconds. */
  capSeconds: number;
  /** How long a key's count is kept after its last attempt, in seconds. */
  keepSeconds: number;
  /** What the 429 says; the wait is appended. */
  message: string;
}

/** Wait before the attempt after the `attempts`-th: none within the free ones, then 1 s, 2 s, 4 s ... */
function delayAfterMs(attempts: number, free: number, capMs: number): number {
  return attempts < free ? 0 : Math.min(capMs, 1000 * 2 ** (attempts - free));
}

/** "3 seconds" or "2 minutes": the waits here run from one second to minutes. */
function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Slows a key down instead of shutting it out: the first `free` attempts pass at once, and each
 * one after must wait twice as long after the last as the one before (1 s, 2 s, 4 s ... up to the
 * cap). An attempt takes its place before its work is done, in one atomic step per key, so a
 * burst of parallel attempts is slowed exactly like the same attempts one after the other. On
 * PostgreSQL the count lives in `rate_limits` (points = attempts, expire = last attempt + keep,
 * so the last attempt's time is known without another column) and every process shares it.
 */
export class ProgressiveDelay {
  /** The time the waits are measured by; tests move it on instead of waiting. */
  clock: () => number = Date.now;
  private readonly memory = new Map<string, { points: number; expire: number }>();
  private readonly onPostgres: boolean;

  constructor(
    private readonly db: Db,
    private readonly options: ProgressiveDelayOptions,
  ) {
    this.onPostgres = dbEngine(db) === 'postgres';
  }

  private key(key: string): string {
    return `${this.options.name}:${key}`;
  }

  /**
   * Takes the key's next attempt, or throws 429 with Retry-After when it must wait; `free` is
   * how many attempts pass before the waits begin.
   */
  async attempt(key: string, free: number): Promise<void> {
    const now = this.clock();
    const keepMs = this.options.keepSeconds * 1000;
    const capMs = this.options.capSeconds * 1000;
    const waitMs = this.onPostgres
      ? await this.attemptOnPostgres(this.key(key), now, keepMs, capMs, free)
      : this.attemptInMemory(this.key(key), now, keepMs, capMs, free);
    if (waitMs > 0) {
      throw tooManyRequests(
        `${this.options.message} Please try again in ${waitInWords(waitMs)}.`,
        waitMs / 1000,
      );
    }
  }

  /** The key starts afresh (its owner proved who they are). */
  async clear(key: string): Promise<void> {
    if (this.onPostgres)
      await this.db('rate_limits')
        .where({ key: this.key(key) })
        .delete();
    else this.memory.delete(this.key(key));
  }

  private attemptInMemory(key: string, now: number, keepMs: number, capMs: number, free: number): number {
    const known = this.memory.get(key);
    const live = known && known.expire > now ? known : undefined;
    if (live) {
      const waitMs = live.expire - keepMs + delayAfterMs(live.points, free, capMs) - now;
      if (waitMs > 0) return waitMs;
    }
    this.memory.set(key, { points: (live?.points ?? 0) + 1, expire: now + keepMs });
    return 0;
  }

  private async attemptOnPostgres(
    key: string,
    now: number,
    keepMs: number,
    capMs: number,
    free: number,
  ): Promise<number> {
    const { db } = this;
    await db.raw(
      'insert into rate_limits (key, points, expire) values (?, 0, 0) on conflict (key) do nothing',
      [key],
    );
    // The row lock of the update serialises attempts on one key, and the condition is checked
    // again against the row as the attempt before left it.
    const waitSql = `expire - ?::bigint + case when points < ?::int then 0
      else least(?::bigint, 1000 * power(2, points - ?::int)) end - ?::bigint`;
    const taken = await db.raw(
      `update rate_limits
          set points = case when expire <= ?::bigint then 1 else points + 1 end, expire = ?::bigint
        where key = ? and (expire <= ?::bigint or ${waitSql} <= 0)
        returning points`,
      [now, now + keepMs, key, now, keepMs, free, capMs, free, now],
    );
    if (taken.rows.length > 0) return 0;
    const waiting = await db.raw(`select ${waitSql} as wait from rate_limits where key = ?`, [
      keepMs,
      free,
      capMs,
      free,
      now,
      key,
    ]);
    return Math.max(1, Number(waiting.rows[0]?.wait ?? 1));
  }
}
