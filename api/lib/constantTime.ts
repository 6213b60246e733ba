import { timingSafeEqual } from 'node:crypto';

/**
 * Whether two secrets (tokens, states, signatures) are equal, in a time that does not tell
 * a guesser how many leading bytes were right. Only the length may leak.
 */
export function constantTimeEqual(expected: string | Buffer, given: string | Buffer): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
