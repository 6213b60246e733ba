import { CSV_MIME } from '@documents/officeExports.ts';
import type { AppContext } from '../types.ts';

/** Answers a CSV download named `filename` (the text comes from @documents/officeExports). */
export function sendCsv(ctx: AppContext, filename: string, csv: string) {
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = CSV_MIME;
  ctx.body = csv;
}
