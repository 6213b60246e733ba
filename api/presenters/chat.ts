import type { ChatConversation, ChatMessage, ChatMessageMetadata } from '@contract/chat.ts';

type Row = Record<string, unknown>;

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * What the widget may read of an assistant message's metadata: its links and whether to offer a
 * person. The facts it answered from and why a model's reply was replaced stay on the server.
 */
function visibleMetadata(metadata: unknown): ChatMessageMetadata | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const stored = metadata as Record<string, unknown>;
  return {
    links: Array.isArray(stored.links) ? (stored.links as ChatMessageMetadata['links']) : [],
    offerHandoff: stored.offerHandoff === true,
    source: stored.source === 'llm' ? 'llm' : 'local',
  };
}

/** A chat_messages row as the API answers it. */
export function presentChatMessage(row: Row): ChatMessage {
  const role = row.role as ChatMessage['role'];
  return {
    id: row.id as string,
    conversationId: row.conversationId as string,
    role,
    content: row.content as string,
    createdAt: iso(row.createdAt),
    metadata: role === 'assistant' ? visibleMetadata(row.metadata) : null,
  };
}

/** A chat_conversations row as the API answers it: who owns it is not part of it. */
export function presentChatConversation(row: Row): ChatConversation {
  return {
    id: row.id as string,
    title: (row.title as string | null) ?? null,
    status: row.status as ChatConversation['status'],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
