import * as v from 'valibot';
import type { ChatConversation, ChatMessage, ChatMessageMetadata } from '@contract/chat.ts';
import type { ChatConversationsRow } from '@db/schema/rows.ts';
import type { ChatMessageRow } from '../queries/chat.ts';

const iso = (value: Date) => new Date(value).toISOString();

/** The links an answer stored in its metadata (a json column), as the widget shows them. */
const ChatLinks = v.array(v.object({ label: v.string(), href: v.string() }));

/**
 * What the widget may read of an assistant message's metadata: its links and whether to offer a
 * person. The facts it answered from and why a model's reply was replaced stay on the server.
 */
function visibleMetadata(metadata: unknown): ChatMessageMetadata | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const links = 'links' in metadata ? metadata.links : undefined;
  return {
    links: v.is(ChatLinks, links) ? links : [],
    offerHandoff: 'offerHandoff' in metadata && metadata.offerHandoff === true,
    source: 'source' in metadata && metadata.source === 'llm' ? 'llm' : 'local',
  };
}

/** A chat_messages row as the API answers it. */
export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role,
    content: row.content,
    createdAt: iso(row.createdAt),
    metadata: row.role === 'assistant' ? visibleMetadata(row.metadata) : null,
  };
}

const CONVERSATION_STATUSES = ['active', 'handed_off', 'closed'] as const;

/** The column is free text; the conversation commands write only these. */
const isConversationStatus = (status: string): status is ChatConversation['status'] =>
  CONVERSATION_STATUSES.some((known) => known === status);

/** A chat_conversations row as the API answers it: who owns it is not part of it. */
export function presentChatConversation(
  row: Pick<ChatConversationsRow, 'id' | 'title' | 'status' | 'createdAt' | 'updatedAt'>,
): ChatConversation {
  return {
    id: row.id,
    title: row.title ?? null,
    // A status no command writes (the column's default is "active") reads as the default.
    status: isConversationStatus(row.status) ? row.status : 'active',
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
