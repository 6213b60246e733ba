import {
  budgetLabel,
  QUOTE_BUDGET_RANGES,
  TRAVEL_TYPE_LABELS,
  TRAVEL_TYPES,
  TRAVELER_COUNTS,
} from '@contract/leadOptions';
import type { Choice } from './fields';

export { budgetLabel };

export const travelerCountChoices: readonly Choice[] = TRAVELER_COUNTS.map((count) => ({
  value: count,
  label: `${count} travelers`,
}));

export const travelTypeChoices: readonly Choice[] = TRAVEL_TYPES.map((type) => ({
  value: type,
  label: TRAVEL_TYPE_LABELS[type],
}));

export const budgetChoices: readonly Choice[] = QUOTE_BUDGET_RANGES.map((range) => ({
  value: range,
  label: budgetLabel(range),
}));
