import { useId, type InputHTMLAttributes } from 'react';
import { toast } from '@pwa/components/toast';
import type { FieldErrors } from '@pwa/lib/fieldErrors';
import type { SearchVerdict } from './searchChecks';

type Props = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'aria-invalid' | 'aria-describedby'
> & {
  label: string;
  name: string;
  /** The schema's message for this field, shown under it and read out with it. */
  error?: string;
};

/** A labelled input of the home search forms, with its message under it. */
export function SearchField({ label, name, error, className, ...inputProps }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `search-field ${className}` : 'search-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="search-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Moves the focus to the first field, in the form's order, that has a message, so it is read out. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && Boolean(errors[element.name]),
  );
  first?.focus();
}

/** A whole-number input within the schema's limits (the schema still has the last word). */
export function countInput(limits: { min: number; max: number }) {
  return { type: 'number', inputMode: 'numeric', min: limits.min, max: limits.max, step: 1 } as const;
}

/**
 * Opens the partner's search in a new tab, cut off from this page. Where the browser blocks
 * the new tab the search opens in this one, rather than not at all.
 */
export function openInNewTab(address: string): void {
  const tab = window.open(address, '_blank');
  if (tab) {
    tab.opener = null;
    return;
  }
  window.location.assign(address);
}

/**
 * Sends a search on: the schema's messages under the fields (the first one focused), or the
 * partner's search in a new tab. The checks are fetched on the first search; without a
 * connection they may not come, and the visitor is told rather than left waiting.
 */
export async function runSearch(
  form: HTMLFormElement,
  verdictOf: () => Promise<SearchVerdict>,
  setErrors: (errors: FieldErrors) => void,
): Promise<void> {
  let verdict: SearchVerdict;
  try {
    verdict = await verdictOf();
  } catch {
    toast.error('Search unavailable', 'Check your connection and try again.');
    return;
  }
  setErrors(verdict.errors);
  if (verdict.path === null) {
    focusFirstError(form, verdict.errors);
    return;
  }
  openInNewTab(verdict.path);
}
