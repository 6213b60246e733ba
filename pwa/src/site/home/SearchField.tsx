import { useId, type InputHTMLAttributes } from 'react';
import type { FieldErrors } from '@pwa/account/forms';

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
