import * as v from 'valibot';

export { formatDateRange, formatLongDate } from './dateFormat.ts';

// ---------------------------------------------------------------------------------------------
// Calendar days on the wire

/** Days a month has; February gains one in leap years (every 4th, not every 100th, every 400th). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The time an ISO timestamp adds after its day ("T10:30:00Z"); only the day is kept. */
const TIME_AFTER_DAY = /^T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/**
 * "YYYY-MM-DD" naming a day that exists: year 0001 to 9999, month 01 to 12 and a day the month
 * has. A pattern alone lets "2024-02-31" or "0000-01-01" through to the database, which refuses
 * them; JavaScript's Date rolls them over to another day instead of refusing them.
 */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function dayOf(value: string | null): string {
  const text = (value ?? '').trim();
  return text.length > 10 && TIME_AFTER_DAY.test(text.slice(10)) ? text.slice(0, 10) : text;
}

/**
 * A required calendar day (see isCalendarDay); an ISO timestamp is cut to its day. Missing,
 * null and blank answer `required`; anything that is not a real day answers `invalid`.
 */
export const CalendarDay = (required: string, invalid: string = required) =>
  v.pipe(
    v.optional(v.nullable(v.string(invalid)), ''),
    v.transform(dayOf),
    v.nonEmpty(required),
    v.check(isCalendarDay, invalid),
  );

/** An optional calendar day: missing, null and blank become null; anything else must be a real day. */
export const OptionalCalendarDay = (invalid: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(invalid)), null),
    v.transform(dayOf),
    v.check((value) => value === '' || isCalendarDay(value), invalid),
    v.transform((value) => (value === '' ? null : value)),
  );
