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
