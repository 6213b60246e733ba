import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { dbEngine, type Db } from '@db/index.ts';
import { tooManyRequests } from '../errors.ts';

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
 * Retry-After once the allowance is spent. On PostgreSQL the counters live in `rate_limits`,
 * so every API process sees the same numbers; embedded PGlite runs one process, so memory is
 * the whole truth there.
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

  /** Throws 429 when the key has used its allowance (without counting this call). */
  async check(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.options.points) this.blocked(state.msBeforeNext);
  }

  /** Counts one attempt (a failure, or any request) for the key. */
  async count(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** Counts one attempt and throws 429 if it went over the allowance. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key, 1);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) this.blocked(rejection.msBeforeNext);
      throw rejection;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Removes counters whose window has passed (PostgreSQL store; a no-op on PGlite). */
export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  if (dbEngine(db) !== 'postgres') return;
  await db('rate_limits').where('expire', '<', Date.now()).delete();
}
