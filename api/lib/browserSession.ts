/**
 * This browser, as the server knows it without an account: a random key kept in its session
 * (never shown, never in an address). What a visitor starts anonymously (a chat, a paid
 * consultation) belongs to this key, and to their user once they sign in; sign-in starts a
 * new session (signIn.ts) and carries the key over, so nothing begun before is lost.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext, SessionData } from '../types.ts';

/** The key of this browser's session; with `create`, one is made when it has none yet. */
export function browserSessionKey(ctx: AppContext, options: { create?: boolean } = {}): string | null {
  const session = ctx.session;
  const known = session?.browserKey;
  if (typeof known === 'string') return known;
  if (!options.create || !session) return null;
  const key = randomUUID();
  session.browserKey = key;
  return key;
}

/** Reads the key before a session is replaced; the returned function writes it into the new one. */
export function carryBrowserSessionKey(from: SessionData | null): (to: SessionData) => void {
  const key = from?.browserKey;
  return (to) => {
    if (typeof key === 'string') to.browserKey = key;
  };
}

/** Who owns what a visitor started: this browser's key and, when signed in, the user. */
export interface BrowserOwner {
  sessionKey: string | null;
  userId: string | null;
}

export function browserOwnerOf(ctx: AppContext, options: { create?: boolean } = {}): BrowserOwner {
  return { sessionKey: browserSessionKey(ctx, options), userId: ctx.state.user?.id ?? null };
}
