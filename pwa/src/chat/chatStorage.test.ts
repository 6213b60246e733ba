import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_STATE_STORAGE_KEY } from '@contract/chat';
import { CHAT_STATE_KEY, readStoredChatState, writeStoredChatState } from './chatStorage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the stored chat state', () => {
  it('lives under the contract’s key', () => {
    expect(CHAT_STATE_KEY).toBe(CHAT_STATE_STORAGE_KEY);
  });

  it('reads zustand’s format, anything of the wrong type as its default', () => {
    localStorage.setItem(
      'chat-state',
      JSON.stringify({ state: { isOpen: true, conversationId: 'c1' }, version: 0 }),
    );
    expect(readStoredChatState()).toEqual({ state: { isOpen: true, conversationId: 'c1' }, version: 0 });
    localStorage.setItem('chat-state', JSON.stringify({ state: { isOpen: 'yes', conversationId: 42 } }));
    expect(readStoredChatState()).toEqual({ state: { isOpen: false, conversationId: null }, version: 0 });
    localStorage.setItem('chat-state', JSON.stringify(['nonsense']));
    expect(readStoredChatState()).toBeNull();
  });

  it('only warns about what it cannot read or write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('chat-state', '{not json');
    expect(readStoredChatState()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() =>
      writeStoredChatState({ state: { isOpen: true, conversationId: null }, version: 0 }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
