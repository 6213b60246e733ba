/**
 * The office's downloadable files, written the same way by the server and, offline or with
 * changes not yet synced, by the device: CSV through csv-stringify (RFC 4180, CRLF between
 * records, quoting as needed) and the itinerary calendar (see itineraryCalendar.ts).
 * The browser build of csv-stringify is plain JavaScript, so the contract stays free of Node.
 *
 * A CSV export is read by a person in a spreadsheet: the columns they read, headed in words,
 * amounts in the currency's units, dates and JSON fields as text, nothing internal (ids,
 * versions, owners).
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { BookingDto } from '../contract/bookings.ts';
import type { ClientDto } from '../contract/clients.ts';
import { formatLongDate } from '../contract/dates.ts';
import { fromMinorUnits } from '../contract/money.ts';

/** One column of an export: its header and how a record fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => string | number | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** "+1 (758) 555-0100", "-", "-5": no letters, so no function or cell reference to run. */
const PHONE_LIKE = /^\+?[0-9 ().-]+$/;

/**
 * A spreadsheet reads a cell that starts with =, +, -, @, tab or CR as a formula: such text
 * gets a leading apostrophe, so a client's notes can never run anything on an agent's computer.
 * A phone number or a plain negative number could compute nothing, so it is left as typed.
 */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) && !PHONE_LIKE.test(text) ? `'${text}` : text;
}

/**
 * The CSV text: a header row, then a row per record. It starts with a byte order mark, without
 * which spreadsheets read UTF-8 as a legacy code page ("Soufrière" would show as "SoufriÃ¨re").
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], records: readonly T[]): string {
  const rows = records.map((record) =>
    columns.map((column) => {
      const value = column.value(record);
      return typeof value === 'string' ? spreadsheetSafe(value) : (value ?? '');
    }),
  );
  return stringify([columns.map((column) => column.header), ...rows], {
    record_delimiter: '\r\n',
    bom: true,
  });
}

/** 112500 minor units -> "1125.00": a number a spreadsheet sums, without symbol or separators. */
export function csvAmount(minor: number | null | undefined): string {
  return minor === null || minor === undefined ? '' : fromMinorUnits(minor).toFixed(2);
}

/** "startTime" or "start_time" -> "Start time". */
function words(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function readable(value: unknown, nested = false): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value
      .map((item) => readable(item, true))
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'object') {
    const text = Object.entries(value)
      .map(([key, item]) => [words(key), readable(item, true)])
      .filter(([, item]) => item !== '')
      .map(([key, item]) => `${key}: ${item}`)
      .join('; ');
    return nested && text ? `(${text})` : text;
  }
  return String(value).trim();
}

/**
 * JSON held in text ({"room":"Ocean view","guests":2}) as a person reads it:
 * "Room: Ocean view; Guests: 2". Text that is not JSON is kept as it is.
 */
export function readableJson(text: string | null | undefined): string {
  if (!text) return '';
  try {
    return readable(JSON.parse(text));
  } catch {
    return text;
  }
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const CLIENT_CSV_COLUMNS: readonly CsvColumn<Partial<ClientDto>>[] = [
  { header: 'First name', value: (client) => client.firstName },
  { header: 'Last name', value: (client) => client.lastName },
  { header: 'Email', value: (client) => client.email },
  { header: 'Phone', value: (client) => client.phone },
  { header: 'Address', value: (client) => client.address },
  { header: 'Notes', value: (client) => client.notes },
  { header: 'Added on', value: (client) => formatLongDate(client.createdAt) },
];

/** The columns of the Bookings tab, then the itinerary and what the booking's JSON says. */
export const BOOKING_CSV_COLUMNS: readonly CsvColumn<Partial<BookingDto>>[] = [
  { header: 'Type', value: (booking) => booking.type && capitalised(booking.type) },
  { header: 'Title', value: (booking) => booking.title },
  {
    header: 'Client',
    value: ({ itinerary }) => itinerary && `${itinerary.client.firstName} ${itinerary.client.lastName}`,
  },
  { header: 'Status', value: (booking) => booking.status && capitalised(booking.status) },
  { header: 'Cost', value: (booking) => csvAmount(booking.cost) },
  { header: 'Currency', value: (booking) => booking.currency },
  { header: 'Reference', value: (booking) => booking.bookingReference },
  { header: 'Start date', value: (booking) => formatLongDate(booking.startDate) },
  { header: 'End date', value: (booking) => formatLongDate(booking.endDate) },
  { header: 'Itinerary', value: (booking) => booking.itinerary?.title },
  { header: 'Details', value: (booking) => readableJson(booking.details) },
  { header: 'Supplier info', value: (booking) => readableJson(booking.supplierInfo) },
];

export function clientsCsv(clients: readonly Partial<ClientDto>[]): string {
  return toCsv(CLIENT_CSV_COLUMNS, clients);
}

export function bookingsCsv(bookings: readonly Partial<BookingDto>[]): string {
  return toCsv(BOOKING_CSV_COLUMNS, bookings);
}

export const CSV_MIME = 'text/csv; charset=utf-8';
export const CALENDAR_MIME = 'text/calendar; charset=utf-8';
