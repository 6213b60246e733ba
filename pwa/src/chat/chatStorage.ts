/**
 * The part of the chat that survives a reload: whether the
 * panel is open and which conversation it shows. Stored in local storage in the format of
 * zustand's persist middleware ({ state, version }), so the launcher on a page's first download
 * can read it without the store's code. A storage that cannot be read or written (private
 * browsing, a full quota, a blocked site) costs a console warning and nothing else.
 */
export interface PersistedChatState {
  isOpen: boolean;
  conversationId: string | null;
}

export interface StoredChatState {
  state: PersistedChatState;
  version: number;
}

export const CHAT_STATE_VERSION = 0;

/**
 * The contract's CHAT_STATE_STORAGE_KEY, written out: importing it would bring the contract's
 * schemas (valibot) into every page's first download. chatStorage.test.ts checks they agree.
 */
export const CHAT_STATE_KEY = 'chat-state';

/** What was stored, with anything of the wrong type read as its default. */
function normalise(value: unknown): StoredChatState | null {
  if (!value || typeof value !== 'object') return null;
  const { state, version } = value as { state?: unknown; version?: unknown };
  if (!state || typeof state !== 'object') return null;
  const { isOpen, conversationId } = state as { isOpen?: unknown; conversationId?: unknown };
  return {
    state: {
      isOpen: isOpen === true,
      conversationId: typeof conversationId === 'string' && conversationId ? conversationId : null,
    },
    version: typeof version === 'number' ? version : CHAT_STATE_VERSION,
  };
}

export function readStoredChatState(key: string = CHAT_STATE_KEY): StoredChatState | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? normalise(JSON.parse(raw)) : null;
  } catch (error) {
    console.warn('Could not read the chat state from local storage.', error);
    return null;
  }
}

export function writeStoredChatState(value: StoredChatState, key: string = CHAT_STATE_KEY): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn('Could not save the chat state to local storage.', error);
  }
}

export function removeStoredChatState(key: string = CHAT_STATE_KEY): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn('Could not remove the chat state from local storage.', error);
  }
}
