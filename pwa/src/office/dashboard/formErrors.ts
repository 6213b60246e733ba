/** Dollars typed in a form to integer minor units; blank stays null. */
export function dollarsToMinor(value: number | string | null | undefined, toMinor: (n: number) => number) {
  if (value === null || value === undefined || value === '') return null;
  return toMinor(Number(value));
}
