import { toast } from './toast';

/**
 * A toast for the page a navigation loads from the server: the page that asked for it is gone
 * before the toast could show. Kept in the tab's session storage, shown once by the next page
 * as it starts, and then forgotten. Text only, so it survives the trip as JSON.
 */
const CARRIED_TOAST_KEY = 'carriedToast';

type Kind = 'success' | 'error' | 'info' | 'warning';

interface CarriedToast {
  kind: Kind;
  title: string;
  description?: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps a toast for the next page this tab loads. */
export function carryToast(kind: Kind, title: string, description?: string): void {
  try {
    storage()?.setItem(
      CARRIED_TOAST_KEY,
      JSON.stringify({ kind, title, description } satisfies CarriedToast),
    );
  } catch {
    // A storage that cannot be written: the message is lost, the navigation is not.
  }
}

function isCarriedToast(value: unknown): value is CarriedToast {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, title, description } = value as Record<string, unknown>;
  return (
    ['success', 'error', 'info', 'warning'].includes(kind as string) &&
    typeof title === 'string' &&
    (description === undefined || typeof description === 'string')
  );
}

/** At a page's start: shows the toast the previous page left for it, once. */
export function showCarriedToast(): void {
  const store = storage();
  let carried: unknown;
  try {
    const text = store?.getItem(CARRIED_TOAST_KEY);
    if (!text) return;
    store?.removeItem(CARRIED_TOAST_KEY);
    carried = JSON.parse(text);
  } catch {
    return;
  }
  if (isCarriedToast(carried)) toast[carried.kind](carried.title, carried.description);
}
