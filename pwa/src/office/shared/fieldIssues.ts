/** The dialog tab holding the first failing field, so the agent lands on the message. */
export function tabOfFirstIssue(
  errors: Record<string, string>,
  tabOfField: Record<string, string>,
  fallback: string,
): string {
  const first = Object.keys(errors)[0]?.split('.')[0] ?? '';
  return tabOfField[first] ?? fallback;
}

/**
 * The first tab, in the dialog's order, holding a failing field: the schema checks fields in
 * its own order (a quote's services before its valid-until day), the agent reads tab by tab.
 * A field no tab claims belongs to the first tab.
 */
export function firstTabWithIssue(
  errors: Record<string, string>,
  tabOfField: Record<string, string>,
  tabsInOrder: readonly [string, ...string[]],
): string {
  const failing = new Set(Object.keys(errors).map((key) => tabOfField[key.split('.')[0]] ?? tabsInOrder[0]));
  return tabsInOrder.find((tab) => failing.has(tab)) ?? tabsInOrder[0];
}

/**
 * The messages still true after an edit: a message disappears once its field is fixed (or
 * says something else now); a field without a message gets one at the next submit, not while
 * the agent types.
 */
export function stillFailing(
  shown: Record<string, string>,
  now: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(shown).filter(([key, message]) => now[key] === message));
}
