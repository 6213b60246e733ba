/**
 * What a consultation checkout costs: the package's price plus each extra's, from the catalogue
 * alone. The browser names the package and extras; this is the only place a price is decided.
 */
import type { ConsultationExtraId, PaidPackageType } from '../contract/payments.ts';
import type { MinorUnits } from '../contract/money.ts';
import { consultationExtras, findConsultationPackage } from './catalogue.ts';

export interface ConsultationOrder {
  packageType: PaidPackageType;
  extras: ConsultationExtraId[];
  amount: MinorUnits;
  currency: 'USD';
  /** What the payer reads on the checkout page and the receipt. */
  description: string;
}

export function consultationOrderOf(
  packageType: PaidPackageType,
  extras: readonly ConsultationExtraId[],
): ConsultationOrder {
  const item = findConsultationPackage(packageType);
  if (!item) throw new Error(`no consultation package ${packageType}`);
  const chosen = consultationExtras.filter((extra) => extras.includes(extra.id));
  const amount = chosen.reduce((sum, extra) => sum + extra.price, item.price);
  const names = [`${item.name} consultation`, ...chosen.map((extra) => extra.name)];
  return {
    packageType,
    extras: chosen.map((extra) => extra.id),
    amount,
    currency: 'USD',
    description: names.join(' + '),
  };
}
