/** Fixtures, a method-aware API stub and helpers shared by the chat's tests. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ChatHistoryResponse, ChatMessage, ChatSendResponse } from '@contract/chat';
import { toast } from '@pwa/components/toast';
import { clearCsrfToken } from '@pwa/lib/api';
import { createQueryClient } from '@pwa/lib/queryClient';
import { initialChatData, useChatStore, type ChatData } from './chatStore';

export const CONVERSATION_ID = '5b0e7a52-6c1e-4a43-9f3e-2f7d1a0c0a01';
export const HISTORY_URL = `/api/chat/${CONVERSATION_ID}`;

/** Each test starts closed, with no conversation, the real fetch back afterwards and no spies left. */
export function resetChatBetweenTests(): void {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    useChatStore.setState({ ...initialChatData });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    clearCsrfToken();
    vi.restoreAllMocks();
    useChatStore.setState({ ...initialChatData });
  });
}

/** Puts the store in a state before the widget renders (an open panel, a conversation ...). */
export function presetChat(state: Partial<ChatData>): void {
  useChatStore.setState({ ...initialChatData, ...state });
}

let counter = 0;

export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  return {
    id: `0b9f5a52-6c1e-4a43-9f3e-${String(counter).padStart(12, '0')}`,
    conversationId: CONVERSATION_ID,
    role: 'assistant',
    content: 'Saint Lucia and Central Florida are our specialities.',
    createdAt: '2026-11-27T14:05:00.000Z',
    metadata: null,
    ...overrides,
  };
}

export type Answer = { status: number; body?: unknown } | 'network-error';
type Handler = Answer | Answer[] | ((body: unknown) => Answer | Promise<Answer>);

export interface StubCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fetch stub answering by method and path ("POST /api/chat"): an answer, a list given in turn
 * (its last one repeating), or a function of the request's body (which may wait). Unknown
 * requests fail like an unreachable server. The CSRF token every POST asks for first is answered
 * and not recorded.
 */
export function stubChatApi(handlers: Record<string, Handler>): StubCall[] {
  const calls: StubCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (url === '/api/auth/csrf-token') return Response.json({ csrfToken: 'csrf-chat' });
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const handler = handlers[`${method} ${url}`];
    const answer =
      typeof handler === 'function'
        ? await handler(body)
        : Array.isArray(handler)
          ? handler.length > 1
            ? handler.shift()
            : handler[0]
          : handler;
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

/** The API's answer to a sent message: the stored message and the assistant's reply. */
export function sendAnswer(
  body: unknown,
  reply: Partial<ChatMessage> = {},
  conversationId = CONVERSATION_ID,
): { status: number; body: ChatSendResponse } {
  const { message } = body as { message: string };
  return {
    status: 200,
    body: {
      success: true,
      data: {
        conversationId,
        message: chatMessage({ conversationId, content: `You asked: ${message}`, ...reply }),
        userMessage: chatMessage({ conversationId, role: 'user', content: message }),
        isNewConversation: true,
      },
    },
  };
}

export function historyAnswer(messages: ChatMessage[]): { status: number; body: ChatHistoryResponse } {
  return {
    status: 200,
    body: {
      success: true,
      data: {
        conversation: {
          id: CONVERSATION_ID,
          title: null,
          status: 'active',
          createdAt: '2026-11-27T14:00:00.000Z',
          updatedAt: '2026-11-27T14:05:00.000Z',
        },
        messages,
        total: messages.length,
      },
    },
  };
}

/** A promise the test settles when it chooses: an answer that is still on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Toasts are spied on, not shown: the assertions read what would have been said. */
export function spyToasts() {
  return {
    success: vi.spyOn(toast, 'success').mockImplementation(() => {}),
    error: vi.spyOn(toast, 'error').mockImplementation(() => {}),
  };
}

/** Renders on a fresh query cache, so no test sees another's conversation. */
export function renderWithQueries(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  return { ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>), queryClient };
}
