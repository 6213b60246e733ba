/**
 * Dates as people read them, apart from the schemas of dates.ts: a public page shows dates
 * without loading a validator. No imports.
 */

/** Dates display in en-US with the long month name: "March 7, 2026". */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  // A bare calendar day ("2026-03-07") must not shift a day west of UTC.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00`)
      : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "March 1, 2027 - March 8, 2027", one day, "From March 1, 2027", "Until ..." or nothing. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatLongDate(start);
  const to = formatLongDate(end);
  if (from && to) return from === to ? from : `${from} - ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return '';
}
