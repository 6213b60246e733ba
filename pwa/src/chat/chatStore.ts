import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { CHAT_STATE_STORAGE_KEY, type ChatMessage, type ChatSendResponse } from '@contract/chat';
import {
  CHAT_STATE_VERSION,
  readStoredChatState,
  removeStoredChatState,
  writeStoredChatState,
  type PersistedChatState,
} from './chatStorage';

/** A message typed before there was a conversation to send it to. */
export interface QueuedChatMessage {
  message: string;
  tempId: string;
  timestamp: number;
}

/** The chat state, plus the handoff's answer once given. */
export interface ChatData {
  isOpen: boolean;
  conversationId: string | null;
  messages: ChatMessage[];
  /** True while any sent or queued message waits for its answer. */
  isTyping: boolean;
  /** Temporary ids of the messages sent or queued and not answered yet. */
  pendingMessageIds: string[];
  messageQueue: QueuedChatMessage[];
  isProcessingQueue: boolean;
  /** What the agency said when the visitor asked for a person: shown in place of the form. */
  handoffNotice: string | null;
  /**
   * The temporary id a sent message was shown under, by its permanent id: the list keeps
   * rendering it as the same element, so a screen reader does not hear it twice.
   */
  messageKeys: Record<string, string>;
}

export interface ChatActions {
  setOpen: (isOpen: boolean) => void;
  /** Shows a message being sent (a temp- id) and the typing indicator. */
  addPendingMessage: (message: ChatMessage) => void;
  /** The server's answer: the message takes its permanent id, the reply follows it. */
  confirmMessage: (tempId: string, reply: ChatSendResponse['data']) => void;
  /** A send that failed: the message leaves the list, typing stops when nothing else waits. */
  dropMessage: (tempId: string) => void;
  enqueue: (item: QueuedChatMessage) => void;
  /** The oldest queued message, taken off the queue; undefined when it is empty. */
  takeFromQueue: () => QueuedChatMessage | undefined;
  setProcessingQueue: (isProcessingQueue: boolean) => void;
  /** The stored conversation replaces the list; messages still on their way stay at its end. */
  replaceHistory: (messages: ChatMessage[]) => void;
  /** The conversation is gone (another session, deleted): start afresh with the welcome. */
  forgetConversation: () => void;
  setHandoffNotice: (notice: string | null) => void;
}

export type ChatState = ChatData & ChatActions;

export const initialChatData: ChatData = {
  isOpen: false,
  conversationId: null,
  messages: [],
  isTyping: false,
  pendingMessageIds: [],
  messageQueue: [],
  isProcessingQueue: false,
  handoffNotice: null,
  messageKeys: {},
};

/** zustand's persist storage over the launcher's readers and writers (chatStorage.ts). */
const storage: PersistStorage<PersistedChatState> = {
  getItem: (name) => readStoredChatState(name),
  setItem: (name, value) =>
    writeStoredChatState({ state: value.state, version: value.version ?? CHAT_STATE_VERSION }, name),
  removeItem: (name) => removeStoredChatState(name),
};

function withoutPending(state: ChatData, tempId: string) {
  const pendingMessageIds = state.pendingMessageIds.filter((id) => id !== tempId);
  return { pendingMessageIds, isTyping: pendingMessageIds.length > 0 };
}

export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => ({
      ...initialChatData,
      setOpen: (isOpen) => set({ isOpen }),
      addPendingMessage: (message) =>
        set((state) => ({
          messages: [...state.messages, message],
          pendingMessageIds: [...state.pendingMessageIds, message.id],
          isTyping: true,
        })),
      confirmMessage: (tempId, reply) =>
        set((state) => {
          const stored = reply.userMessage;
          // A refresh of the conversation may have brought the stored message already.
          const fetched = stored !== undefined && state.messages.some((message) => message.id === stored.id);
          const messages = fetched
            ? state.messages.filter((message) => message.id !== tempId)
            : state.messages.map((message) =>
                message.id !== tempId
                  ? message
                  : stored
                    ? { ...message, ...stored }
                    : { ...message, conversationId: reply.conversationId },
              );
          // The reply goes right under its question, before any message still on its way.
          const known = messages.some((message) => message.id === reply.message.id);
          const at = messages.findIndex((message) => message.id === (stored?.id ?? tempId));
          if (!known) messages.splice(at === -1 ? messages.length : at + 1, 0, reply.message);
          return {
            conversationId: reply.conversationId,
            messages,
            messageKeys: stored ? { ...state.messageKeys, [stored.id]: tempId } : state.messageKeys,
            ...withoutPending(state, tempId),
          };
        }),
      dropMessage: (tempId) =>
        set((state) => ({
          messages: state.messages.filter((message) => message.id !== tempId),
          messageQueue: state.messageQueue.filter((item) => item.tempId !== tempId),
          ...withoutPending(state, tempId),
        })),
      enqueue: (item) => set((state) => ({ messageQueue: [...state.messageQueue, item] })),
      takeFromQueue: () => {
        const [first, ...rest] = get().messageQueue;
        if (first) set({ messageQueue: rest });
        return first;
      },
      setProcessingQueue: (isProcessingQueue) => set({ isProcessingQueue }),
      replaceHistory: (history) =>
        set((state) => {
          const stored = new Set(history.map((message) => message.id));
          const pending = state.messages.filter(
            (message) => state.pendingMessageIds.includes(message.id) && !stored.has(message.id),
          );
          return { messages: [...history, ...pending] };
        }),
      forgetConversation: () =>
        set((state) => ({
          conversationId: null,
          handoffNotice: null,
          // Messages still on their way belong to no conversation yet: they stay.
          messages: state.messages.filter((message) => state.pendingMessageIds.includes(message.id)),
        })),
      setHandoffNotice: (handoffNotice) => set({ handoffNotice }),
    }),
    {
      name: CHAT_STATE_STORAGE_KEY,
      version: CHAT_STATE_VERSION,
      storage,
      // Only these two survive a reload; messages come
      // back from the server.
      partialize: ({ isOpen, conversationId }) => ({ isOpen, conversationId }),
    },
  ),
);

/** Opens the panel: the launcher calls it when the widget's code has arrived after a press. */
export function openChat(): void {
  useChatStore.getState().setOpen(true);
}
