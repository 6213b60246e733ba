/** Money travels and rests as integer minor units (cents); only the screen divides by 100. */
export type MinorUnits = number;

/** 12.345 -> 1235: value times 100, rounded, as the specification requires. */
export function toMinorUnits(amount: number): MinorUnits {
  return Math.round(amount * 100);
}

export function fromMinorUnits(minor: MinorUnits): number {
  return minor / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** 123456, 'USD' -> "$1,234.56" (en-US, as every screen of the specification shows money). */
export function formatMoney(minor: MinorUnits | null | undefined, currency = 'USD'): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(fromMinorUnits(minor ?? 0));
}
