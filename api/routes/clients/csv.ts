/**
 * CSV exports through csv-stringify (RFC 4180: CRLF between records, quoting as needed). Text
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../../types.ts';

function csvValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify([header, ...rows.map((row) => row.map(csvValue))], { record_delimiter: '\r\n' });
}

/** Answers a CSV download named `filename`. */
export function sendCsv(ctx: AppContext, filename: string, csv: string) {
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = csv;
}
