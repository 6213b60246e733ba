import * as v from 'valibot';
import { fieldMessages } from '@contract/fieldMessages';
import type { FormInstance } from 'antd';
import type { FieldErrors } from '@pwa/lib/fieldErrors';

export { serverFieldErrors, type FieldErrors } from '@pwa/lib/fieldErrors';

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
  return { success: false, errors: fieldMessages(result.issues) };
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
