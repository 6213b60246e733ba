/**
 * A form's messages under its fields, and the API's own read back from its refusal. Apart from
 * the schema checks (account/forms.ts, which bring valibot): a public form shows these without
 * loading a validator.
 */
import { ApiError } from './api';

/** The first message per field, keyed by the field's name ("confirmPassword", "email", ...). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The field messages of an API refusal, read from its error body
 * ({ error, message, fields: { name: message } }); an empty object for any other error.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.body as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value) errors[key] = value;
  }
  return errors;
}
