import type { ReactNode } from 'react';
import type { ConsultationExtra, ConsultationPackage } from '@content/catalogue';
import { InfoCard } from './InfoCard';
import { formatPrice } from './price';

/** A paid consultation package: price, per-room deposit, features. */
export function ConsultationPackageCard({
  item,
  actions,
}: {
  item: ConsultationPackage;
  actions?: ReactNode;
}) {
  return (
    <InfoCard
      title={item.name}
      price={formatPrice(item.price)}
      meta={`Deposit ${formatPrice(item.depositPerRoom)} per room`}
      features={item.features}
      actions={actions}
    />
  );
}

/** An extra that can be added to a consultation package: price and deposit. */
export function ConsultationExtraCard({ extra, actions }: { extra: ConsultationExtra; actions?: ReactNode }) {
  return (
    <InfoCard
      title={extra.name}
      price={formatPrice(extra.price)}
      meta={`Deposit ${formatPrice(extra.deposit)}`}
      actions={actions}
    >
      <p>{extra.description}</p>
    </InfoCard>
  );
}
