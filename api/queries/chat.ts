/**
 * Reading conversations for their owner (policies/chat): the history the widget shows and the
 * recent turns the assistant reads to understand a follow-up.
 */
import type { Queryable } from '@db/index.ts';
import type { ChatConversationsRow, ChatMessagesRow } from '@db/schema/rows.ts';
import type { ChatTurn } from '../providers/assistant/types.ts';
import { ownedBy, type ChatOwner } from '../policies/chat.ts';

/** What the conversation queries read of a conversation. */
export type OwnedConversationRow = Pick<
  ChatConversationsRow,
  'id' | 'title' | 'status' | 'userEmail' | 'userName' | 'handedOffAt' | 'createdAt' | 'updatedAt'
>;

/** What the widget and the transcript read of a message. */
export type ChatMessageRow = Pick<
  ChatMessagesRow,
  'id' | 'conversationId' | 'role' | 'content' | 'metadata' | 'createdAt'
>;

/** The conversation if this owner may read it, else undefined (answered 404, like a missing one). */
export async function findOwnedConversation(
  db: Queryable,
  id: string,
  owner: ChatOwner,
): Promise<OwnedConversationRow | undefined> {
  return db('chatConversations')
    .where('chatConversations.id', id)
    .andWhere(ownedBy(owner))
    .first('id', 'title', 'status', 'userEmail', 'userName', 'handedOffAt', 'createdAt', 'updatedAt');
}

/** Every message of a conversation, oldest first (the order they were said). */
export async function conversationMessages(db: Queryable, conversationId: string): Promise<ChatMessageRow[]> {
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

/** The facts an answer's metadata (a json column) lists, when it lists them. */
function factIdsOf(metadata: unknown): string[] | undefined {
  if (!metadata || typeof metadata !== 'object' || !('factIds' in metadata)) return undefined;
  const { factIds } = metadata;
  return Array.isArray(factIds) && factIds.every((id) => typeof id === 'string') ? factIds : undefined;
}

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
    const factIds = factIdsOf(row.metadata);
    return { role: row.role, content: row.content, ...(factIds ? { factIds } : {}) };
  });
}
