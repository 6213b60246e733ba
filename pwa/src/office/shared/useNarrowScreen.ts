import { useSyncExternalStore } from 'react';

/** Below a tablet's width: where the office's tables turn into cards. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(NARROW_SCREEN_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the screen is phone-sized; follows a rotation or a resized window. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => false,
  );
}
