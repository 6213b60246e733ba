/**
 * How the assistant writes figures: money as the pages show it ("$2,199", cents only when there
 * are some) and lists as a sentence. Shared by the facts' text and the composed answers, so a
 * price reads the same in both and the evaluation can find it in either.
 */
import { formatMoney, type MinorUnits } from '@contract/money.ts';
import type { Fact } from './types.ts';

/** 219900 -> "$2,199"; 4950 -> "$49.50". */
export function formatPrice(amount: MinorUnits): string {
  return formatMoney(amount).replace(/\.00$/, '');
}

/** "from $2,199 per person", "$50 per consultation", "$299 per night". */
export function priceText(price: NonNullable<Fact['price']>): string {
  return `${price.from ? 'from ' : ''}${formatPrice(price.amount)} per ${price.per}`;
}

/** ["a", "b", "c"] -> "a, b and c". */
export function listText(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The amounts written in a text ("$1,299", "$49.50"), in minor units. */
export function amountsIn(text: string): MinorUnits[] {
  return [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/g)].map(
    (match) => Number(match[1].replace(/,/g, '')) * 100 + Number(match[2] ?? 0),
  );
}
