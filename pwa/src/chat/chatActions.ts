import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  CHAT_TEMP_ID_PREFIX,
  ChatText,
  chatMessages,
  type ChatSend,
  type ChatSendResponse,
} from '@contract/chat';
import { toast } from '@pwa/components/toast';
import { ApiError, apiRequest } from '@pwa/lib/api';
import { errorMessage, errorStatus } from '@pwa/lib/errorMessage';
import { useChatStore, type QueuedChatMessage } from './chatStore';

/** The chat's query keys: the default query function GETs /api/chat/<conversationId>. */
export const chatQueries = {
  all: ['/api/chat'] as const,
  history: (conversationId: string) => ['/api/chat', conversationId] as const,
};

/** An answer of 200 that still says it did not work. */
class ChatSendRefused extends Error {}

interface ChatSendFailure {
  success: false;
  error?: string;
  message?: string;
}

export function newTempId(): string {
  return `${CHAT_TEMP_ID_PREFIX}${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The toast's text for a failed send: the server's words
 * (the rate limit's "try again in N minutes"), else "Please try again." for a lost connection.
 */
export function sendErrorText(error: unknown): string {
  if (error instanceof ChatSendRefused) return error.message;
  if (error instanceof ApiError) return errorMessage(error, chatMessages.sendFailedHint);
  return chatMessages.sendFailedHint;
}

async function postMessage(
  message: string,
  conversationId: string | null,
): Promise<ChatSendResponse['data']> {
  // Anonymous on purpose: no e-mail and no name, signed in or not.
  const body: ChatSend = {
    message,
    conversationId: conversationId ?? undefined,
    userEmail: undefined,
    userName: undefined,
  };
  const res = await apiRequest('POST', '/api/chat', body);
  const answer = (await res.json()) as ChatSendResponse | ChatSendFailure;
  if (!answer.success) throw new ChatSendRefused(answer.message || answer.error || chatMessages.sendFailed);
  return answer.data;
}

/** Sends one message (already in the list under its temp- id) to the current conversation. */
async function deliver(queryClient: QueryClient, item: QueuedChatMessage): Promise<void> {
  let reply: ChatSendResponse['data'];
  const conversationId = useChatStore.getState().conversationId;
  try {
    reply = await postMessage(item.message, conversationId);
  } catch (error) {
    const store = useChatStore.getState();
    store.dropMessage(item.tempId);
    // The server no longer has the conversation for this browser: the next message starts anew.
    if (conversationId && errorStatus(error) === 404 && store.conversationId === conversationId) {
      store.forgetConversation();
    }
    toast.error(chatMessages.sendFailed, sendErrorText(error));
    return;
  }
  useChatStore.getState().confirmMessage(item.tempId, reply);
  void queryClient.invalidateQueries({ queryKey: chatQueries.history(reply.conversationId) });
}

/**
 * Sends the queued messages one after the other, in the order they were typed. The first
 * reply has supplied the conversation by then; if it failed, the first of the queue starts one.
 */
async function releaseQueue(queryClient: QueryClient): Promise<void> {
  const store = useChatStore.getState();
  if (store.isProcessingQueue) return;
  store.setProcessingQueue(true);
  try {
    for (let item = store.takeFromQueue(); item; item = useChatStore.getState().takeFromQueue()) {
      await deliver(queryClient, item);
    }
  } finally {
    useChatStore.getState().setProcessingQueue(false);
  }
}

/**
 * Sends what the visitor typed: it shows at once under a
 * temporary id with the typing indicator. Before there is a conversation, a message typed while
 * another is on its way waits in the queue, so both land in the same conversation.
 */
export async function sendChatMessage(queryClient: QueryClient, text: string): Promise<void> {
  const parsed = v.safeParse(ChatText, text);
  if (!parsed.success) return;
  const state = useChatStore.getState();
  const item: QueuedChatMessage = { message: parsed.output, tempId: newTempId(), timestamp: Date.now() };
  const mustWait =
    !state.conversationId &&
    (state.pendingMessageIds.length > 0 || state.messageQueue.length > 0 || state.isProcessingQueue);
  state.addPendingMessage({
    id: item.tempId,
    conversationId: state.conversationId ?? '',
    role: 'user',
    content: item.message,
    createdAt: new Date(item.timestamp).toISOString(),
    metadata: null,
  });
  if (mustWait) {
    state.enqueue(item);
    return;
  }
  await deliver(queryClient, item);
  await releaseQueue(queryClient);
}

/** The send action for the panel's components. */
export function useSendChatMessage(): (text: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((text: string) => sendChatMessage(queryClient, text), [queryClient]);
}
