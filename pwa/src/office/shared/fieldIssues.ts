import type * as v from 'valibot';

/** Field messages of a failed valibot parse, keyed by dotted path ("services.0.name"); first wins. */
export function issuesByPath(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = (issue.path ?? []).map((item) => String(item.key)).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The dialog tab holding the first failing field, so the agent lands on the message. */
export function tabOfFirstIssue(
  errors: Record<string, string>,
  tabOfField: Record<string, string>,
  fallback: string,
): string {
  const first = Object.keys(errors)[0]?.split('.')[0] ?? '';
  return tabOfField[first] ?? fallback;
}
