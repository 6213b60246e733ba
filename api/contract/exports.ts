/**
 * The office's downloadable files, written the same way by the server and, offline or with
 * changes not yet synced, by the device: CSV through csv-stringify (RFC 4180, CRLF between
 * records, quoting as needed) and the itinerary calendar (see itineraryCalendar.ts).
 * The browser build of csv-stringify is plain JavaScript, so the contract stays free of Node.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { BookingDto } from './bookings.ts';
import type { ClientDto } from './clients.ts';
import { SYNC_WRITABLE_FIELDS } from './syncFields.ts';

/**
 * Every column of a record: its id, the fields an agent edits (the one list sync also uses, so
 * a new field reaches the exports by itself), then what the server keeps.
 */
export const CLIENT_CSV_COLUMNS = [
  'id',
  ...SYNC_WRITABLE_FIELDS.clients,
  'userId',
  'version',
  'createdAt',
  'updatedAt',
] as (keyof ClientDto)[];

export const BOOKING_CSV_COLUMNS = [
  'id',
  ...SYNC_WRITABLE_FIELDS.bookings,
  'version',
  'createdAt',
  'updatedAt',
] as (keyof BookingDto)[];

const BOOKING_JOIN_COLUMNS = ['itineraryTitle', 'clientId', 'clientFirstName', 'clientLastName'] as const;

/**
 * A spreadsheet runs text that starts with =, +, -, @, tab or CR as a formula: such text gets
 * a leading apostrophe, so a client's notes can never execute anything on an agent's computer.
 */
function cell(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value ?? '';
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify([header, ...rows.map((row) => row.map(cell))], { record_delimiter: '\r\n' });
}

/** Money stays in minor units, as on the wire, so a spreadsheet sums exact integers. */
export function clientsCsv(clients: readonly Partial<ClientDto>[]): string {
  return toCsv(
    CLIENT_CSV_COLUMNS,
    clients.map((client) => CLIENT_CSV_COLUMNS.map((column) => client[column])),
  );
}

export function bookingsCsv(bookings: readonly Partial<BookingDto>[]): string {
  return toCsv(
    [...BOOKING_CSV_COLUMNS, ...BOOKING_JOIN_COLUMNS],
    bookings.map((booking) => [
      ...BOOKING_CSV_COLUMNS.map((column) => booking[column]),
      booking.itinerary?.title,
      booking.itinerary?.client.id,
      booking.itinerary?.client.firstName,
      booking.itinerary?.client.lastName,
    ]),
  );
}

export const CSV_MIME = 'text/csv; charset=utf-8';
export const CALENDAR_MIME = 'text/calendar; charset=utf-8';
