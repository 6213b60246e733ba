/**
 * At most a few documents (PDFs, CSV and calendar exports) made at once for one signed-in user:
 * one agent pressing "Download PDF" or "Export" many times (or a script doing so) would otherwise
 * take every document worker and the queue from the rest of the agency. More at once answer 429 with Retry-After; the
 * count is kept by this process, as the workers are.
 */
import { tooManyRequests } from '../errors.ts';
import type { SignedIn } from './auth.ts';
import type { Needs } from './provides.ts';

/** Documents one user may have drawing at once. */
export const RENDERS_PER_USER = 2;

export const renderSlotMessages = {
  tooMany: `You are already downloading ${RENDERS_PER_USER} documents. Please wait for them to finish and try again.`,
} as const;

const RETRY_AFTER_SECONDS = 5;

const running = new Map<string, number>();

/** Documents drawing now for this user (for the tests, which wait on it). */
export function rendersRunningFor(userId: string): number {
  return running.get(userId) ?? 0;
}

export function renderSlot(limit = RENDERS_PER_USER): Needs<SignedIn> {
  return async (ctx, next) => {
    const userId = ctx.state.user.id;
    const now = running.get(userId) ?? 0;
    if (now >= limit) throw tooManyRequests(renderSlotMessages.tooMany, RETRY_AFTER_SECONDS);
    running.set(userId, now + 1);
    try {
      await next();
    } finally {
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    }
  };
}
