import { formatMoney, type MinorUnits } from '@contract/money';

/** "$1,299" for whole amounts (catalogue prices), "$12.50" otherwise. */
export function formatPrice(minor: MinorUnits): string {
  return formatMoney(minor).replace(/\.00$/, '');
}

export function fromPricePerPerson(minor: MinorUnits): string {
  return `From ${formatPrice(minor)} per person`;
}
