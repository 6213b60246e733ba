/**
 * The payments list as a spreadsheet: one row per payment, amounts in dollars (not cents), the
 * catalogue's names for packages and extras, and every text made spreadsheetSafe by toCsv.
 */
import { consultationExtras, findConsultationPackage } from '@content/catalogue';
import { formatLongDate } from '@contract/dates';
import { csvAmount, toCsv, type CsvColumn } from '@documents/officeExports';
import type { PaymentListItem } from '@contract/payments';
import { paymentStatusView } from './status';

export function packageName(payment: Pick<PaymentListItem, 'packageType'>): string {
  return findConsultationPackage(payment.packageType)?.name ?? payment.packageType;
}

export function extraNames(payment: Pick<PaymentListItem, 'extras'>): string[] {
  return consultationExtras.filter((extra) => payment.extras.includes(extra.id)).map((extra) => extra.name);
}

export const PROVIDER_LABELS: Record<PaymentListItem['provider'], string> = {
  paypal: 'PayPal',
  demo: 'Demo checkout',
};

export const PAYMENT_CSV_COLUMNS: readonly CsvColumn<PaymentListItem>[] = [
  { header: 'Date', value: (payment) => formatLongDate(payment.verifiedAt) },
  { header: 'Payer', value: (payment) => payment.payerName },
  { header: 'Email', value: (payment) => payment.payerEmail },
  { header: 'Package', value: packageName },
  { header: 'Extras', value: (payment) => extraNames(payment).join(', ') },
  { header: 'Amount', value: (payment) => csvAmount(payment.amount) },
  { header: 'Currency', value: (payment) => payment.currency },
  { header: 'Status', value: (payment) => paymentStatusView(payment).label },
  { header: 'Provider', value: (payment) => PROVIDER_LABELS[payment.provider] ?? payment.provider },
  { header: 'Order id', value: (payment) => payment.orderId },
];

export function paymentsCsv(payments: readonly PaymentListItem[]): string {
  return toCsv(PAYMENT_CSV_COLUMNS, payments);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "payments-2026-03-07.csv": the day the file was made, where the admin is. */
export function paymentsCsvFileName(now: Date = new Date()): string {
  return `payments-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
