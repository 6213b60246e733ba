/**
 * What the database can store of any input, whatever its schema: PostgreSQL refuses the NUL
 * character (U+0000) in text and in jsonb, and half a surrogate pair (which only a JSON escape
 * such as "\ud800" can produce) in jsonb; a value nested thousands deep cannot even be turned
 * back into JSON. Each is refused up front with the field it was found in, rather than failing
 * as a query. Pure: the server checks request bodies and each offline change with it.
 */
import * as v from 'valibot';

/** Deeper than any form nests its data (a proposal's day plans are three levels down). */
export const MAX_NESTING = 32;

export const storableMessages = {
  nulField: 'Must not contain the invisible NUL character (U+0000)',
  nul: (field: string) => `${field} contains the invisible NUL character (U+0000), which cannot be stored.`,
  brokenField: 'Must not contain half of a character (an unpaired UTF-16 surrogate)',
  broken: (field: string) =>
    `${field} contains half of a character (an unpaired UTF-16 surrogate), which cannot be stored.`,
  tooDeepField: `Must not nest lists or objects more than ${MAX_NESTING} levels deep`,
  tooDeep: (field: string) =>
    `${field} nests lists or objects more than ${MAX_NESTING} levels deep, which cannot be stored.`,
} as const;

export type FieldPath = readonly (string | number)[];

export interface Unstorable {
  reason: 'nul' | 'broken' | 'tooDeep';
  path: FieldPath;
}

/**
 * A schema's metadata naming parts of its input that are checked later, one item at a time
 * ("mutations.*.changes": "*" stands for any key or index), so that one bad item is refused
 * alone instead of the whole input.
 */
export function checkedPerItem<TInput>(...patterns: string[]) {
  return v.metadata<TInput, { storableCheckedPerItem: string[] }>({ storableCheckedPerItem: patterns });
}

/** What checkedPerItem declares: patterns of paths. */
const PATTERNS = v.array(v.string());

/** The patterns a schema declared with checkedPerItem. */
export function itemsCheckedLater(schema: v.GenericSchema): string[] {
  const metadata: object = v.getMetadata(schema);
  const declared = 'storableCheckedPerItem' in metadata ? metadata.storableCheckedPerItem : undefined;
  return v.is(PATTERNS, declared) ? declared : [];
}

function matches(path: FieldPath, pattern: string[]): boolean {
  return (
    pattern.length === path.length &&
    pattern.every((part, index) => part === '*' || part === String(path[index]))
  );
}

// Written as escapes in a string: build tools may turn surrogates in a regex literal into U+FFFD.
const LONE_SURROGATE = new RegExp(
  '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]',
);

function textProblem(text: string): Unstorable['reason'] | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'broken' : null;
}

/**
 * The first place in `value` the database could not store: a string or an object key holding
 * NUL, or lists and objects nested more than MAX_NESTING deep. Walks without recursion, since
 * the input may be nested far deeper than a call stack allows. Paths matching `skip` (see
 * checkedPerItem) are left out.
 */
export function findUnstorable(value: unknown, skip: readonly string[] = []): Unstorable | null {
  const skipped = skip.map((pattern) => pattern.split('.'));
  const stack: Array<{ value: unknown; path: (string | number)[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (skipped.some((pattern) => matches(path, pattern))) continue;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { reason: problem, path };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_NESTING) return { reason: 'tooDeep', path };
    const entries: Array<[string | number, unknown]> = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current);
    // Reversed onto the stack, so the first field is looked at first.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index];
      const problem = typeof key === 'string' ? textProblem(key) : null;
      if (problem) return { reason: problem, path: [...path, key] };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

const UNSTORABLE_CHARACTER = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');

/** "services.0.name", a key's unstorable characters written as escapes so the name stays storable. */
export function fieldName(path: FieldPath): string {
  return path
    .map((part) =>
      String(part).replace(
        UNSTORABLE_CHARACTER,
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      ),
    )
    .join('.');
}

/**
 * What to answer for what findUnstorable found: the message, and the field's name and message
 * (the name is "_" when the input as a whole is at fault, as for other field messages).
 */
export function unstorableMessages(found: Unstorable) {
  const name = fieldName(found.path);
  const label = name || 'The request';
  const field = name || '_';
  if (found.reason === 'nul') {
    return { field, message: storableMessages.nul(label), fieldMessage: storableMessages.nulField };
  }
  if (found.reason === 'broken') {
    return { field, message: storableMessages.broken(label), fieldMessage: storableMessages.brokenField };
  }
  return { field, message: storableMessages.tooDeep(label), fieldMessage: storableMessages.tooDeepField };
}
