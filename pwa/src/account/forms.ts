import * as v from 'valibot';
import type { FormInstance } from 'antd';

/** The first message per field, keyed by the field's name ("confirmPassword", "email", ...). */
export type FieldErrors = Partial<Record<string, string>>;

export type SchemaResult<TOutput> =
  | { success: true; output: TOutput; errors: FieldErrors }
  | { success: false; output?: undefined; errors: FieldErrors };

/**
 * Runs one of the shared schemas of '@contract/auth' over the form's values, so the screen
 * shows exactly the messages the API would answer with, under the fields they belong to.
 */
export function checkWithSchema<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
): SchemaResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { success: false, errors };
}

/**
 * The API's 400 answer ({ error: 'validation_failed', message, fields }) read back from the
 * "<status>: <body>" error apiRequest throws; an empty object for any other error.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof Error)) return {};
  const match = /^400: ([\s\S]*)$/.exec(error.message);
  if (!match) return {};
  try {
    const body = JSON.parse(match[1]) as { fields?: unknown };
    if (!body.fields || typeof body.fields !== 'object') return {};
    const errors: FieldErrors = {};
    for (const [key, value] of Object.entries(body.fields as Record<string, unknown>)) {
      const message = Array.isArray(value) ? value[0] : value;
      if (typeof message === 'string' && message) errors[key] = message;
    }
    return errors;
  } catch {
    return {};
  }
}

/**
 * Puts the messages under the form's fields (antd wires aria-invalid and aria-describedby);
 * fields without a message are cleared. Typing in a field clears its message again.
 */
export function showFieldErrors(form: FormInstance, fieldNames: readonly string[], errors: FieldErrors) {
  form.setFields(fieldNames.map((name) => ({ name, errors: errors[name] ? [errors[name] as string] : [] })));
  const first = fieldNames.find((name) => errors[name]);
  if (first) form.focusField(first);
}
