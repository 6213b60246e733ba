import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/db.ts';
import { HttpError } from '../errors.ts';
import { AttemptLimiter } from './rateLimit.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.destroy();
});

let families = 0;

/** A limiter of its own counter family, on this engine's store (memory or rate_limits). */
function limiter(points: number) {
  return new AttemptLimiter(t.db, {
    name: `test-family-${++families}`,
    points,
    windowSeconds: 60,
    message: 'Too many tries.',
  });
}

async function outcomes(attempts: Promise<void>[]) {
  const settled = await Promise.allSettled(attempts);
  return {
    allowed: settled.filter((result) => result.status === 'fulfilled').length,
    refused: settled
      .filter((result) => result.status === 'rejected')
      .map((result) => (result as PromiseRejectedResult).reason as HttpError),
  };
}

describe('AttemptLimiter', () => {
  it('lets exactly its allowance through when the attempts arrive together', async () => {
    const limit = limiter(5);
    const { allowed, refused } = await outcomes(Array.from({ length: 40 }, () => limit.consume('burst-key')));
    expect(allowed).toBe(5);
    expect(refused).toHaveLength(35);
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(429);
      expect(error.message).toMatch(/^Too many tries\. Please try again in 1 minute\.$/);
      expect(Number(error.headers?.['Retry-After'])).toBeGreaterThan(0);
    }
    await expect(limit.consume('burst-key')).rejects.toMatchObject({ status: 429 });
  });

  it('counts each key on its own', async () => {
    const limit = limiter(2);
    await limit.consume('first');
    await limit.consume('first');
    await expect(limit.consume('first')).rejects.toMatchObject({ status: 429 });
    await limit.consume('second');
  });

  it('gives a point back, making room for one more attempt', async () => {
    const limit = limiter(3);
    for (let attempt = 0; attempt < 3; attempt++) await limit.consume('rewarded');
    await limit.reward('rewarded');
    await limit.consume('rewarded');
    await expect(limit.consume('rewarded')).rejects.toMatchObject({ status: 429 });
  });
});
