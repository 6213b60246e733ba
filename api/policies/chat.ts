import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { AppContext } from '../types.ts';

/**
 * Who may read a conversation: the browser session that started it, or the signed-in user who
 * took part in it. The session's key is random and stays on the server; a conversation id
 * alone opens nothing.
 */
export interface ChatOwner {
  sessionKey: string | null;
  userId: string | null;
}

const SESSION_FIELD = 'chatKey';

function sessionData(ctx: AppContext): Record<string, unknown> | null {
  return ctx.session as unknown as Record<string, unknown> | null;
}

/** This request's owner; `create` gives the session a key when it has none (a first message). */
export function chatOwnerOf(ctx: AppContext, options: { create?: boolean } = {}): ChatOwner {
  const session = sessionData(ctx);
  let sessionKey = typeof session?.[SESSION_FIELD] === 'string' ? (session[SESSION_FIELD] as string) : null;
  if (!sessionKey && options.create && session) {
    sessionKey = randomUUID();
    session[SESSION_FIELD] = sessionKey;
  }
  return { sessionKey, userId: ctx.state.user?.id ?? null };
}

/** Keeps the chat key through a sign-in's new session: the visitor's conversation stays theirs. */
export function carryChatKey(from: Record<string, unknown> | null): (to: Record<string, unknown>) => void {
  const key = from?.[SESSION_FIELD];
  return (to) => {
    if (typeof key === 'string') to[SESSION_FIELD] = key;
  };
}

/** Limits a conversations query to those the owner may read. */
export function ownedBy(owner: ChatOwner) {
  return (where: Knex.QueryBuilder) => {
    if (!owner.sessionKey && !owner.userId) return where.whereRaw('false');
    if (owner.sessionKey) where.orWhere('chatConversations.sessionKey', owner.sessionKey);
    if (owner.userId) where.orWhere('chatConversations.userId', owner.userId);
    return where;
  };
}
