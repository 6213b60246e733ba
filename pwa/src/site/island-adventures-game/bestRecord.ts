import { useSyncExternalStore } from 'react';
import { parseRecord, type BestRecord } from '@contract/treasureHunt';

/**
 * The best results, kept in this browser's local storage. A storage that refuses (private
 * browsing, a full quota, a blocked site) keeps them for the visit instead, in memory.
 */
export const BEST_RECORD_KEY = 'island-adventures-best';

const listeners = new Set<() => void>();
/** Only read when the storage refused: a working storage is always the one source. */
let unsaved: string | null = null;

function storedText(): string | null {
  try {
    return window.localStorage.getItem(BEST_RECORD_KEY);
  } catch {
    return unsaved;
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's win shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BEST_RECORD_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The record as stored now, for a move that must build on it whatever the last render saw. */
export function readBestRecord(): BestRecord {
  return parseRecord(storedText());
}

export function saveBestRecord(record: BestRecord): void {
  const text = JSON.stringify(record);
  try {
    window.localStorage.setItem(BEST_RECORD_KEY, text);
  } catch (error) {
    unsaved = text;
    console.warn('Could not save the best treasure-hunt result; it is kept for this visit only.', error);
  }
  for (const listener of listeners) listener();
}

/**
 * The stored record, or null while the server's HTML hydrates: the server cannot know it, so
 * the first render in the browser must not either. The snapshot is the stored text, which
 * compares by value, so an unchanged record never re-renders.
 */
export function useBestRecord(): BestRecord | null {
  const text = useSyncExternalStore(subscribe, storedText, () => undefined);
  return text === undefined ? null : parseRecord(text);
}
