import { QUOTE_BUDGET_RANGES, TRAVEL_TYPES, TRAVELER_COUNTS } from '@contract/leadOptions';
import type { Choice } from './fields';

/** How the quote form names the ids of the contract's lists. */

const travelTypeLabels: Record<(typeof TRAVEL_TYPES)[number], string> = {
  business: 'Business Travel',
  group: 'Group Vacations',
  cruises: 'Cruises',
  transport: 'Private Transport',
  'central-florida': 'Central Florida',
  'saint-lucia': 'Saint Lucia',
};

const dollars = (amount: string) => `$${Number(amount).toLocaleString('en-US')}`;

/** "3000-6000" reads "$3,000 - $6,000"; "26000+" reads "$26,000+". */
export function budgetLabel(range: string): string {
  if (range.endsWith('+')) return `${dollars(range.slice(0, -1))}+`;
  const [from, to] = range.split('-');
  return `${dollars(from)} - ${dollars(to)}`;
}

export const travelerCountChoices: readonly Choice[] = TRAVELER_COUNTS.map((count) => ({
  value: count,
  label: `${count} travelers`,
}));

export const travelTypeChoices: readonly Choice[] = TRAVEL_TYPES.map((type) => ({
  value: type,
  label: travelTypeLabels[type],
}));

export const budgetChoices: readonly Choice[] = QUOTE_BUDGET_RANGES.map((range) => ({
  value: range,
  label: budgetLabel(range),
}));
