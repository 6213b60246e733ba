import { describe, expect, it } from 'vitest';
import { useChatStore } from './chatStore';
import { chatMessage, presetChat, resetChatBetweenTests, CONVERSATION_ID } from './testing';

resetChatBetweenTests();

const state = () => useChatStore.getState();

describe('the chat store', () => {
  it('puts a reply right under its question, before a message still on its way', () => {
    const first = chatMessage({ id: 'temp-1', role: 'user', content: 'One' });
    const second = chatMessage({ id: 'temp-2', role: 'user', content: 'Two' });
    presetChat({ messages: [first, second], pendingMessageIds: ['temp-1', 'temp-2'], isTyping: true });
    const userMessage = chatMessage({ role: 'user', content: 'One' });
    const reply = chatMessage({ content: 'Answer one' });
    state().confirmMessage('temp-1', {
      conversationId: CONVERSATION_ID,
      userMessage,
      message: reply,
      isNewConversation: true,
    });
    expect(state().messages).toEqual([userMessage, reply, second]);
    expect(state().pendingMessageIds).toEqual(['temp-2']);
    expect(state().isTyping).toBe(true);
    expect(state().messageKeys).toEqual({ [userMessage.id]: 'temp-1' });
  });

  it('shows a message once when a refresh brought it before its own answer did', () => {
    const userMessage = chatMessage({ role: 'user', content: 'One' });
    const reply = chatMessage({ content: 'Answer one' });
    const pending = chatMessage({ id: 'temp-1', role: 'user', content: 'One' });
    presetChat({ messages: [userMessage, reply, pending], pendingMessageIds: ['temp-1'], isTyping: true });
    state().confirmMessage('temp-1', {
      conversationId: CONVERSATION_ID,
      userMessage,
      message: reply,
      isNewConversation: false,
    });
    expect(state().messages).toEqual([userMessage, reply]);
    expect(state().isTyping).toBe(false);
  });
});
