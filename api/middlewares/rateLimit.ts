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
      if (typeof options === 'function' && !config) throw new Error('this limiter needs the configuration');
      limiter = new AttemptLimiter(db, typeof options === 'function' ? options(config as Config) : options);
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
