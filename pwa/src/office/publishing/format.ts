/** Dates between the API's ISO instants and the browser's date-and-time input (local time). */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-05-01T09:00:00.000Z" -> "2026-05-01T11:00" in a UTC+2 browser; empty stays empty. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's local date and time as an ISO instant; what cannot be read is left for the schema to refuse. */
export function localInputToIso(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A date as the lists show it: "1 May 2026". */
export function shortDate(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
