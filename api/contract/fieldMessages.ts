import * as v from 'valibot';

/** The key of a message about the input as a whole rather than one of its fields. */
export const WHOLE_INPUT = '_';

export interface FieldMessageOptions {
  /**
   * Key a nested field's message by the top-level field holding it ("destinations.0" belongs
   * to "destinations"), for a form that shows one message per top-level field.
   */
  topLevel?: boolean;
}

/**
 * The first message of each failing field of a valibot parse, keyed by its dotted path
 * ("services.0.name"), a message about the whole input under WHOLE_INPUT. The API answers its
 * 400 with these keys and every form reads its own checks with them, so a field shows the same
 * words whichever side refused it.
 */
export function fieldMessages(
  issues: readonly v.BaseIssue<unknown>[],
  options: FieldMessageOptions = {},
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? WHOLE_INPUT;
    const key = options.topLevel ? path.split('.')[0] : path;
    messages[key] ??= issue.message;
  }
  return messages;
}
