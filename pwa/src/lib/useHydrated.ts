import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true from then on (and at once
 * on a page the browser renders itself). A form is only usable once its code runs: before, a
 * press on its button would submit natively and lose what was typed into the page's address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
