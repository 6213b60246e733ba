/**
 * Reading conversations for their owner (policies/chat): the history the widget shows and the
 * recent turns the assistant reads to understand a follow-up.
 */
import type { Queryable } from '@db/index.ts';
import type { ChatTurn } from '../providers/assistant/types.ts';
import { ownedBy, type ChatOwner } from '../policies/chat.ts';

/** The conversation if this owner may read it, else undefined (answered 404, like a missing one). */
export async function findOwnedConversation(
  db: Queryable,
  id: string,
  owner: ChatOwner,
): Promise<Record<string, unknown> | undefined> {
  return db('chatConversations')
    .where('chatConversations.id', id)
    .andWhere(ownedBy(owner))
    .first('id', 'title', 'status', 'userEmail', 'userName', 'handedOffAt', 'createdAt', 'updatedAt');
}

/** Every message of a conversation, oldest first (the order they were said). */
export async function conversationMessages(
  db: Queryable,
  conversationId: string,
): Promise<Record<string, unknown>[]> {
  return db('chatMessages')
    .where({ conversationId })
    .orderBy([
      { column: 'createdAt', order: 'asc' },
      // A question and its answer are stored in one statement with the same time: questions first.
      { column: 'role', order: 'desc' },
    ])
    .select('id', 'conversationId', 'role', 'content', 'metadata', 'createdAt');
}

/** How many turns of the conversation the assistant reads: enough for a follow-up, no more. */
const TURNS_READ = 10;

/** The latest turns, oldest first, with the facts each answer came from. */
export async function recentTurns(db: Queryable, conversationId: string): Promise<ChatTurn[]> {
  const rows = await db('chatMessages')
    .where({ conversationId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'role', order: 'asc' },
    ])
    .limit(TURNS_READ)
    .select('role', 'content', 'metadata');
  return rows.reverse().map((row) => {
    const metadata = row.metadata as { factIds?: unknown } | null;
    return {
      role: row.role as ChatTurn['role'],
      content: row.content as string,
      ...(Array.isArray(metadata?.factIds) ? { factIds: metadata.factIds as string[] } : {}),
    };
  });
}
