/**
 * Park times as visitors read them: in the park's own time zone, wherever the visitor is
 * ("9:00 AM – 10:00 PM"). Written only in the browser, after the data arrives, so the server's
 * HTML never depends on a clock or a time zone.
 */
import type { ParkHours } from '@contract/themeParks';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, withDate: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDate}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withDate ? { month: 'short', day: 'numeric' } : {}),
    });
    formats.set(key, found);
  }
  return found;
}

/** ICU writes a narrow no-break space before AM/PM; the page keeps times whole with CSS instead. */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

export function formatParkTime(iso: string, timeZone: string): string {
  return plainSpaces(format(timeZone, false).format(new Date(iso)));
}

export const HOURS_NOT_PUBLISHED = 'Hours not published';

export function formatParkHours(hours: ParkHours, timeZone: string): string {
  if (!hours.openTime || !hours.closeTime) return HOURS_NOT_PUBLISHED;
  return `${formatParkTime(hours.openTime, timeZone)} – ${formatParkTime(hours.closeTime, timeZone)}`;
}

/** The time alone when it is today in the park, with the day when the copy is older. */
export function formatUpdatedAt(iso: string, timeZone: string, now = new Date()): string {
  const day = (at: Date) => at.toLocaleDateString('en-CA', { timeZone });
  const at = new Date(iso);
  return plainSpaces(format(timeZone, day(at) !== day(now)).format(at));
}
