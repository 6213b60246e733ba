import { HttpError } from '../errors.ts';

/**
 * Reading the one row a test asserts on. A `.first()` query answers `Row | undefined`; a test
 * that expects a row should fail there, saying so, rather than later on a property of nothing.
 */

/** The row a `.first()` query finds; throws "no row matched" when it finds none. */
export async function rowOf<Query extends PromiseLike<unknown>>(
  query: Query,
): Promise<NonNullable<Awaited<Query>>> {
  const row = await query;
  if (row === undefined || row === null) throw new Error('no row matched the query');
  return row;
}

/** The one element of a list the test expects to hold it (an `insert(...).returning` answer). */
export function onlyOf<Item>(items: readonly Item[]): Item {
  const [item] = items;
  if (items.length !== 1 || item === undefined) {
    throw new Error(`expected exactly one row, got ${items.length}`);
  }
  return item;
}

/** A value a test found (an array's `find`, a map's `get`); throws when it is missing. */
export function present<Value>(value: Value | undefined | null, what = 'value'): Value {
  if (value === undefined || value === null) throw new Error(`no ${what} found`);
  return value;
}

/** The id of a row a test made; throws when it has none (a loosely typed row, say). */
export function idOf(row: Record<string, unknown>): string {
  if (typeof row.id !== 'string') throw new Error('the row has no string id');
  return row.id;
}

/** The HttpError a command refused with; throws when it succeeded or failed otherwise. */
export async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}
