/**
 * A form's messages under its fields, and the API's own read back from its 400 answer. Apart from
 * the schema checks (account/forms.ts, which bring valibot): a public form shows these without
 * loading a validator.
 */

/** The first message per field, keyed by the field's name ("confirmPassword", "email", ...). */
export type FieldErrors = Partial<Record<string, string>>;

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
