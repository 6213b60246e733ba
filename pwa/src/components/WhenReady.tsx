import type { ReactNode } from 'react';
import { useHydrated } from '@pwa/lib/useHydrated';

/**
 * A form's inputs and buttons, disabled until the page's code runs (a disabled <fieldset>,
 * laid out as if it were not there). The server's HTML shows the form at once; it takes input
 * when it can act on it.
 */
export function WhenReady({ children }: { children: ReactNode }) {
  const ready = useHydrated();
  return (
    <fieldset className="when-ready" disabled={!ready}>
      {children}
    </fieldset>
  );
}
