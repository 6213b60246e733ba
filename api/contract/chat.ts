/**
 * The assistant's chat on the wire: what the widget sends, what the API answers, and the limits both apply. The same
 * schemas check the widget's input and the API's bodies. Pure valibot: no Node or DOM imports.
 */
import * as v from 'valibot';
import { EmailWith, RequiredText } from './leads.ts';

/** The longest message the API accepts, after trimming. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** The input's hard cap: a little over the limit, so the counter can say "too long". */
export const CHAT_INPUT_HARD_MAX_LENGTH = 1050;
/** Where the widget keeps `isOpen` and `conversationId` in local storage. */
export const CHAT_STATE_STORAGE_KEY = 'chat-state';
/** Unsent messages carry a temporary id with this prefix until the server gives them theirs. */
export const CHAT_TEMP_ID_PREFIX = 'temp-';

export const chatMessages = {
  empty: 'Message cannot be empty',
  tooLong: `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  /** The send button's tooltip while the text is over the limit. */
  tooLongTooltip: 'Message is too long',
  conversationInvalid: 'Conversation id must be a valid id',
  conversationNotFound: 'Conversation not found',
  invalidEmail: 'Invalid email address',
  nameRequired: 'Name is required',
  tooManyMessages: 'You are sending messages too quickly.',
  tooManyHandoffs: 'You have asked for an agent too many times.',
  handoffReceived: 'Thank you! An agent will contact you within 24 hours.',
  handoffAlready: 'An agent already has this conversation and will contact you soon.',
  sendFailed: 'Failed to send message',
  sendFailedHint: 'Please try again.',
  connectionErrorTitle: 'Connection Error',
  connectionErrorText: 'Unable to connect to the assistant. Please check your connection and try again.',
} as const;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

const Uuid = v.pipe(v.string(chatMessages.conversationInvalid), v.uuid(chatMessages.conversationInvalid));

const OptionalEmail = v.optional(
  v.nullable(
    v.pipe(
      v.string(chatMessages.invalidEmail),
      v.trim(),
      v.toLowerCase(),
      v.email(chatMessages.invalidEmail),
      v.maxLength(254, chatMessages.invalidEmail),
    ),
  ),
);

/** The text of a message as typed: trimmed, then 1 to 1000 characters. */
export const ChatText = v.pipe(
  v.string(chatMessages.empty),
  v.trim(),
  v.nonEmpty(chatMessages.empty),
  v.maxLength(CHAT_MESSAGE_MAX_LENGTH, chatMessages.tooLong),
);

/** POST /api/chat. The widget sends userEmail and userName as undefined. */
export const ChatSend = v.object({
  message: v.optional(ChatText, ''),
  conversationId: v.optional(v.nullable(Uuid)),
  userEmail: OptionalEmail,
  userName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100)))),
});
export type ChatSend = v.InferOutput<typeof ChatSend>;

export const ChatConversationParams = v.object({ conversationId: Uuid });

/** POST /api/chat/:conversationId/handoff: who the agent should contact. */
export const ChatHandoff = v.object({
  name: RequiredText(chatMessages.nameRequired, 100),
  email: EmailWith(chatMessages.invalidEmail),
});
export type ChatHandoff = v.InferOutput<typeof ChatHandoff>;

/** A link an answer points to: the page a fact comes from, the quote form, the contact page. */
export interface ChatLink {
  label: string;
  /** A path on this site ("/cruises") or a tel:/mailto: address. */
  href: string;
}

/**
 * What the server adds to an assistant message. The widget reads `links` (shown as real links
 * under the text) and `offerHandoff` (the "talk to a person" form); the rest is for the agency.
 */
export interface ChatMessageMetadata {
  links?: ChatLink[];
  offerHandoff?: boolean;
  /** How the answer was made: the local composer, or the configured language model. */
  source?: 'local' | 'llm';
}

export interface ChatMessage {
  id: string;
  conversationId: string;
  role: ChatRole;
  content: string;
  createdAt: string;
  metadata: ChatMessageMetadata | null;
}

export interface ChatConversation {
  id: string;
  title: string | null;
  status: 'active' | 'handed_off' | 'closed';
  createdAt: string;
  updatedAt: string;
}

export interface ChatSendResponse {
  success: true;
  data: {
    conversationId: string;
    /** The assistant's reply. */
    message: ChatMessage;
    /** The visitor's message as stored: its permanent id replaces the widget's temp- id. */
    userMessage: ChatMessage;
    isNewConversation: boolean;
  };
}

export interface ChatHistoryResponse {
  success: true;
  data: {
    conversation: ChatConversation;
    messages: ChatMessage[];
    total: number;
  };
}

export interface ChatHandoffResponse {
  success: true;
  message: string;
}
