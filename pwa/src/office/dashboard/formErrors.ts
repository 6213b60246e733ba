import * as v from 'valibot';

/** The first message of each field a valibot schema rejected, keyed by the field's name. */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  for (const [key, messages] of Object.entries(flat.nested ?? {})) {
    if (messages?.[0]) errors[key] = messages[0];
  }
  return errors;
}

/** Dollars typed in a form to integer minor units; blank stays null. */
export function dollarsToMinor(value: number | string | null | undefined, toMinor: (n: number) => number) {
  if (value === null || value === undefined || value === '') return null;
  return toMinor(Number(value));
}
