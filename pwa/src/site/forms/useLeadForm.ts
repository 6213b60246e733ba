import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { LeadReceived } from '@contract/leads';
import { serverFieldErrors, type FieldErrors } from '@pwa/lib/fieldErrors';
import type { LeadSchemaName } from './leadChecks';
import { toast } from '@pwa/components/toast';
import { ApiError, apiRequest } from '@pwa/lib/api';
import { errorMessage } from '@pwa/lib/errorMessage';

/** What a lead form holds: text inputs, selects and dates as strings, checkbox groups as lists. */
export type FormValues = Record<string, string | string[]>;

/** The toasts of one form. */
export interface LeadFormToasts {
  /** Shown with the server's message when the submission is received. */
  success: string;
  /** Shown with the error's message when it is not. */
  failure: string;
  /** The failure text when the error carries no message a person could read. */
  fallback: string;
}

export interface LeadFormConfig<V extends FormValues> {
  /** The shared contract schema (by name, fetched on the first send): the one the API checks with. */
  schema: LeadSchemaName;
  /** Where the values are POSTed. */
  endpoint: string;
  /** The empty form; it comes back after a successful submission. */
  initialValues: V;
  toasts: LeadFormToasts;
  /** Runs after the success toast, with the server's answer. */
  onSuccess?: (answer: Partial<LeadReceived>) => void;
}

export interface LeadFormState<V extends FormValues = FormValues> {
  values: V;
  /** The first message per field, from the schema in the browser or from the API's 400. */
  errors: FieldErrors;
  pending: boolean;
  // A method, so a form of particular values still passes where any form is expected.
  setValue(name: keyof V & string, value: string | string[]): void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A failure's text: the server's sentence when it answered, the form's fallback otherwise
 * (a lost connection's "Failed to fetch" tells a visitor nothing).
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? errorMessage(error, fallback) : fallback;
}

/** The first control, in reading order (not the schema's), whose field has a message. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

async function answerOf(response: Response): Promise<Partial<LeadReceived>> {
  try {
    return (await response.json()) as Partial<LeadReceived>;
  } catch {
    // An ok answer without a JSON body still means the lead was received.
    return {};
  }
}

/**
 * The behaviour every public lead form shares: check the values with the contract schema
 * (showing its messages under the fields and sending nothing when they fail), POST them, show
 * the API's own field messages from a 400, then a success or failure toast; reset on success.
 */
export function useLeadForm<V extends FormValues>({
  schema,
  endpoint,
  initialValues,
  toasts,
  onSuccess,
}: LeadFormConfig<V>): LeadFormState<V> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // A second press while the first submission travels would send the lead twice.
  const sending = useRef(false);

  const showErrors = (form: HTMLFormElement, found: FieldErrors) => {
    // Rendered first, so the focused field already says what is wrong with it.
    flushSync(() => setErrors(found));
    focusFirstInvalid(form, found);
  };

  const setValue = (name: keyof V & string, value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A message stays until its field is edited; the next submit checks everything again.
    setErrors((current) => {
      if (!current[name]) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  };

  /** The schema's verdict; the checks' code is fetched on the first send (a light first load). */
  const check = async () => {
    try {
      return (await import('./leadChecks')).checkLead(schema, values);
    } catch (error) {
      // Offline before the checks ever loaded: the form could not have been sent either.
      toast.error(toasts.failure, failureText(error, toasts.fallback));
      return null;
    }
  };

  const submit = async (form: HTMLFormElement) => {
    sending.current = true;
    // The button answers the press at once, while the checks (first send only) load.
    setPending(true);
    const checked = await check();
    if (!checked?.success) {
      sending.current = false;
      setPending(false);
      if (checked) showErrors(form, checked.errors);
      return;
    }
    setErrors({});
    try {
      // The values as typed: the API applies the same schema (trimming, blanks to null) itself.
      const response = await apiRequest('POST', endpoint, values);
      const answer = await answerOf(response);
      toast.success(toasts.success, answer.message);
      setValues(initialValues);
      onSuccess?.(answer);
    } catch (error) {
      showErrors(form, serverFieldErrors(error));
      toast.error(toasts.failure, failureText(error, toasts.fallback));
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    void submit(event.currentTarget);
  };

  return { values, errors, pending, setValue, onSubmit };
}
