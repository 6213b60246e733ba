/** Money travels and rests as integer minor units (cents); only the screen divides by 100. */
export type MinorUnits = number;

/** 12.345 -> 1235: value times 100, rounded, so a typed amount never carries a fraction of a cent. */
export function toMinorUnits(amount: number): MinorUnits {
  return Math.round(amount * 100);
}

export function fromMinorUnits(minor: MinorUnits): number {
  return minor / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** 123456, 'USD' -> "$1,234.56" (en-US, as every screen shows money). */
export function formatMoney(minor: MinorUnits | null | undefined, currency = 'USD'): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(fromMinorUnits(minor ?? 0));
}

/**
 * The largest amount a form accepts for one figure (a total cost, a booking's cost, a budget,
 * a proposal's value, what a quote's services add up to): $10,000,000.00. Money columns are
 * PostgreSQL integers (at most 2,147,483,647 minor units): this leaves room for a quote's 8%
 * taxes, so nothing accepted can overflow when it is stored.
 */
export const MAX_AMOUNT: MinorUnits = 1_000_000_000;

/** "Total cost must be at most $10,000,000.00". */
export function amountTooLarge(label: string, max: MinorUnits = MAX_AMOUNT): string {
  return `${label} must be at most ${formatMoney(max)}`;
}
