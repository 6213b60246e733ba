/**
 * Reading values whose type nothing vouches for (a thrown value, a parsed JSON answer) without
 * asserting one: each guard checks what it claims.
 */

/** Any non-null object, arrays included, as a JSON object is read: by its named fields. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** What a thrown value says: an Error's message; anything else thrown, as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
