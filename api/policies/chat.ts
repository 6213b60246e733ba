import type { Knex } from 'knex';
import type { BrowserOwner } from '../lib/browserSession.ts';

/**
 * Who may read a conversation: the browser session that started it, or the signed-in user who
 * took part in it (lib/browserSession.ts). A conversation id alone opens nothing.
 */
export type ChatOwner = BrowserOwner;

/** Limits a conversations query to those the owner may read. */
export function ownedBy(owner: ChatOwner) {
  return (where: Knex.QueryBuilder) => {
    if (!owner.sessionKey && !owner.userId) return where.whereRaw('false');
    if (owner.sessionKey) where.orWhere('chatConversations.sessionKey', owner.sessionKey);
    if (owner.userId) where.orWhere('chatConversations.userId', owner.userId);
    return where;
  };
}
