import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { HONEYPOT_FIELD } from '@contract/leadOptions';
import type { FormValues, LeadFormState } from './useLeadForm';
import './forms.css';
import { WhenReady } from '@pwa/components/WhenReady';

/**
 * The pieces a lead form is written with: plain HTML controls, each with its label, its
 * required mark and its message tied to it (aria-invalid, aria-describedby). They read the
 * values and messages of the <LeadForm> around them.
 */

const LeadFormContext = createContext<LeadFormState | null>(null);

function useLeadFormContext(): LeadFormState {
  const form = useContext(LeadFormContext);
  if (!form) throw new Error('Lead form fields belong inside <LeadForm>.');
  return form;
}

interface LeadFormProps<V extends FormValues> {
  form: LeadFormState<V>;
  /** The form's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/** A <form> carrying a lead form's state, with the hidden field that catches scripts. */
export function LeadForm<V extends FormValues>({
  form,
  label,
  labelledBy,
  className,
  children,
}: LeadFormProps<V>) {
  return (
    <LeadFormContext value={form}>
      <form
        className={className ? `lead-form ${className}` : 'lead-form'}
        // The schema checks the values and says what is wrong in its own words.
        noValidate
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-busy={form.pending || undefined}
        onSubmit={form.onSubmit}
      >
        <WhenReady>
          {children}
          <HoneypotField />
        </WhenReady>
      </form>
    </LeadFormContext>
  );
}

/**
 * The field people never see and scripts fill. It stays out of the tab order, the
 * accessibility tree and the browser's autofill, and goes with the body (empty from a person).
 */
function HoneypotField() {
  const form = useLeadFormContext();
  const id = useId();
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={String(form.values[HONEYPOT_FIELD] ?? '')}
        onChange={(event) => form.setValue(HONEYPOT_FIELD, event.target.value)}
      />
    </div>
  );
}

interface FieldBase {
  /** The value's name in the form and in the API body. */
  name: string;
  label: string;
  /** Marks the label and tells assistive technology. */
  required?: boolean;
  /** Keeps the label for screen readers only, where a placeholder-style row has no room. */
  hideLabel?: boolean;
  className?: string;
}

/** The id, message and aria attributes of one named control. */
function useField(name: string, required: boolean | undefined) {
  const form = useLeadFormContext();
  const id = useId();
  const errorId = `${id}-error`;
  const error = form.errors[name];
  return {
    form,
    id,
    errorId,
    error,
    controlProps: {
      id,
      name,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}

function FieldShell({
  id,
  errorId,
  error,
  label,
  required,
  hideLabel,
  className,
  children,
}: {
  id: string;
  errorId: string;
  error: string | undefined;
  label: string;
  required?: boolean;
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const labelClass = [
    'lead-field__label',
    required && 'lead-field__label--required',
    hideLabel && 'visually-hidden',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['lead-field', error && 'lead-field--invalid', className].filter(Boolean).join(' ')}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p className="lead-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = FieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'required' | 'id'>;

/** A one-line input: text, e-mail, telephone or date. */
export function TextField({
  name,
  label,
  required,
  hideLabel,
  className,
  type = 'text',
  ...rest
}: InputProps) {
  const { form, controlProps, ...shell } = useField(name, required);
  return (
    <FieldShell {...shell} label={label} required={required} hideLabel={hideLabel} className={className}>
      <input
        {...rest}
        {...controlProps}
        type={type}
        className="lead-field__control"
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, event.target.value)}
      />
    </FieldShell>
  );
}

type TextAreaProps = FieldBase &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'required' | 'id'>;

export function TextAreaField({
  name,
  label,
  required,
  hideLabel,
  className,
  rows = 5,
  ...rest
}: TextAreaProps) {
  const { form, controlProps, ...shell } = useField(name, required);
  return (
    <FieldShell {...shell} label={label} required={required} hideLabel={hideLabel} className={className}>
      <textarea
        {...rest}
        {...controlProps}
        rows={rows}
        className="lead-field__control"
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, event.target.value)}
      />
    </FieldShell>
  );
}

export interface Choice {
  value: string;
  label: string;
}

type SelectProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'required' | 'id'> & {
    options: readonly Choice[];
    /** The first, empty option: choosing nothing is allowed for optional fields. */
    placeholder?: string;
  };

export function SelectField({
  name,
  label,
  required,
  hideLabel,
  className,
  options,
  placeholder = 'Select...',
  ...rest
}: SelectProps) {
  const { form, controlProps, ...shell } = useField(name, required);
  return (
    <FieldShell {...shell} label={label} required={required} hideLabel={hideLabel} className={className}>
      <select
        {...rest}
        {...controlProps}
        className="lead-field__control"
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Several choices from a fixed list, kept as a list of values. */
export function CheckboxGroupField({
  name,
  label,
  options,
  className,
}: {
  name: string;
  label: string;
  options: readonly Choice[];
  className?: string;
}) {
  const form = useLeadFormContext();
  const id = useId();
  const errorId = `${id}-error`;
  const error = form.errors[name];
  const chosen = form.values[name];
  const selected = Array.isArray(chosen) ? chosen : [];
  const toggle = (value: string, checked: boolean) =>
    form.setValue(
      name,
      // Kept in the list's order, whatever order they were ticked in.
      options
        .map((option) => option.value)
        .filter((item) => (item === value ? checked : selected.includes(item))),
    );
  return (
    <fieldset
      className={['lead-field', 'lead-choices', error && 'lead-field--invalid', className]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="lead-field__label">{label}</legend>
      <div className="lead-choices__options">
        {options.map((option) => (
          <label key={option.value} className="lead-choices__option">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="lead-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The submit button, showing the pending label while the submission travels. It stays
 * focusable (aria-disabled, not disabled) so keyboard focus is not thrown to the page.
 */
export function SubmitButton({
  label,
  pendingLabel,
  className,
}: {
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  const { pending } = useLeadFormContext();
  return (
    <button
      type="submit"
      className={className ? `lead-form__submit ${className}` : 'lead-form__submit'}
      aria-disabled={pending || undefined}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** The note explaining the required mark, for forms that have required fields. */
export function RequiredNote() {
  return <p className="lead-form__note">Fields marked * are required.</p>;
}
